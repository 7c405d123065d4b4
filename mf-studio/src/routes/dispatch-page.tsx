import { StudioScreen } from '../components/studio-parts';
import { PostList } from '../features/posts/components/post-list';

/** /studio/dispatch: every post, drafts to retired (decision 096). */
export function DispatchPage() {
  return (
    <StudioScreen
      title="The Dispatch"
      intro="Write posts as drafts; a publisher or the board publishes them, now or at their publish date, and can retire them."
    >
      <PostList />
    </StudioScreen>
  );
}
