import type { RouteObject } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { paths } from '../config/paths';
import { DispatchPage } from '../routes/dispatch-page';
import { PostPage } from '../routes/post-page';

/** What the shell renders for the paths mf-news owns; `.mf-news` scopes the remote's styles. */
export const routes: RouteObject[] = [
  {
    path: paths.dispatch.pattern,
    element: (
      <div className="mf-news">
        <DispatchPage />
      </div>
    ),
  },
  {
    path: paths.post.pattern,
    element: (
      <div className="mf-news">
        <PostPage />
      </div>
    ),
  },
  { path: '*', element: <NotFound /> },
];
