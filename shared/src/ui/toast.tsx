import { toast, type Toast } from 'react-hot-toast';
import styles from './toast.module.css';

/** member-area §2 Toasts / §9: 5 s for share and other results (the account remote passes 6 s or 30 s). */
export const TOAST_DURATION_MS = 5000;

export interface NotifyOptions {
  /** How long the toast stays, in milliseconds; 5 s unless given. */
  duration?: number;
  /** A stable id replaces an earlier toast with the same id instead of stacking a second one. */
  id?: string;
}

function ClosableMessage({ message, toastId }: { message: string; toastId: string }) {
  return (
    <span className={styles.body}>
      <span className={styles.message}>{message}</span>
      <button type="button" className={styles.close} aria-label="Close" onClick={() => toast.dismiss(toastId)}>
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}

const render = (message: string) => (current: Toast) => <ClosableMessage message={message} toastId={current.id} />;

const options = ({ duration = TOAST_DURATION_MS, id }: NotifyOptions = {}) => (id === undefined ? { duration } : { duration, id });

/** Failures and warnings interrupt a screen reader; successes wait their turn. */
const urgent = { role: 'alert', 'aria-live': 'assertive' } as const;

/** The site's notices: bottom, closable, 5 s by default, through the one react-hot-toast instance the shell's <Toaster> shows. */
export const notify = {
  success: (message: string, opts?: NotifyOptions) => toast.success(render(message), options(opts)),
  error: (message: string, opts?: NotifyOptions) => toast.error(render(message), { ...options(opts), ariaProps: urgent }),
  warning: (message: string, opts?: NotifyOptions) =>
    toast(render(message), { ...options(opts), icon: <span aria-hidden="true">⚠️</span>, className: styles.warning, ariaProps: urgent }),
};
