import { spawn, type ChildProcess } from 'node:child_process';
import { ROOT, fleetEnv, type FleetPorts } from './ports';

export type AppDir = 'shell' | 'mf-discover' | 'mf-events' | 'mf-news' | 'mf-account';

const portKey: Record<AppDir, keyof FleetPorts> = {
  shell: 'shell',
  'mf-discover': 'mf_discover',
  'mf-events': 'mf_events',
  'mf-news': 'mf_news',
  'mf-account': 'mf_account',
};

/** Polls `url` until it answers 2xx (up) or stops answering so (down). */
export async function waitFor(url: string, up: boolean, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok === up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not go ${up ? 'up' : 'down'} in time`);
}

/** A set of served apps the fault tests can stop, restart, slow down or redeploy one at a time. */
export class Fleet {
  private readonly servers = new Map<AppDir, ChildProcess>();

  /** `apiUrl` points the fleet's config.json at another API than the journeys' one (the fault API); `env` adds deploy settings. */
  constructor(
    readonly ports: FleetPorts,
    private readonly options: { apiUrl?: string; env?: Record<string, string> } = {},
  ) {}

  url(app: AppDir): string {
    return `http://localhost:${this.ports[portKey[app]]}`;
  }

  /** The environment of this fleet's servers, for a deploy to act on its releases and check against its site. */
  env(): Record<string, string> {
    // Playwright's own loader (NODE_OPTIONS) must not leak into the servers and builds.
    const { NODE_OPTIONS: _playwrightLoader, ...env } = process.env as Record<string, string>;
    return { ...env, ...fleetEnv(this.ports), ...(this.options.apiUrl ? { API_URL: this.options.apiUrl } : {}), ...this.options.env };
  }

  /** Serves an app; its build of this checkout goes live first, so every start begins from the current releases. */
  async start(app: AppDir, options: { manifestDelayMs?: number } = {}): Promise<void> {
    const args = ['scripts/serve-app.mjs', app, '--publish', '--port', String(this.ports[portKey[app]])];
    if (options.manifestDelayMs) args.push('--delay-manifest-ms', String(options.manifestDelayMs));
    const child = spawn('node', args, { cwd: ROOT, env: this.env(), stdio: 'ignore' });
    this.servers.set(app, child);
    await waitFor(`${this.url(app)}/config.json`, true);
  }

  /** The process serving an app, while it runs. */
  pid(app: AppDir): number | undefined {
    return this.servers.get(app)?.pid;
  }

  async stop(app: AppDir): Promise<void> {
    const child = this.servers.get(app);
    if (!child) return;
    this.servers.delete(app);
    // A server that already exited (e.g. its port was taken) would never emit 'exit' again.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(forced);
    }
    await waitFor(`${this.url(app)}/config.json`, false);
  }

  async startAll(): Promise<void> {
    await Promise.all((Object.keys(portKey) as AppDir[]).map((app) => this.start(app)));
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.servers.keys()].map((app) => this.stop(app)));
  }
}
