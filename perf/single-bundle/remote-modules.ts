// Every remote's exposed modules imported statically, as a monolith would ship them: the `@remote/*` aliases point at the very
// files Module Federation exposes (rspack.config.mjs).
/* oxlint-disable no-restricted-imports -- the one place that may import the apps into each other:
   this build exists to compare the composition with the same code bundled as one app. */
import type { RouteObject } from '@valley/shared/router';
import type { RemoteBlocksModule } from '@valley/shared/federation/blocks';
import type { RemoteName } from '@shell/config/remote-routes';
import { routes as accountRoutes } from '@remote/mf-account/routes';
import { blocks as discoverBlocks } from '@remote/mf-discover/blocks';
import { routes as discoverRoutes } from '@remote/mf-discover/routes';
import { blocks as eventsBlocks } from '@remote/mf-events/blocks';
import { routes as eventsRoutes } from '@remote/mf-events/routes';
import { blocks as newsBlocks } from '@remote/mf-news/blocks';
import { routes as newsRoutes } from '@remote/mf-news/routes';
import { routes as studioRoutes } from '@remote/mf-studio/routes';

export const REMOTE_ROUTES: Record<RemoteName, RouteObject[]> = {
  mf_discover: discoverRoutes,
  mf_events: eventsRoutes,
  mf_news: newsRoutes,
  mf_account: accountRoutes,
  mf_studio: studioRoutes,
};

export const REMOTE_BLOCKS: Partial<Record<RemoteName, RemoteBlocksModule['blocks']>> = {
  mf_discover: discoverBlocks,
  mf_events: eventsBlocks,
  mf_news: newsBlocks,
};
