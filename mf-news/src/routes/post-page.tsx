import { useParams } from '@valley/shared/router';
import { useNewsPost } from '../features/post-detail/api/use-news-post';
import { PostDetail } from '../features/post-detail/components/post-detail';
import styles from '../features/post-detail/components/post-detail.module.css';
import { PreviewNotice } from '@valley/shared/ui/notice';
import { RecordPage } from '@valley/shared/ui/record-page';

/** `/dispatch/{id or slug}`: one post (the draft version when signed in, or through a preview link), or the 404 screen. */
export function PostPage() {
  const { slug = '' } = useParams();
  const { post: loaded, error, isLoading, preview } = useNewsPost(slug);
  // Missing news data shows the 404 screen (public-site §8); an API that did not answer is no missing post.
  return (
    <>
      {preview ? <PreviewNotice what="post" state={preview} /> : null}
      <RecordPage
        record={isLoading ? undefined : loaded}
        error={error}
        loading={<div className={styles.skeleton} role="status" aria-busy="true" aria-label="Loading post" />}
        failed={
          <p className={styles.failed} role="alert">
            This post could not be loaded. Please try again in a moment.
          </p>
        }
      >
        {(post) => <PostDetail post={post} />}
      </RecordPage>
    </>
  );
}
