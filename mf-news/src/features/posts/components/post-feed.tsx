import { useId, useRef } from 'react';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { NEWS_PAGE_SIZE, type DispatchFilters } from '../../../lib/dispatch-filters';
import { usePostFeed } from '../api/use-post-feed';
import { useScrollNearEnd, type ScrollNearEnd } from '@valley/shared/near-viewport';
import { PostCard } from './post-card';
import styles from './post-feed.module.css';
import { Button, buttonClass } from '@valley/shared/ui/button';
import { Link } from '@valley/shared/router';
import { DrawerLink } from '@valley/shared/ui/drawer-link';
import { PastLastPage, useListPage } from '@valley/shared/ui/paging';

/** Scroll trigger of the dispatch list (public-site §4, §9): within 500 px of the list's end, at most one check per 300 ms. */
export const DISPATCH_SCROLL: ScrollNearEnd = { distance: 500, pace: 'throttle', ms: 300 };

export interface PostFeedProps {
  filters: DispatchFilters;
  filtered: boolean;
  onClearFilters: () => void;
}

/** The dispatch posts: 48 at a time, more on scrolling near the end or on 'Load More Posts', with the count. */
export function PostFeed({ filters, filtered, onClearFilters }: PostFeedProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // The address's page comes first; links to the pages around it work without JavaScript (decision 053).
  const { page, href: pageHref } = useListPage();
  const feed = usePostFeed(filters, page);
  const start = (page - 1) * NEWS_PAGE_SIZE;
  useScrollNearEnd(feed.loadMore, DISPATCH_SCROLL, {
    end: listRef,
    // A failed page is retried by the button only, so a broken server is not asked on every scroll.
    enabled: feed.hasMore && !feed.isLoadingMore && !feed.isSettling && !feed.moreFailed,
  });

  return (
    <section className={styles.feed} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        Posts
      </h2>
      {feed.error ? (
        <div className={styles.state}>
          <p>The posts could not be loaded.</p>
          <Button onClick={feed.retry}>Try Again</Button>
        </div>
      ) : feed.isLoading ? (
        <CardGridSkeleton count={6} label="Loading posts" />
      ) : feed.posts.length === 0 && start > 0 ? (
        <PastLastPage className={styles.state} total={feed.total} perPage={NEWS_PAGE_SIZE} noun="posts" />
      ) : feed.posts.length === 0 ? (
        <div className={styles.state}>
          <p>{filtered ? 'No posts match your filters.' : 'No posts yet.'}</p>
          {filtered ? <Button onClick={onClearFilters}>Clear Filters</Button> : null}
        </div>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            Showing {start > 0 ? `${start + 1}–${start + feed.posts.length}` : feed.posts.length} of {Math.max(feed.total, start + feed.posts.length)} posts
          </p>
          {start > 0 ? (
            <p className={styles.more}>
              <Link className={buttonClass('outline')} to={pageHref(page - 1)}>
                Previous Posts
              </Link>
            </p>
          ) : null}
          <ul ref={listRef} className={styles.grid} aria-labelledby={headingId}>
            {feed.posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
          <div className={styles.more}>
            {feed.isLoadingMore ? (
              <p role="status" className={styles.loading}>
                Loading more posts…
              </p>
            ) : null}
            {feed.moreFailed && !feed.isLoadingMore ? <p className={styles.loading}>More posts could not be loaded.</p> : null}
            {feed.hasMore ? (
              // aria-disabled rather than disabled: a keyboard user who pressed it keeps their focus. With JavaScript the next posts
              // join these; without it (or in a new tab) the link is the next page.
              <DrawerLink
                className={buttonClass('primary')}
                href={pageHref(page + Math.ceil(feed.posts.length / NEWS_PAGE_SIZE))}
                onOpen={feed.loadMore}
                aria-disabled={feed.isLoadingMore || undefined}
              >
                Load More Posts
              </DrawerLink>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
