import { useId, useRef, useState, type ChangeEvent } from 'react';
import { acceptImages, readAsDataUrl } from '@valley/shared/media/image-file';
import { FilePicker, FileRefusal } from './file-picker';
import { SortableList } from './sortable-list';
import styles from './ordered-picker.module.css';
import { Button } from '@valley/shared/ui/button';

export interface GalleryPhoto {
  key: string;
  /** A stored photo's URL or a new upload's data URL. */
  src: string;
}

/** At most 12 gallery photos per destination (the API's limit). */
export const MAX_GALLERY = 12;
let nextKey = 0;
export const galleryPhoto = (src: string): GalleryPhoto => ({ key: `photo-${(nextKey += 1)}`, src });

/** Gallery photos: add images (1000x1000, 5 MB each at most), reorder, remove, or reset to the saved set. */
export function GalleryInput({ value, onChange, initial }: { value: GalleryPhoto[]; onChange: (photos: GalleryPhoto[]) => void; initial: GalleryPhoto[] }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const accepted = await acceptImages(event.currentTarget);
    setRefused(accepted.refused && `Gallery Photos: ${accepted.refused}`);
    const files = accepted.files.slice(0, MAX_GALLERY - value.length);
    if (files.length === 0) return;
    setReading(true);
    try {
      const added = await Promise.all(files.map(async (file) => galleryPhoto(await readAsDataUrl(file))));
      onChange([...value, ...added]);
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <fieldset className={styles.picker}>
      <legend>Gallery Photos</legend>
      <div className={styles.add}>
        <FilePicker
          id={id}
          inputRef={input}
          action="Add photos"
          multiple
          onPick={onPick}
          disabled={value.length >= MAX_GALLERY}
          describedBy={[`${id}-size`, refused ? `${id}-refused` : null].filter(Boolean).join(' ')}
        />
        <span id={`${id}-size`}>Shown at 1000x1000; images up to 5 MB.</span>
        <Button
          variant="secondary"
          onClick={() => onChange(initial)}
          disabled={initial.map((photo) => photo.key).join() === value.map((photo) => photo.key).join()}
        >
          Reset<span className="visually-hidden"> gallery photos</span>
        </Button>
        {reading ? <span role="status">Reading the photos…</span> : null}
      </div>
      <FileRefusal id={`${id}-refused`} message={refused} />
      {value.length > 0 ? (
        <SortableList
          label="Gallery photos"
          items={value}
          onChange={onChange}
          itemName={(_, index) => `photo ${index + 1}`}
          renderItem={(photo, index) => <img className={styles.thumb} src={photo.src} alt={`Gallery item ${index + 1}`} width={64} height={64} />}
        />
      ) : (
        <p className={styles.none}>No photos yet.</p>
      )}
    </fieldset>
  );
}
