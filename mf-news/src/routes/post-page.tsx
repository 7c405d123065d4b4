import { isMissingRecord } from '@valley/shared/api';
import { useParams } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { useNewsPost } from '../features/post-detail/api/use-news-post';
import { PostDetail } from '../features/post-detail/components/post-detail';
import styles from '../features/post-detail/components/post-detail.module.css';

/** `/dispatch/{id or slug}`: one post (the draft version when signed in), or the 404 screen. */
export function PostPage() {
  const { slug = '' } = useParams();
  const { post, error, isLoading } = useNewsPost(slug);
  if (error) {
    // Missing news data shows the 404 screen (public-site §8); an API that did not answer is no missing post.
    if (isMissingRecord(error)) return <NotFound />;
    return (
      <p className={styles.failed} role="alert">
        This post could not be loaded. Please try again in a moment.
      </p>
    );
  }
  if (isLoading || !post) return <div className={styles.skeleton} role="status" aria-busy="true" aria-label="Loading post" />;
  return <PostDetail post={post} />;
}
