import { Link, useParams } from '@valley/shared/router';
import { toLocalIso } from '@valley/shared/time';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { RecordPage } from '@valley/shared/ui/record-page';
import { TextSkeleton } from '@valley/shared/ui/skeleton';
import { paths } from '../config/paths';
import { usePost } from '../features/posts/api/posts';
import { PostEditor } from '../features/posts/components/post-editor';

/** A new post's publish date is now, New York time: published at once unless the writer picks a later date. */
const thisMinute = () => toLocalIso(new Date()).slice(0, 16);

/** /studio/dispatch/{id}: a post's editor; /studio/dispatch/new a new post's. */
export function PostPage() {
  const { id = '' } = useParams();
  const postId = id === 'new' ? null : Number(id);
  const valid = postId === null || (Number.isInteger(postId) && postId > 0);
  const { data, error } = usePost(valid ? postId : null);
  const back = <Link to={paths.dispatch.href()}>All posts</Link>;
  if (!valid) return <NotFound />;
  if (postId === null)
    return (
      <>
        {back}
        <PostEditor post={null} today={thisMinute()} />
      </>
    );
  return (
    <>
      {back}
      <RecordPage failed={<LoadError what="post" />} record={data} error={error} loading={<TextSkeleton lines={8} label="Loading the post" />}>
        {(post) => <PostEditor key={post.id} post={post} today={thisMinute()} />}
      </RecordPage>
    </>
  );
}
