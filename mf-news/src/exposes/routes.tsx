import type { ReactNode } from 'react';
import { keepOnNewQuery, type RouteObject } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { paths } from '../config/paths';
import { postLoader } from '../features/post-detail/api/use-news-post';
import { DispatchPage, dispatchLoader } from '../routes/dispatch-page';
import { PostPage } from '../routes/post-page';

/** Every page sits under the remote's root class, so its styles cannot leak into the shell. */
const scoped = (page: ReactNode) => <div className="mf-news">{page}</div>;

/**
 * What the shell renders for the paths mf-news owns: data routes (decision 140), whose ids are the same in the server's tree and the
 * browser's. The catch-all is for a shell that renders them below its own `*`, which never sends a path outside the route table.
 */
export const routes: RouteObject[] = [
  { id: 'mf_news/dispatch', path: paths.dispatch.pattern, loader: dispatchLoader, shouldRevalidate: keepOnNewQuery, element: scoped(<DispatchPage />) },
  { id: 'mf_news/post', path: paths.post.pattern, loader: postLoader, element: scoped(<PostPage />), errorElement: scoped(<PostPage />) },
  { path: '*', element: <NotFound /> },
];
