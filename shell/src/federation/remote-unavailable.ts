import type { RouteObject } from '@valley/shared/router';
import type { RemoteName } from '../config/remote-routes';

/** remotes.json: federation name → manifest URL. Deploy-owned; the serve step may override it. */
export type RemotesConfig = Partial<Record<RemoteName, string>>;

/** A remote's `./routes`. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/** A remote that cannot answer (down, unlisted, or without the module asked for); the shell's loader and perf's stand-ins throw it alike. */
export class RemoteUnavailableError extends Error {
  override readonly name = 'RemoteUnavailableError';
  constructor(
    readonly remote: RemoteName,
    reason: string,
  ) {
    super(`${remote} is unavailable: ${reason}`);
  }
}
