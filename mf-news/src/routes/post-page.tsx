import { useParams } from '@valley/shared/router';
import { usePublished } from '@valley/shared/api/own-draft';
import type { NewsPost } from '@valley/shared/schemas/news';
import { useNewsPost } from '../features/post-detail/api/use-news-post';
import { PostDetail } from '../features/post-detail/components/post-detail';
import styles from '../features/post-detail/components/post-detail.module.css';
import { PreviewNotice } from '@valley/shared/ui/notice';
import { RecordPage } from '@valley/shared/ui/record-page';

/**
 * `/dispatch/{id or slug}`: one post (the draft version when signed in, or through a preview link), or the 404 screen. Also the route's
 * error element, so a post its loader did not find may still show as a member's or a preview link's draft.
 */
export function PostPage() {
  const { slug = '' } = useParams();
  const { post, missing, failed, preview } = useNewsPost(slug, usePublished<NewsPost>());
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
