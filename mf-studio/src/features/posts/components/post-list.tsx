import { Link } from '@valley/shared/router';
import type { StudioPostSummary } from '@valley/shared/schemas/studio-posts';
import { formatDateTime } from '@valley/shared/time';
import { buttonClass } from '@valley/shared/ui/button';
import { Loaded } from '../../../components/studio-parts';
import { StudioTable } from '../../../components/studio-table';
import { paths } from '../../../config/paths';
import { usePosts } from '../api/posts';
import styles from './posts.module.css';

export const STATUS_NAMES = { draft: 'Draft', scheduled: 'Scheduled', live: 'Live', retired: 'Retired' } as const;

/** A post's standing in a word or two, with its changes waiting when it has some. */
export const standing = (post: Pick<StudioPostSummary, 'status' | 'pending_changes'>) =>
  `${STATUS_NAMES[post.status]}${post.pending_changes ? ' · changes waiting' : ''}`;

/** The dispatch's posts: a skeleton while loading, Retry when the list failed, a line when there is none. */
export function PostList() {
  const body = (
    <Loaded answer={usePosts()} what="the posts" empty={<p>No post yet. Write the first one.</p>}>
      {(posts) => (
        <StudioTable caption="Posts of the dispatch" columns={['Title', 'Status', 'Publish date', 'Category']}>
          {posts.map((post) => (
            <tr key={post.id}>
              <th scope="row">
                <Link to={paths.post.href(post.id)}>{post.title}</Link>
                {post.featured ? <span className={styles.featured}> Featured</span> : null}
              </th>
              <td>{standing(post)}</td>
              <td>{formatDateTime(new Date(post.published_at))}</td>
              <td>{post.category ?? '—'}</td>
            </tr>
          ))}
        </StudioTable>
      )}
    </Loaded>
  );
  return (
    <>
      <p>
        <Link className={buttonClass('primary')} to={paths.post.href('new')}>
          New post
        </Link>
      </p>
      {body}
    </>
  );
}
