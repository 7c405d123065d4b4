import { useApi } from '@valley/shared/api/swr';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { PostCard } from '../features/posts/components/post-card';
import styles from './dispatch-page.module.css';

export const NEWS_PAGE_SIZE = 48;

/** `/dispatch`: the news list. */
export function DispatchPage() {
  const { data, isLoading } = useApi('newsSearch', { query: { page: 1, limit: NEWS_PAGE_SIZE, order: 'latest' } });
  return (
    <section className={styles.page}>
      <header className={styles.hero}>
        <h1>The Dispatch</h1>
        <p>Stories, news and happenings from around the valley.</p>
      </header>
      {isLoading || !data ? (
        <CardGridSkeleton label="Loading posts" />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            Showing {data.data.length} of {data.pagination.total} posts
          </p>
          <div className={styles.grid}>
            {data.data.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
