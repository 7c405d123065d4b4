import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styles from './modal.module.css';
import { useHydrated } from '@valley/shared/ui/hydrated';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** id of the heading that names the dialog; or `label`, for a dialog with no heading (the photo viewer). */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** What gets focus on open; the first focusable element of the dialog otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** What gets focus back on close (the button that opened it); the element focused before otherwise. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  /** For a dialog over a darker backdrop (the photo viewer). */
  backdropClassName?: string;
  /** Where the panel sits: centred (default), or a full-height drawer on the left or right edge. */
  placement?: 'center' | 'left' | 'right';
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Open modals, newest last: Escape and the focus trap belong to the top one only. */
const openStack: HTMLElement[] = [];

const focusables = (panel: HTMLElement) => [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];

/**
 * A modal dialog: focus moves in and stays in, Escape or a backdrop click closes it, focus returns, the page behind does not scroll.
 * Rendered into <body> so a remote's scoped styles cannot clip it.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  label,
  describedBy,
  initialFocusRef,
  returnFocusRef,
  className,
  backdropClassName,
  placement = 'center',
  children,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // A portal has no server HTML: a dialog open on arrival (a drawer in the history entry) opens once hydrated.
  const hydrated = useHydrated();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // Before paint: a dialog on screen already has focus and answers Escape. A passive effect runs after paint, and after a
  // transition's commit (a drawer opened by navigation) a quick Escape could land on the page before the listener existed.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !hydrated || !panel) return;
    // Safari does not focus a clicked button, so the focused element may be <body>: prefer the given target.
    const opener = returnFocusRef?.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    openStack.push(panel);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    (initialFocusRef?.current ?? focusables(panel)[0] ?? panel).focus();

    const isTop = () => openStack.at(-1) === panel;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTop()) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(panel);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
      } else if (event.shiftKey && (document.activeElement === first || !panel.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !panel.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus that escapes (a click on the page behind, a screen reader's virtual cursor) comes back.
    const onFocusIn = (event: FocusEvent) => {
      if (isTop() && event.target instanceof Node && !panel.contains(event.target)) (focusables(panel)[0] ?? panel).focus();
    };
    // A press on the backdrop (not a drag that ends there) closes the dialog; keyboard users have Escape.
    const backdrop = panel.parentElement;
    const onBackdropDown = (event: MouseEvent) => {
      if (event.target === backdrop) onCloseRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    backdrop?.addEventListener('mousedown', onBackdropDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      backdrop?.removeEventListener('mousedown', onBackdropDown);
      openStack.splice(openStack.indexOf(panel), 1);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, hydrated, initialFocusRef, returnFocusRef]);

  if (!open || !hydrated) return null;
  return createPortal(
    <div className={[styles.backdrop, placement !== 'center' && styles.drawerBackdrop, backdropClassName].filter(Boolean).join(' ')}>
      <div
        ref={panelRef}
        className={[styles.panel, placement !== 'center' && styles.drawer, placement === 'left' && styles.left, className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** A dialog's round × that closes it (its name is 'Close'); `className` places it. */
export function ModalClose({ onClose, className }: { onClose: () => void; className?: string }) {
  return (
    <button type="button" className={[styles.close, className].filter(Boolean).join(' ')} aria-label="Close" onClick={onClose}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
