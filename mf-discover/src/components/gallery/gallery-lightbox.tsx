import { useEffect, useRef, type RefObject } from 'react';
import { Button } from '@valley/shared/ui/button';
import { Modal } from '@valley/shared/ui/modal';
import styles from './gallery.module.css';

interface GalleryLightboxProps {
  images: string[];
  /** The photo shown; null while the viewer is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  name: string;
  /** The thumbnail that opened the viewer: focus goes back to it. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** The gallery photo viewer on the shared Modal: arrow keys move, 'n / total' says where you are. */
export function GalleryLightbox({ images, index, onIndex, onClose, name, returnFocusRef }: GalleryLightboxProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const open = index !== null;
  const last = images.length - 1;
  const current = Math.min(Math.max(index ?? 0, 0), last);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex(Math.min(current + 1, last));
      if (event.key === 'ArrowLeft') onIndex(Math.max(current - 1, 0));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, current, last, onIndex]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      label={`${name} photos`}
      initialFocusRef={closeRef}
      returnFocusRef={returnFocusRef}
      className={styles.lightbox}
      backdropClassName={styles.lightboxBackdrop}
    >
      <Button ref={closeRef} variant="secondary" className={styles.lightboxClose} onClick={onClose}>
        Close
      </Button>
      <img src={images[current]} alt={`${name} (${current + 1} of ${images.length})`} className={styles.lightboxImage} />
      <div className={styles.lightboxBar}>
        <Button variant="secondary" onClick={() => onIndex(Math.max(current - 1, 0))} disabled={current === 0}>
          Previous photo
        </Button>
        <span>
          {current + 1} / {images.length}
        </span>
        <Button variant="secondary" onClick={() => onIndex(Math.min(current + 1, last))} disabled={current === last}>
          Next photo
        </Button>
      </div>
    </Modal>
  );
}
