import { useId, useState, type ChangeEvent } from 'react';
import { acceptImage, readAsDataUrl } from '@valley/shared/media/image-file';
import { Button } from '@valley/shared/ui/button';
import styles from './form-fields.module.css';
import { MediaPicker } from './media-picker';

/** A picture, uploaded or chosen from the media library (decision 126): images only, at most 5,000,000 bytes (the spec's alert), a preview of what will be saved, and Remove. */
export function ImageField({ label, value, onChange, error }: { label: string; value: string | null; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  const [pickRefused, setPickRefused] = useState<string | null>(null);
  // The browser's refusal of a file, else the API's of the saved one (a message under the field).
  const refused = pickRefused ?? error ?? null;
  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const { file, refused: why } = await acceptImage(event.currentTarget);
    setPickRefused(why);
    if (file) onChange(await readAsDataUrl(file));
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {value ? <img className={styles.preview} src={value} alt={`${label} preview`} /> : null}
      <input id={id} type="file" accept="image/*" onChange={(event) => void pick(event)} aria-describedby={refused ? `${id}-refused` : undefined} />
      <MediaPicker label={label} onPick={onChange} />
      {value ? (
        <Button variant="outline" onClick={() => onChange('')}>
          Remove {label.toLowerCase()}
        </Button>
      ) : null}
      {refused ? (
        <p id={`${id}-refused`} className={styles.error}>
          {refused}
        </p>
      ) : null}
    </div>
  );
}
