import { useRef, useState } from 'react';
import { imageSize, imageSrcSet } from '@valley/shared/media';
import { GalleryLightbox } from './gallery-lightbox';
import styles from './gallery.module.css';

/** Thumbnails that open the lightbox at the chosen photo. */
export function PhotoGallery({ images, name }: { images: string[]; name: string }) {
  const [photo, setPhoto] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  return (
    <>
      <ul className={styles.gallery}>
        {images.map((src, index) => {
          const size = imageSize(src);
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
                <img
                  src={src}
                  srcSet={imageSrcSet(src, [320, 480]) || undefined}
                  sizes="240px"
                  alt=""
                  width={size?.width}
                  height={size?.height}
                  loading="lazy"
                />
              </button>
            </li>
          );
        })}
      </ul>
      <GalleryLightbox images={images} index={photo} onIndex={setPhoto} onClose={() => setPhoto(null)} name={name} returnFocusRef={opener} />
    </>
  );
}
