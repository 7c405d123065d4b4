import { useEffect, useId, useRef, useState } from 'react';
import { EmailForm } from './email-form';
import { Modal, ModalClose } from './modal';
import styles from './discount-popup.module.css';

/** public-site §1, §9: 20% off at participating member businesses. */
export const DISCOUNT_PERCENT = 20;
/** How long a listing page is on screen before the offer opens by itself. */
export const DISCOUNT_POPUP_DELAY_MS = 8000;
/** localStorage key set when the offer has been shown: it opens by itself once per visitor. */
export const DISCOUNT_POPUP_SEEN_KEY = 'valley-discount-popup-seen';
export const DECLINE_TEXT = 'No, I don’t want discounts';

function wasSeen(): boolean {
  try {
    return window.localStorage.getItem(DISCOUNT_POPUP_SEEN_KEY) !== null;
  } catch {
    // Storage blocked: better never to open than to open on every page.
    return true;
  }
}

function markSeen(): void {
  try {
    window.localStorage.setItem(DISCOUNT_POPUP_SEEN_KEY, new Date().toISOString());
  } catch {
    // Storage blocked: nothing to remember it in.
  }
}

export interface DiscountPopupProps {
  /** Opens by itself after this many milliseconds, once per visitor (DISCOUNT_POPUP_SEEN_KEY in localStorage); null never opens by itself. */
  delayMs?: number | null;
  /** Opens at once, whether or not the visitor has seen the offer before. */
  defaultOpen?: boolean;
}

/**
 * The 20% discount offer (public-site §2, §5): opens by itself once per visitor, never over another dialog, since an offer on every
 * visit drives visitors away (decision 012). A valid submit sends nothing (no call is specified) and closes it.
 */
export function DiscountPopup({ delayMs = DISCOUNT_POPUP_DELAY_MS, defaultOpen = false }: DiscountPopupProps) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (defaultOpen) markSeen();
  }, [defaultOpen]);

  useEffect(() => {
    if (delayMs === null || defaultOpen || wasSeen()) return;
    let timer: number;
    const tryOpen = () => {
      if (wasSeen()) return;
      // Another dialog is open (a share dialog, a drawer): wait for it to close.
      if (document.querySelector('[aria-modal="true"]')) {
        timer = window.setTimeout(tryOpen, 2000);
        return;
      }
      markSeen();
      setOpen(true);
    };
    timer = window.setTimeout(tryOpen, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs, defaultOpen]);

  const close = () => setOpen(false);

  return (
    <Modal open={open} onClose={close} labelledBy={`${id}-title`} describedBy={`${id}-offer`} initialFocusRef={emailRef} className={styles.popup}>
      <ModalClose className={styles.close} onClose={close} />
      <p className={styles.badge} aria-hidden="true">
        {DISCOUNT_PERCENT}%<span>off</span>
      </p>
      <h2 id={`${id}-title`} className={styles.title}>
        Get {DISCOUNT_PERCENT}% Off
      </h2>
      <p id={`${id}-offer`} className={styles.offer}>
        Save {DISCOUNT_PERCENT}% at participating member businesses across the valley. Enter your e-mail to get your discount.
      </p>
      <EmailForm onValidSubmit={close} submitLabel="Get My Discount" inputRef={emailRef} />
      <button type="button" className={styles.decline} onClick={close}>
        {DECLINE_TEXT}
      </button>
    </Modal>
  );
}
