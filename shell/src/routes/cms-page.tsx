import { useApi } from '@valley/shared/api/swr';
import { isMissingRecord } from '@valley/shared/api';
import {
  data,
  isRouteErrorResponse,
  loadBlockData,
  loaderApi,
  useLoaderData,
  useLocation,
  useRouteError,
  type LoaderFunctionArgs,
} from '@valley/shared/router';
import { LoadError } from '@valley/shared/ui/load-error';
import { PREVIEW_PARAM } from '@valley/shared/api/preview';
import type { ContentBlock, Page } from '@valley/shared/schemas/page';
import { useAuthStore } from '@valley/shared/stores/auth';
import { NotFound } from '@valley/shared/ui/not-found';
import { PageHeader } from '@valley/shared/ui/page-header';
import { RichText } from '@valley/shared/ui/rich-text';
import { ShareButton } from '@valley/shared/ui/share-dialog';
import { BlockRenderer } from '../features/blocks/block-renderer';
import { PageSlider } from '../features/blocks/hero-slider-block';
import { CmsPageHead } from '@valley/shared/ui/page-head';
import { cmsPageInput, HOME_PAGE_INPUT } from '../config/shell-calls';
import { movedFor, remoteForPath } from '../config/remote-routes';
import { usePagePreview } from '../features/preview/page-preview';
import styles from './page.module.css';

/** A CMS page as its loader answers it: the published page (null when the API did not answer) and the site's ad for its end. */
export interface CmsPageData {
  page: Page | null;
  siteAd: ContentBlock | null;
  /** The CMS has no published page here: the 404 screen, unless a preview link or a member's pending revision shows one. */
  missing?: boolean;
}

const MISSING: CmsPageData = { page: null, siteAd: null, missing: true };

const hasOwnAd = (page: Page) => page.fields.content_blocks.some((block) => block.extension === 'featured_ad');

/** The `*` route's loader (decision 139): a CMS page's data; nothing for a remote's path or a moved address, which are not CMS pages. */
export async function cmsLoader({ request, context }: LoaderFunctionArgs): Promise<CmsPageData | null> {
  const { pathname, search, searchParams } = new URL(request.url);
  if (movedFor(pathname, search) || remoteForPath(pathname)) return null;
  const api = loaderApi(context);
  const path = pathname.slice(1);
  let page: Page | null;
  try {
    page = await api.call('page', cmsPageInput(path));
  } catch (error) {
    // An API that did not answer: the page says so. A page the CMS does not have is the 404 screen, its status known before the page
    // renders (issue 44); through a preview link it may be a draft, which the page shows (decision 115).
    if (!isMissingRecord(error)) page = null;
    else if (searchParams.has(PREVIEW_PARAM)) return MISSING;
    else throw data(null, { status: 404, statusText: 'Not Found' });
  }
  // The screen ends with a featured ad (public-site §2): the page's own, else the site's (the home page's).
  const [home] = await Promise.all([
    !page || hasOwnAd(page) || path === 'headless-home' ? null : api.call('page', HOME_PAGE_INPUT).catch(() => null),
    loadBlockData(context, page?.fields.content_blocks),
  ]);
  return { page, siteAd: home?.fields.home_blocks?.find((block) => block.extension === 'featured_ad') ?? null };
}

/**
 * The `*` route's error element: a page its loader did not find (status 404) is the CMS page without a published version, so a preview
 * link or a member's pending revision still shows; anything else goes to the root's error element.
 */
export function PathError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <CmsPage path={pathname.slice(1)} published={MISSING} />;
  throw error;
}

/** The `*` route's CMS page, from its loader. */
export function LoadedCmsPage({ path }: { path: string }) {
  return <CmsPage path={path} published={useLoaderData() as CmsPageData} />;
}

/** Any path no remote owns: the CMS page of that path, the 404 screen, or why it could not be loaded. */
function CmsPage({ path, published }: { path: string; published: CmsPageData }) {
  // Signed-in members see the page's pending revision (public-site §4 draft preview).
  // A refused draft (an expired token) falls back to the published page.
  // A preview link shows the draft to anyone holding it (decision 115).
  const preview = usePagePreview();
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const previewing = preview.page !== null || preview.pending;
  const draft = useApi('pageDraft', signedIn && !previewing ? { params: { '*': path.replaceAll('/', '|') } } : null);
  const showDraft = signedIn && !previewing && !draft.error;
  if (preview.pending || (showDraft && !draft.data)) return <div className={styles.heroSkeleton} aria-busy="true" aria-label="Loading" />;
  const page = preview.page ?? (showDraft ? draft.data : published.page);
  const siteAd = page && !hasOwnAd(page) ? published.siteAd : null;

  if (!page)
    return (
      <>
        {preview.notice}
        {published.missing ? <NotFound /> : <LoadError what="page" />}
      </>
    );
  return (
    <article>
      {preview.notice}
      <CmsPageHead page={page} name={page.title} />
      <PageHeader title={page.title} subtitle={page.entry.subtitle} image={page.header_image_url} />
      <div className={styles.body}>
        <RichText html={page.content_rendered ?? page.entry.content} />
        <ShareButton path={`/${path}`} title={page.title} />
      </div>
      {/* Under the text, not between the header and it: one hero leads the page (decision 081). */}
      <PageSlider title={page.entry.featured_slides_title} slides={page.entry.slides} />
      <BlockRenderer blocks={siteAd ? [...page.fields.content_blocks, siteAd] : page.fields.content_blocks} />
    </article>
  );
}
