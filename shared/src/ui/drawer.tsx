import { useId, type ReactNode, type RefObject } from 'react';
import { Modal } from './modal';
import styles from './drawer.module.css';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The drawer's heading (names the dialog). */
  title: ReactNode;
  /** 'left' for filters, 'right' (default) for details and edit forms. */
  side?: 'left' | 'right';
  /** Accessible name of the close button; 'Close' by default. */
  closeLabel?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Buttons pinned to the bottom of the drawer (Cancel, Save, ...). */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A side drawer on Modal (focus trap, Escape, backdrop click, focus return), so every remote's drawers behave the same. */
export function Drawer({
  open,
  onClose,
  title,
  side = 'right',
  closeLabel = 'Close',
  initialFocusRef,
  returnFocusRef,
  footer,
  className,
  children,
}: DrawerProps) {
  const headingId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={headingId}
      placement={side}
      initialFocusRef={initialFocusRef}
      returnFocusRef={returnFocusRef}
      className={className ? `${styles.drawer} ${className}` : styles.drawer}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className={styles.body}>{children}</div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </Modal>
  );
}
