import type { ReactNode } from 'react';
import type { RouteObject } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { paths } from '../config/paths';
import { DispatchPage } from '../routes/dispatch-page';
import { PostPage } from '../routes/post-page';

/** Every page sits under the remote's root class, so its styles cannot leak into the shell. */
const scoped = (page: ReactNode) => <div className="mf-news">{page}</div>;

/** What the shell renders for the paths mf-news owns. */
export const routes: RouteObject[] = [
  { path: paths.dispatch.pattern, element: scoped(<DispatchPage />) },
  { path: paths.post.pattern, element: scoped(<PostPage />) },
  { path: '*', element: <NotFound /> },
];
