import { useRef, useState } from 'react';
import { useQueryState } from '@valley/shared/ui/in-page-navigation';
import { handToSwr } from '@valley/shared/api/swr';
import { loadBlockData, loaderApi, loaderPart, useLoaderData, type LoaderFunctionArgs } from '@valley/shared/router';
import type { NewsCategory, NewsPost } from '@valley/shared/schemas/news';
import type { Page } from '@valley/shared/schemas/page';
import { ContentBlocks } from '@valley/shared/federation/content-blocks';
import { PageHeader } from '@valley/shared/ui/page-header';
import { readPage } from '@valley/shared/ui/paging';
import { FEATURED_POSTS_INPUT, FEATURED_SLIDES } from '../features/featured-slider/api/featured-posts';
// The featured row paints without Swiper (@valley/shared/slider), which loads when first needed (decision 067).
import { FeaturedSlider } from '../features/featured-slider/components/featured-slider';
import { NEWS_CATEGORIES_INPUT } from '../features/filters/api/news-categories';
import { CategoryChips } from '@valley/shared/ui/category-chips';
import { FilterButton } from '../features/filters/components/filter-button';
import { FilterDrawer } from '../features/filters/components/filter-drawer';
import { PostFeed } from '../features/posts/components/post-feed';
import { NEWS_PAGE_INPUT } from '../lib/news-page';
import { NO_FILTERS, dispatchQuery, filtersFromSearch, newsSearchQuery, type DispatchFilters } from '../lib/dispatch-filters';
import styles from './dispatch-page.module.css';
import { CmsPageHead } from '@valley/shared/ui/page-head';
import { useDeferredReady } from '@valley/shared/ui/hydrated';

/** The dispatch route's loader data: a part the API did not give is null, and the page draws without it. */
export interface DispatchData {
  /** The CMS page 'news': the hero's image, subtitle and copy, and the closing blocks. */
  page: Page | null;
  /** The featured slider's posts (public-site §9). */
  featured: NewsPost[] | null;
  categories: NewsCategory[] | null;
}

/**
 * The dispatch route's loader (decision 140): the hero's page, the featured posts and the categories, which stay as they are while the
 * visitor filters. The posts are an infinite list, swr's: its first page (the address's filters and page) starts here and is handed over.
 */
export async function dispatchLoader({ request, context }: LoaderFunctionArgs): Promise<DispatchData> {
  const api = loaderApi(context);
  const params = new URL(request.url).searchParams;
  const feed = { query: newsSearchQuery(filtersFromSearch(params), readPage(params)) };
  handToSwr(context, 'newsSearch', feed, api.call('newsSearch', feed));
  const [page, featured, categories] = await Promise.all([
    loaderPart(api.call('page', NEWS_PAGE_INPUT)),
    loaderPart(api.call('newsList', FEATURED_POSTS_INPUT).then((answer) => answer.data.slice(0, FEATURED_SLIDES))),
    loaderPart(api.call('newsCategories', NEWS_CATEGORIES_INPUT)),
  ]);
  await loadBlockData(context, page?.fields.content_blocks);
  return { page, featured, categories };
}

/** How many filters are in force, for the Filter button's badge. */
const activeCount = (filters: DispatchFilters) => (filters.title ? 1 : 0) + (filters.categories.length > 0 ? 1 : 0) + (filters.order !== 'latest' ? 1 : 0);

/** `/dispatch`: hero, featured slider, chips, filter drawer and posts; filters live in the URL query so a filtered list can be shared. */
export function DispatchPage() {
  const [filters, setFilters] = useQueryState(dispatchQuery, { keepPlace: false });
  const { page, featured, categories } = useLoaderData() as DispatchData;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filterButtonRef = useRef<HTMLButtonElement>(null);
  // The hero commits on its own; the slider, chips, feed and closing blocks follow in a background
  // render React slices, so the lead image paints without waiting for them (decision 020).
  const bodyReady = useDeferredReady(true);

  return (
    <div className={styles.page}>
      <CmsPageHead page={page} name="The Dispatch" type="CollectionPage" />
      <PageHeader title="The Dispatch" image={page?.header_image_url} subtitle={page?.entry.subtitle} content={page?.content_rendered ?? page?.entry.content} />
      {bodyReady ? (
        <div className={styles.body}>
          <FeaturedSlider posts={featured ?? []} />
          <div className={styles.toolbar}>
            <FilterButton ref={filterButtonRef} expanded={drawerOpen} activeCount={activeCount(filters)} onClick={() => setDrawerOpen(true)} />
            <CategoryChips
              label="Categories"
              categories={categories ?? []}
              selected={filters.categories}
              onSelect={(ids) => setFilters({ ...filters, categories: ids })}
              queryFor={(ids) => dispatchQuery.write({ ...filters, categories: ids })}
            />
          </div>
          <PostFeed filters={filters} filtered={activeCount(filters) > 0} onClearFilters={() => setFilters(NO_FILTERS)} />
        </div>
      ) : null}
      {/* The page's closing blocks come after the feed, so they wait for it too. */}
      {page && bodyReady ? <ContentBlocks blocks={page.fields.content_blocks} /> : null}
      <FilterDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        filters={filters}
        categories={categories ?? []}
        // The loader's categories are here before the page renders.
        categoriesLoading={false}
        onApply={(next) => {
          setFilters(next);
          setDrawerOpen(false);
        }}
        onReset={() => {
          setFilters(NO_FILTERS);
          setDrawerOpen(false);
        }}
      />
    </div>
  );
}
