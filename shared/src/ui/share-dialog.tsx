import { useId, useRef, useState, type RefObject } from 'react';
import { useNavigate } from '@valley/shared/router';
import { useApiClient } from '@valley/shared/api/swr';
import { useAuthStore } from '@valley/shared/stores/auth';
import { useConfigStore } from '@valley/shared/stores/config';
import { usePendingShareStore } from '@valley/shared/stores/pending-share';
import { track } from '@valley/shared/insights';
import { launchConfetti } from './confetti';
import { EmailForm } from './email-form';
import { Modal, ModalClose } from './modal';
import { notify } from './toast';
import styles from './share-dialog.module.css';

export const COPIED_MESSAGE = 'Link copied to clipboard!';

/** Share link = public site address + path (+ slug) (public-site §2, member-area §9). */
export function shareUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The four networks that take a link (public-site §2 Content blocks). */
export function networkLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'Pinterest', href: `https://www.pinterest.com/pin/create/button/?url=${u}&description=${t}` },
    { name: 'X', href: `https://x.com/intent/tweet?url=${u}&text=${t}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ] as const;
}

/** The Clipboard API where the page may use it; a hidden textarea and execCommand otherwise. */
async function copyText(text: string, host: HTMLElement): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Not permitted (insecure origin, no focus): fall through to the old way.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.className = styles.offscreen ?? '';
  // Inside the dialog, so the focus trap leaves it alone.
  host.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

export interface ShareDialogProps {
  open: boolean;
  onClose: () => void;
  /** Site path of the page, e.g. `/d/happy-valley-inn`. */
  path: string;
  /** The page's title: the dialog's description and the text of X and Pinterest posts. */
  title: string;
  /** The button that opened the dialog: it gets focus back on close. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** The destination or event shared: each way the visitor shares it counts as a share in its owner's insights (decision 046). */
  listing?: { listing: 'destination' | 'event'; id: number };
}

/**
 * The share dialog (public-site §2, member-area §2). Signed in, the link is mailed at once (POST /api/share/link); signed out, it is
 * kept until sign-in and the visitor goes to /profile.
 */
export function ShareDialog({ open, onClose, path, title, returnFocusRef, listing }: ShareDialogProps) {
  const id = useId();
  const navigate = useNavigate();
  const client = useApiClient();
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const siteUrl = useConfigStore((state) => state.siteUrl);
  const url = shareUrl(siteUrl, path);
  const bodyRef = useRef<HTMLDivElement>(null);
  const shared = () => {
    if (listing) track({ kind: 'share', ...listing });
  };

  const copy = async (button: HTMLButtonElement) => {
    shared();
    const copied = await copyText(url, bodyRef.current ?? document.body);
    if (copied) window.alert(COPIED_MESSAGE);
    // Nothing could write to the clipboard: let the visitor copy it by hand.
    else window.prompt('Copy this link:', url);
    button.focus();
  };

  const sendByEmail = async (email: string) => {
    if (!signedIn) {
      shared();
      usePendingShareStore.getState().save({ url, email });
      onClose();
      navigate('/profile');
      return;
    }
    try {
      await client.call('shareLink', { body: { url, email } });
    } catch (error) {
      // The server's own message (member-area §8); ApiError carries it. No instanceof: each app
      // bundles its own copy of the client module.
      notify.error(error instanceof Error && error.message ? error.message : 'Something went wrong');
      return;
    }
    shared();
    notify.success(`Link shared with ${email}`);
    void launchConfetti();
    onClose();
  };

  return (
    <Modal open={open} onClose={onClose} returnFocusRef={returnFocusRef} labelledBy={`${id}-title`} describedBy={`${id}-page`} className={styles.dialog}>
      <div ref={bodyRef}>
        <div className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            Share this page
          </h2>
          <ModalClose className={styles.close} onClose={onClose} />
        </div>
        <p id={`${id}-page`} className={styles.page}>
          {title}
        </p>

        <ul className={styles.networks}>
          {networkLinks(url, title).map((network) => (
            <li key={network.name}>
              <a className={styles.network} href={network.href} target="_blank" rel="noopener noreferrer" onClick={shared}>
                <span className="visually-hidden">Share on </span>
                {network.name}
              </a>
            </li>
          ))}
          {/* Instagram and YouTube take no shared links: their buttons copy it (public-site §2). */}
          {(['Instagram', 'YouTube'] as const).map((network) => (
            <li key={network}>
              <button type="button" className={styles.network} onClick={(event) => void copy(event.currentTarget)}>
                <span className="visually-hidden">Copy link for </span>
                {network}
              </button>
            </li>
          ))}
        </ul>

        <div className={styles.copyRow}>
          <input className={styles.url} type="text" readOnly value={url} aria-label="Link to share" onFocus={(event) => event.currentTarget.select()} />
          <button type="button" className={styles.copy} onClick={(event) => void copy(event.currentTarget)}>
            Copy Link
          </button>
        </div>

        <h3 className={styles.subtitle}>Email this link</h3>
        <EmailForm onValidSubmit={sendByEmail} submitLabel="Send Link" pendingLabel="Sending…">
          {signedIn ? null : <p className={styles.hint}>You will be asked to sign in first; the link is sent as soon as you have.</p>}
        </EmailForm>
      </div>
    </Modal>
  );
}

export interface ShareButtonProps {
  /** Site path of the page, e.g. `/itineraries/river-weekend`. */
  path: string;
  title: string;
  className?: string;
  listing?: ShareDialogProps['listing'];
}

/** The 'Share Link' button of CMS pages and detail screens, with its dialog. */
export function ShareButton({ path, title, className, listing }: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={className ? `${styles.trigger} ${className}` : styles.trigger}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Share Link
      </button>
      <ShareDialog open={open} onClose={() => setOpen(false)} path={path} title={title} returnFocusRef={triggerRef} listing={listing} />
    </>
  );
}
