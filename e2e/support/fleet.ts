import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_TMP, ROOT, fleetEnv, releasesDirOf, type FleetPorts } from './ports';

export type AppDir = 'shell' | 'mf-discover' | 'mf-events' | 'mf-news' | 'mf-account' | 'mf-studio';

const APPS: AppDir[] = ['shell', 'mf-discover', 'mf-events', 'mf-news', 'mf-account', 'mf-studio'];
/** An app's federation name, which also names its port ('mf-discover' → 'mf_discover'). */
const federationName = {
  shell: 'shell',
  'mf-discover': 'mf_discover',
  'mf-events': 'mf_events',
  'mf-news': 'mf_news',
  'mf-account': 'mf_account',
  'mf-studio': 'mf_studio',
} as const satisfies Record<AppDir, keyof FleetPorts>;
const run = promisify(execFile);

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

/** A served app: its process, the settings it was started with, and the release of this checkout it put live. */
interface Served {
  child: ChildProcess;
  settings: string;
  release: string | undefined;
}

/**
 * The apps running on each port, whichever Fleet started them: a Fleet of the same ports and settings finds them running and keeps
 * them, so the fault specs share one fleet (each used to start and stop all five apps); `stopEveryFleet` ends them with the worker.
 */
const running = new Map<number, Served>();

export interface FleetOptions {
  /** Points the fleet's config.json at another API than the journeys' one (the fault API). */
  apiUrl?: string;
  /** Deploy settings of every app of the fleet. */
  env?: Record<string, string>;
  /**
   * Deploy settings of the shell alone: what the browser and the render server read (config.json, the CSP, the page cache) is the
   * shell's, so a spec that needs other settings there restarts only the shell.
   */
  shellEnv?: Record<string, string>;
}

/** A set of served apps the fault tests can stop, restart, slow down or redeploy one at a time. */
export class Fleet {
  constructor(
    readonly ports: FleetPorts,
    private readonly options: FleetOptions = {},
  ) {}

  url(app: AppDir): string {
    return `http://localhost:${this.ports[federationName[app]]}`;
  }

  /** Where browsers reach a remote's files: on the site's origin, under /_apps/ (decision 105). */
  files(app: AppDir): string {
    return `${this.url('shell')}/_apps/${app}`;
  }

  private port(app: AppDir): number {
    return this.ports[federationName[app]];
  }

  /** What this fleet sets beyond the fleet's ports for one app (or, without `app`, for a deploy that checks against the site). */
  private overrides(app?: AppDir): Record<string, string> {
    return {
      ...(this.options.apiUrl ? { API_URL: this.options.apiUrl } : {}),
      ...this.options.env,
      ...(app === 'shell' || app === undefined ? this.options.shellEnv : {}),
    };
  }

  /** The environment of this fleet's servers, for a deploy to act on its releases and check against its site. */
  env(app?: AppDir): Record<string, string> {
    // Playwright's own loader (NODE_OPTIONS) must not leak into the servers and builds.
    const { NODE_OPTIONS: _playwrightLoader, ...env } = process.env as Record<string, string>;
    return { ...env, ...fleetEnv(this.ports), ...this.overrides(app) };
  }

  /** The file whose presence holds back an app's manifest and server entry (scripts/serve-app.mjs --hold-manifest-while). */
  private holdFile(app: AppDir): string {
    return path.join(E2E_TMP, 'holds', String(this.port(app)));
  }

  private pointer(): Record<string, { release: string }> {
    try {
      return JSON.parse(readFileSync(path.join(releasesDirOf(this.ports), 'remotes.json'), 'utf8'));
    } catch {
      return {};
    }
  }

  /**
   * Serves an app with this checkout's build live. An app already running on its port with the same settings is kept (its release
   * put back if a test left another one live); one with other settings is restarted.
   */
  async start(app: AppDir): Promise<void> {
    const port = this.port(app);
    const settings = JSON.stringify(this.overrides(app));
    const served = running.get(port);
    if (served && served.settings === settings && served.child.exitCode === null && served.child.signalCode === null) {
      await this.restore(app);
      return;
    }
    if (served) await this.stop(app);
    rmSync(this.holdFile(app), { force: true });
    const args = ['scripts/serve-app.mjs', app, '--publish', '--port', String(port), '--hold-manifest-while', this.holdFile(app)];
    const child = spawn('node', args, { cwd: ROOT, env: this.env(app), stdio: 'ignore' });
    running.set(port, { child, settings, release: undefined });
    await waitFor(`${this.url(app)}/config.json`, true);
    running.get(port)!.release = this.pointer()[federationName[app]]?.release;
  }

  /** Puts this checkout's build of each app (or of `only`) live again where a test left another release live. */
  async restore(...only: AppDir[]): Promise<void> {
    const pointer = this.pointer();
    // One deploy at a time: each rewrites the pointer.
    for (const app of only.length ? only : APPS) {
      const release = running.get(this.port(app))?.release;
      if (release && pointer[federationName[app]]?.release !== release) await this.putLive(app, path.join(ROOT, app, 'dist'));
    }
  }

  /** Puts a build live unchecked, as a deploy from before the fit check could (scripts/deploy.mjs --force); returns its release. */
  async putLive(app: AppDir, dist: string): Promise<string> {
    const { stdout } = await run('node', ['scripts/deploy.mjs', 'deploy', app, '--dist', dist, '--force'], { cwd: ROOT, env: this.env() });
    return /release ([0-9a-f]{12}) (is|was)/.exec(stdout)?.[1] ?? '';
  }

  /** The process serving an app, while it runs. */
  pid(app: AppDir): number | undefined {
    return running.get(this.port(app))?.child.pid;
  }

  /** Holds back the app's manifest and server entry until `release`: a remote slower than any budget, for as long as a test needs. */
  hold(app: AppDir): void {
    mkdirSync(path.dirname(this.holdFile(app)), { recursive: true });
    writeFileSync(this.holdFile(app), '');
  }

  release(app: AppDir): void {
    rmSync(this.holdFile(app), { force: true });
  }

  async stop(app: AppDir): Promise<void> {
    const port = this.port(app);
    const served = running.get(port);
    if (!served) return;
    running.delete(port);
    const { child } = served;
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
    await Promise.all(APPS.map((app) => this.start(app)));
  }

  async stopAll(): Promise<void> {
    await Promise.all(APPS.map((app) => this.stop(app)));
  }
}

/** Stops every app a Fleet of this worker started: the end of the worker (e2e/support/test.ts). */
export async function stopEveryFleet(): Promise<void> {
  await Promise.all(
    [...running.entries()].map(async ([port, { child }]) => {
      running.delete(port);
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(forced);
    }),
  );
}
