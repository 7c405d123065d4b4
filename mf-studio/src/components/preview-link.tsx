import { useRef, useState } from 'react';
import { useApiClient } from '@valley/shared/api/swr';
import type { StudioPreviewLink } from '@valley/shared/schemas/studio-pages';
import { formatDateTime } from '@valley/shared/time';
import { Button } from '@valley/shared/ui/button';
import styles from './form-fields.module.css';
import { Outcome } from './studio-parts';
import { refusalOf } from '../lib/form-messages';

/** Each kind's two calls: make a link, withdraw them all. */
const CALLS = {
  page: { make: 'studioPagePreviewLink', withdraw: 'studioPagePreviewWithdraw' },
  post: { make: 'studioPostPreviewLink', withdraw: 'studioPostPreviewWithdraw' },
} as const;

/**
 * A link to a page or a dispatch post with its draft for a colleague without an account (decisions 115, 125): it works for a week,
 * and every studio role can make one or withdraw them all. The link is absolute, to be pasted into a mail.
 */
export function PreviewLink({ what, id }: { what: keyof typeof CALLS; id: number }) {
  const client = useApiClient();
  const field = useRef<HTMLInputElement>(null);
  const [link, setLink] = useState<StudioPreviewLink | null>(null);
  const [busy, setBusy] = useState<'make' | 'withdraw' | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');
  const url = link ? new URL(link.link, window.location.origin).href : '';

  async function run(which: 'make' | 'withdraw', work: () => Promise<string>) {
    setBusy(which);
    setFailure('');
    setStatus('');
    try {
      setStatus(await work());
    } catch (error) {
      setFailure(refusalOf(error, [], 'That did not work. Please try again.').message);
    } finally {
      setBusy(null);
    }
  }

  const make = () =>
    run('make', async () => {
      const made = await client.call(CALLS[what].make, { body: { id } });
      setLink(made);
      return `Preview link made. Anyone with it sees this ${what} with its saved draft, without signing in.`;
    });
  const withdraw = () =>
    run('withdraw', async () => {
      const { withdrawn } = await client.call(CALLS[what].withdraw, { body: { id } });
      setLink(null);
      return withdrawn === 1 ? '1 preview link withdrawn: it no longer works.' : `${withdrawn} preview links withdrawn: they no longer work.`;
    });
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Preview link copied.');
    } catch {
      // No clipboard (an insecure address, a refused permission): the link is selected, for the keyboard's copy.
      field.current?.focus();
      field.current?.select();
      setStatus('Preview link selected: copy it with your keyboard.');
    }
  }

  return (
    <section aria-labelledby={`${what}-${id}-preview`}>
      <h4 id={`${what}-${id}-preview`}>Share a preview</h4>
      <p className={styles.state}>A link that shows this {what} with its saved draft to someone without an account. It works for a week.</p>
      {link ? (
        <>
          <label htmlFor={`${what}-${id}-preview-link`}>Preview link</label>{' '}
          <input id={`${what}-${id}-preview-link`} ref={field} type="url" readOnly value={url} size={60} onFocus={(event) => event.currentTarget.select()} />
          <p className={styles.state}>Works until {formatDateTime(new Date(link.expires_at))}.</p>
        </>
      ) : null}
      <div className={styles.actions}>
        {link ? (
          <Button variant="outline" onClick={() => void copy()}>
            Copy link
          </Button>
        ) : null}
        <Button variant="outline" pending={busy === 'make'} disabled={busy !== null} onClick={() => void make()}>
          {link ? 'Make another link' : 'Make a preview link'}
        </Button>
        <Button variant="outline" pending={busy === 'withdraw'} disabled={busy !== null} onClick={() => void withdraw()}>
          Withdraw every preview link
        </Button>
      </div>
      <Outcome failure={failure} status={status} />
    </section>
  );
}
