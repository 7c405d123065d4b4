import { isRouteErrorResponse, useLoaderData, useParams, useRouteError } from '@valley/shared/router';
import { NO_PUBLISHED_POST, useNewsPost, type PublishedPost } from '../features/post-detail/api/use-news-post';
import { PostDetail } from '../features/post-detail/components/post-detail';
import styles from '../features/post-detail/components/post-detail.module.css';
import { PreviewNotice } from '@valley/shared/ui/notice';
import { RecordPage } from '@valley/shared/ui/record-page';

/** `/dispatch/{id or slug}`: the post its loader found (postLoader). */
export function PostPage() {
  return <Post published={useLoaderData() as PublishedPost} />;
}

/**
 * The post route's error element: a post its loader did not find (status 404) may still be a member's own draft, which the page shows;
 * anything else goes to the shell's boundary.
 */
export function PostError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <Post published={NO_PUBLISHED_POST} />;
  throw error;
}

/** One post (the draft version when signed in, or through a preview link), or the 404 screen. */
function Post({ published }: { published: PublishedPost }) {
  const { slug = '' } = useParams();
  const { post, missing, failed, preview } = useNewsPost(slug, published);
  // Missing news data shows the 404 screen (public-site §8); an API that did not answer is no missing post.
  return (
    <>
      {preview ? <PreviewNotice what="post" state={preview} /> : null}
      <RecordPage
        record={post}
        error={failed || undefined}
        missing={missing}
        loading={<div className={styles.skeleton} role="status" aria-busy="true" aria-label="Loading post" />}
        failed={
          <p className={styles.failed} role="alert">
            This post could not be loaded. Please try again in a moment.
          </p>
        }
      >
        {(shown) => <PostDetail post={shown} />}
      </RecordPage>
    </>
  );
}
