import type { ReactNode } from 'react';
import type { RouteObject } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { AdminOnly, StudioFrame } from '../components/studio-frame';
import { paths } from '../config/paths';
import { AdsPage } from '../routes/ads-page';
import { AuditPage } from '../routes/audit-page';
import { DispatchPage } from '../routes/dispatch-page';
import { PostPage } from '../routes/post-page';
import { SettingsPage } from '../routes/settings-page';
import { MediaPage } from '../routes/media-page';
import { MenusPage } from '../routes/menus-page';
import { NavigationPage } from '../routes/navigation-page';
import { PeoplePage } from '../routes/people-page';
import { PageEditorPage, PagesPage } from '../routes/pages-page';
import { PlacePage, PlacesPage } from '../routes/places-page';
import { StudioHome } from '../routes/studio-home';

/** The remote's root class scopes its styles (conventions: one class per remote). */
const scoped = (element: ReactNode) => <div className="mf-studio">{element}</div>;

/** What the shell renders for the studio's paths (decision 092): the frame checks the member's role, each section its own. */
export const routes: RouteObject[] = [
  {
    path: paths.studio.pattern,
    element: scoped(<StudioFrame />),
    children: [
      { index: true, element: <StudioHome /> },
      { path: paths.ads.pattern, element: <AdsPage /> },
      { path: paths.menus.pattern, element: <MenusPage /> },
      { path: paths.navigation.pattern, element: <NavigationPage /> },
      { path: paths.dispatch.pattern, element: <DispatchPage /> },
      { path: paths.post.pattern, element: <PostPage /> },
      { path: paths.pages.pattern, element: <PagesPage /> },
      { path: paths.page.pattern, element: <PageEditorPage /> },
      { path: paths.places.pattern, element: <PlacesPage /> },
      { path: paths.place.pattern, element: <PlacePage kind="category" /> },
      { path: paths.experience.pattern, element: <PlacePage kind="experience" /> },
      { path: paths.town.pattern, element: <PlacePage kind="town" /> },
      { path: paths.eventCategory.pattern, element: <PlacePage kind="event-category" /> },
      { path: paths.activity.pattern, element: <PlacePage kind="activity" /> },
      { path: paths.media.pattern, element: <MediaPage /> },
      { path: paths.settings.pattern, element: <SettingsPage /> },
      {
        path: paths.audit.pattern,
        element: (
          <AdminOnly>
            <AuditPage />
          </AdminOnly>
        ),
      },
      {
        path: paths.people.pattern,
        element: (
          <AdminOnly>
            <PeoplePage />
          </AdminOnly>
        ),
      },
    ],
  },
  { path: '*', element: <NotFound /> },
];
