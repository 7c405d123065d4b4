import { useRef, useState } from 'react';
import { GalleryLightbox } from './gallery-lightbox';
import styles from './gallery.module.css';
import { MediaImage } from '@valley/shared/ui/media-image';

/** Thumbnails that open the lightbox at the chosen photo. */
export function PhotoGallery({ images, name }: { images: string[]; name: string }) {
  const [photo, setPhoto] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <ul className={styles.gallery}>
        {images.map((src, index) => {
          return (
            <li key={src}>
              <button
                type="button"
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setPhoto(index);
                }}
                aria-label={`Open photo ${index + 1} of ${images.length}`}
              >
                <MediaImage src={src} srcSetWidths={[320, 480]} sizes="240px" alt="" loading="lazy" />
              </button>
            </li>
          );
        })}
      </ul>
      <GalleryLightbox images={images} index={photo} onIndex={setPhoto} onClose={() => setPhoto(null)} name={name} returnFocusRef={opener} />
    </>
  );
}
