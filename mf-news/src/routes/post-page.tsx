import { useParams } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { useNewsPost } from '../features/post-detail/api/use-news-post';
import { PostDetail } from '../features/post-detail/components/post-detail';
import styles from '../features/post-detail/components/post-detail.module.css';

/** A missing or malformed post (404, 400); read from the shape, since under Module Federation the error may be another bundle's ApiError. */
function isMissingPost(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 404 || status === 400;
}

/** `/dispatch/{id or slug}`: one post (the draft version when signed in), or the 404 screen. */
export function PostPage() {
  const { slug = '' } = useParams();
  const { post, error, isLoading } = useNewsPost(slug);
  if (error) {
    // Missing news data shows the 404 screen (public-site §8); an API that did not answer is no missing post.
    if (isMissingPost(error)) return <NotFound />;
    return (
      <p className={styles.failed} role="alert">
        This post could not be loaded. Please try again in a moment.
      </p>
    );
  }
  if (isLoading || !post) return <div className={styles.skeleton} role="status" aria-busy="true" aria-label="Loading post" />;
  return <PostDetail post={post} />;
}
