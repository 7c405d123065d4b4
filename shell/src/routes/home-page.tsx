import { useApi } from '@valley/shared/api/swr';
import { BlockRenderer } from '../features/blocks/block-renderer';
import type { Page } from '@valley/shared/schemas/page';
import { SITE_NAME, absoluteImage, absoluteUrl, describe, rich, webPageLd } from '@valley/shared/seo';
import { PageHead, useSiteOrigins } from '@valley/shared/ui/page-head';
import styles from './page.module.css';
import { HOME_PAGE_INPUT } from '../config/shell-calls';
import { usePagePreview } from '../features/preview/page-preview';

/** The home page's head: the site as a WebSite and the page as a WebPage (decision 058). */
function HomeHead({ page }: { page: Page }) {
  const { siteUrl, apiUrl } = useSiteOrigins();
  const description = describe(page.meta_description, page.entry.subtitle, rich(page.content_rendered ?? page.entry.content));
  const blocks = page.fields.home_blocks ?? page.fields.content_blocks;
  const image = page.header_image_url ?? blocks.find((block) => block.img)?.img ?? null;
  const url = absoluteUrl(siteUrl, '/');
  return (
    <PageHead
      title={page.meta_title || page.title}
      description={description}
      image={image}
      path="/"
      jsonLd={[
        { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url, inLanguage: 'en-US' },
        webPageLd(siteUrl, { name: page.title, description, url, image: absoluteImage(image, apiUrl) }),
      ]}
    />
  );
}

/** `/`: the `headless-home` page with its home blocks. */
export function HomePage() {
  // A preview link shows the home page's draft to anyone holding it (decision 115).
  const preview = usePagePreview();
  const previewing = preview.page !== null || preview.pending;
  const published = useApi('page', previewing ? null : HOME_PAGE_INPUT);
  const { data: page, error } = preview.page ? { data: preview.page, error: undefined } : published;

  if (error) return <h1 className={styles.title}>Welcome to the valley</h1>;
  if (!page) return <div className={styles.heroSkeleton} aria-busy="true" aria-label="Loading" />;
  return (
    <>
      {preview.notice}
      <HomeHead page={page} />
      <h1 className="visually-hidden">{page.title}</h1>
      <BlockRenderer blocks={page.fields.home_blocks ?? page.fields.content_blocks} />
    </>
  );
}
