import { useRef, useState } from 'react';
import { useQueryState } from '@valley/shared/ui/in-page-navigation';
import { useApi } from '@valley/shared/api/swr';
import { ContentBlocks } from '@valley/shared/federation/content-blocks';
import { PageHeader } from '@valley/shared/ui/page-header';
import { useFeaturedPosts } from '../features/featured-slider/api/use-featured-posts';
// The featured row paints without Swiper (@valley/shared/slider), which loads when first needed (decision 067).
import { FeaturedSlider } from '../features/featured-slider/components/featured-slider';
import { useNewsCategories } from '../features/filters/api/use-news-categories';
import { CategoryChips } from '@valley/shared/ui/category-chips';
import { FilterButton } from '../features/filters/components/filter-button';
import { FilterDrawer } from '../features/filters/components/filter-drawer';
import { PostFeed } from '../features/posts/components/post-feed';
import { NEWS_PAGE_INPUT } from '../lib/news-page';
import { NO_FILTERS, dispatchQuery, type DispatchFilters } from '../lib/dispatch-filters';
import styles from './dispatch-page.module.css';
import { CmsPageHead } from '@valley/shared/ui/page-head';
import { useDeferredReady } from '@valley/shared/ui/hydrated';

/** How many filters are in force, for the Filter button's badge. */
const activeCount = (filters: DispatchFilters) => (filters.title ? 1 : 0) + (filters.categories.length > 0 ? 1 : 0) + (filters.order !== 'latest' ? 1 : 0);

/** `/dispatch`: hero, featured slider, chips, filter drawer and posts; filters live in the URL query so a filtered list can be shared. */
export function DispatchPage() {
  const [filters, setFilters] = useQueryState(dispatchQuery, { keepPlace: false });
  // The CMS page 'news' supplies the hero's image, subtitle and copy and the closing blocks.
  const { data: page, error: pageError } = useApi('page', NEWS_PAGE_INPUT, { shouldRetryOnError: false });
  const { categories, isLoading: categoriesLoading } = useNewsCategories();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filterButtonRef = useRef<HTMLButtonElement>(null);
  // The same request as the slider's (swr shares it): the feed waits for it too.
  const { isLoading: featuredLoading } = useFeaturedPosts();
  // Nothing on screen moves once shown (CLS): the hero's words wait for the page, and the feed
  // for the page and the featured posts, so the slider (or its absence) never pushes the posts.
  const pageSettled = Boolean(page || pageError);
  const feedReady = pageSettled && !featuredLoading;
  // The hero commits on its own; the slider, chips, feed and closing blocks follow in a background
  // render React slices, so the lead image paints without waiting for them (decision 020).
  const bodyReady = useDeferredReady(feedReady);

  return (
    <div className={styles.page}>
      <CmsPageHead page={page} name="The Dispatch" type="CollectionPage" />
      <PageHeader
        loading={!pageSettled}
        title="The Dispatch"
        image={page?.header_image_url}
        subtitle={page?.entry.subtitle}
        content={page?.content_rendered ?? page?.entry.content}
      />
      {bodyReady ? (
        <div className={styles.body}>
          <FeaturedSlider />
          <div className={styles.toolbar}>
            <FilterButton ref={filterButtonRef} expanded={drawerOpen} activeCount={activeCount(filters)} onClick={() => setDrawerOpen(true)} />
            <CategoryChips
              label="Categories"
              categories={categories}
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
        categories={categories}
        categoriesLoading={categoriesLoading}
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
