import { useEffect, useRef } from 'react';
import styles from './gallery.module.css';

/** The gallery photo viewer: Escape closes, arrow keys move, 'n / total' says where you are. */
export function GalleryLightbox({ images, index, onIndex, onClose, name }: { images: string[]; index: number; onIndex: (index: number) => void; onClose: () => void; name: string }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const last = images.length - 1;
  const current = Math.min(Math.max(index, 0), last);

  useEffect(() => {
    closeRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'ArrowRight') onIndex(Math.min(current + 1, last));
      if (event.key === 'ArrowLeft') onIndex(Math.max(current - 1, 0));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [current, last, onClose, onIndex]);

  return (
    <div className={styles.lightbox} role="dialog" aria-modal="true" aria-label={`${name} photos`}>
      <button ref={closeRef} type="button" className={styles.lightboxClose} onClick={onClose}>
        Close
      </button>
      <img src={images[current]} alt={`${name} (${current + 1} of ${images.length})`} className={styles.lightboxImage} />
      <div className={styles.lightboxBar}>
        <button type="button" onClick={() => onIndex(Math.max(current - 1, 0))} disabled={current === 0}>
          Previous photo
        </button>
        <span>
          {current + 1} / {images.length}
        </span>
        <button type="button" onClick={() => onIndex(Math.min(current + 1, last))} disabled={current === last}>
          Next photo
        </button>
      </div>
    </div>
  );
}
