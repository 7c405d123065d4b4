import type { ReactNode } from 'react';
import { useApi } from '@valley/shared/api/swr';
import { useLocation, useSearchParams } from '@valley/shared/router';
import type { Page } from '@valley/shared/schemas/page';
import { PREVIEW_PARAM } from '@valley/shared/api/preview';
import { PreviewNotice } from '@valley/shared/ui/notice';

export interface PagePreviewState {
  /** The page with its draft, when the address holds a working preview link for this very page. */
  page: Page | null;
  /** A preview link is in the address and its answer has not come yet: the page waits for it rather than flash the live one. */
  pending: boolean;
  notice: ReactNode;
}

/**
 * A preview link from the studio (decision 115): `?preview=<token>` on a page's address shows it with its draft to anyone holding the
 * link, with a notice that says so and until when; an expired or withdrawn link says that over the live page. The server renders
 * such a page privately (no-store, never in the page cache).
 */
export function usePagePreview(): PagePreviewState {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const token = params.get(PREVIEW_PARAM);
  const preview = useApi('pagePreview', token ? { params: { token } } : null);
  if (!token) return { page: null, pending: false, notice: null };
  // A link made for another page shows nothing of it here.
  const mine = preview.data && preview.data.link === pathname ? preview.data : null;
  const gone = Boolean(preview.error) || (preview.data !== undefined && !mine);
  return {
    page: mine?.page ?? null,
    pending: !preview.data && !preview.error,
    notice: <PreviewNotice what="page" state={{ expiresAt: mine?.expires_at ?? null, gone }} />,
  };
}
