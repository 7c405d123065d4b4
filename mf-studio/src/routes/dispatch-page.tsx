import { PostList } from '../features/posts/components/post-list';

/** /studio/dispatch: every post, drafts to retired (decision 096). */
export function DispatchPage() {
  return (
    <section aria-labelledby="studio-dispatch">
      <h2 id="studio-dispatch">The Dispatch</h2>
      <p>Write posts as drafts; a publisher or the board publishes them, now or at their publish date, and can retire them.</p>
      <PostList />
    </section>
  );
}
