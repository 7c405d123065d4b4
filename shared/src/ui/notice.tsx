import type { ReactNode } from 'react';
import { PREVIEW_MESSAGES } from '@valley/shared/api/preview';
import { formatDateTime } from '@valley/shared/time';
import styles from './notice.module.css';

/** A notice about the page (offline, a preview), above it in the warning colours: never mistaken for the page's own words. */
export function Notice({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) {
  return (
    <p role={role} className={styles.notice}>
      {children}
    </p>
  );
}

/** Where an address's preview link stands: working until `expiresAt`, or no longer working (`gone`). */
export interface PreviewState {
  expiresAt: string | null;
  gone: boolean;
}

/**
 * What a preview link from the studio says over a page or a post (decisions 115, 125): that it shows the draft and until when, or that
 * the link no longer works and this is what the site has. A page seen through a preview link is never indexed.
 */
export function PreviewNotice({ what, state }: { what: 'page' | 'post'; state: PreviewState }) {
  return (
    <>
      <meta name="robots" content="noindex" />
      {state.expiresAt ? (
        <Notice role="status">
          <strong>Preview.</strong> This {what} shows its draft, as visitors will see it once it is published. The link works until{' '}
          {formatDateTime(new Date(state.expiresAt))}.
        </Notice>
      ) : state.gone ? (
        <Notice role="alert">
          {PREVIEW_MESSAGES.gone}. This is the {what} as it is on the site.
        </Notice>
      ) : null}
    </>
  );
}
