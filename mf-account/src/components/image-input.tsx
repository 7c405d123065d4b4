import { useId, useRef, useState, type ChangeEvent } from 'react';
import { acceptImage, readAsDataUrl } from '@valley/shared/media/image-file';
import { FilePicker, FileRefusal } from './file-picker';
import { FieldError } from './fields';
import fields from './fields.module.css';
import styles from './image-input.module.css';

export interface ImageInputProps {
  label: string;
  /** The current image: a stored URL or a new upload as a data URL; '' or null for none. */
  value: string | null | undefined;
  /** A new upload as a data URL, or '' when the member removes the image. */
  onChange: (value: string) => void;
  /** The size the image is shown at, e.g. '1000x1000' (member-area §9). */
  size?: string;
  error?: string | undefined;
}

/** One image field: images only (checked by their first bytes on selection), at most 5,000,000 bytes ('File is too big!', field cleared), a preview of what will be saved and Remove. */
export function ImageInput({ label, value, onChange, size, error }: ImageInputProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const { file, refused: why } = await acceptImage(event.currentTarget);
    setRefused(why && `${label}: ${why}`);
    if (!file) return;
    setReading(true);
    try {
      onChange(await readAsDataUrl(file));
    } finally {
      setReading(false);
    }
  };

  return (
    <div className={fields.field}>
      <label htmlFor={id} className={fields.label}>
        {label}
      </label>
      <div className={styles.row}>
        {value ? <img className={styles.preview} src={value} alt={`${label} preview`} /> : <span className={styles.empty}>No image</span>}
        <div className={styles.controls}>
          <FilePicker
            id={id}
            inputRef={input}
            action={value ? 'Replace image' : 'Choose an image'}
            onPick={onPick}
            describedBy={[size ? `${id}-size` : null, refused ? `${id}-refused` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          />
          {size ? (
            <span id={`${id}-size`} className={styles.hint}>
              Shown at {size}; images up to 5 MB.
            </span>
          ) : null}
          {value ? (
            <button
              type="button"
              className={styles.remove}
              onClick={() => {
                if (input.current) input.current.value = '';
                onChange('');
              }}
            >
              Remove {label.toLowerCase()}
            </button>
          ) : null}
          {reading ? <span role="status">Reading the image…</span> : null}
        </div>
      </div>
      <FileRefusal id={`${id}-refused`} message={refused} />
      <FieldError id={id} error={error} />
    </div>
  );
}
