import { useApi } from '@valley/shared/api/swr';
import { useAuthStore } from '@valley/shared/stores/auth';
import { NotFound } from '@valley/shared/ui/not-found';
import { PageHeader } from '@valley/shared/ui/page-header';
import { RichText } from '@valley/shared/ui/rich-text';
import { ShareButton } from '@valley/shared/ui/share-dialog';
import { BlockRenderer } from '../features/blocks/block-renderer';
import { PageSlider } from '../features/blocks/hero-slider-block';
import { CmsPageHead } from '@valley/shared/ui/page-head';
import { cmsPageInput } from '../config/shell-calls';
import { usePagePreview } from '../features/preview/page-preview';
import styles from './page.module.css';

/** Any path no remote owns: the CMS page of that path, or the 404 screen. */
export function CmsPage({ path }: { path: string }) {
  // Signed-in members see the page's pending revision (public-site §4 draft preview).
  // A refused draft (an expired token) falls back to the published page.
  // A preview link shows the draft to anyone holding it (decision 115).
  const preview = usePagePreview();
  const signedIn = useAuthStore((state) => Boolean(state.token));
  const previewing = preview.page !== null || preview.pending;
  const draft = useApi('pageDraft', signedIn && !previewing ? { params: { '*': path.replaceAll('/', '|') } } : null);
  const showDraft = signedIn && !previewing && !draft.error;
  const published = useApi('page', showDraft || previewing ? null : cmsPageInput(path));
  const { data: page, error } = preview.page ? { data: preview.page, error: undefined } : showDraft ? draft : published;
  // The screen ends with a featured ad (public-site §2): the page's own, else the site's (the home page's).
  const ownAd = page?.fields.content_blocks.some((block) => block.extension === 'featured_ad') ?? true;
  const { data: home } = useApi('page', ownAd || path === 'headless-home' ? null : { params: { '*': 'headless-home' } });
  const siteAd = ownAd ? undefined : home?.fields.home_blocks?.find((block) => block.extension === 'featured_ad');

  if (error)
    return (
      <>
        {preview.notice}
        <NotFound />
      </>
    );
  // Not `isLoading`: swr revalidates a page the server rendered, and the page shows what it has meanwhile.
  if (!page) return <div className={styles.heroSkeleton} aria-busy="true" aria-label="Loading" />;
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
