import { useId, useRef } from 'react';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import type { DispatchFilters } from '../../../lib/dispatch-filters';
import { usePostFeed } from '../api/use-post-feed';
import { useNearBottom } from '../hooks/use-near-bottom';
import { PostCard } from './post-card';
import styles from './post-feed.module.css';
import { Button } from '@valley/shared/ui/button';

/** Scroll trigger of the dispatch list (public-site §4, §9). */
export const SCROLL_DISTANCE_PX = 500;
export const SCROLL_THROTTLE_MS = 300;

export interface PostFeedProps {
  filters: DispatchFilters;
  filtered: boolean;
  onClearFilters: () => void;
}

/** The dispatch posts: 48 at a time, more on scrolling near the end or on 'Load More Posts', with the count. */
export function PostFeed({ filters, filtered, onClearFilters }: PostFeedProps) {
  const headingId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const feed = usePostFeed(filters);
  useNearBottom(listRef, feed.loadMore, {
    distance: SCROLL_DISTANCE_PX,
    throttleMs: SCROLL_THROTTLE_MS,
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
      ) : feed.posts.length === 0 ? (
        <div className={styles.state}>
          <p>{filtered ? 'No posts match your filters.' : 'No posts yet.'}</p>
          {filtered ? <Button onClick={onClearFilters}>Clear Filters</Button> : null}
        </div>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            Showing {feed.posts.length} of {feed.total} posts
          </p>
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
              // aria-disabled rather than disabled: a keyboard user who pressed it keeps their focus.
              <Button aria-disabled={feed.isLoadingMore || undefined} onClick={feed.loadMore}>
                Load More Posts
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
