import { loadBlockData, loaderApi, useLoaderData, type LoaderFunctionArgs } from '@valley/shared/router';
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
  const blocks = homeBlocks(page);
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

/** The blocks the home page shows. */
const homeBlocks = (page: Page) => page.fields.home_blocks ?? page.fields.content_blocks;

/** `/`'s loader (decision 139): the `headless-home` page, or null when the API did not give it; its remote blocks' data started (decision 141). */
export async function homeLoader({ context }: LoaderFunctionArgs): Promise<Page | null> {
  const page = await loaderApi(context)
    .call('page', HOME_PAGE_INPUT)
    .catch(() => null);
  if (page) await loadBlockData(context, homeBlocks(page));
  return page;
}

/** `/`: the `headless-home` page with its home blocks. */
export function HomePage() {
  const published = useLoaderData() as Page | null;
  // A preview link shows the home page's draft to anyone holding it (decision 115); the live page waits for its answer.
  const preview = usePagePreview();
  if (preview.pending) return <div className={styles.heroSkeleton} aria-busy="true" aria-label="Loading" />;
  const page = preview.page ?? published;

  if (!page) return <h1 className={styles.title}>Welcome to the valley</h1>;
  return (
    <>
      {preview.notice}
      <HomeHead page={page} />
      <h1 className="visually-hidden">{page.title}</h1>
      <BlockRenderer blocks={homeBlocks(page)} />
    </>
  );
}
