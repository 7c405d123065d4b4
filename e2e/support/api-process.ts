import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './fleet';
import { API_MEDIA_DIR, PORT_OFFSET, ROOT } from './ports';

/** The fault fleet's own API: stopping it must not take the journeys' API (4100) down with it. */
export const FAULT_API_PORT = 4110 + PORT_OFFSET;

export interface ApiProcessOptions {
  port: number;
  /** Origins the API answers with CORS headers (the fleet's apps). */
  origins: string[];
  /** The public site the API writes into mail links (the fleet's shell). */
  siteUrl: string;
}

/** One API server with its own seeded PGlite in a temp folder, which the fault tests stop and start; the folder lives until dispose(). */
export class ApiProcess {
  readonly url: string;
  /** Made on the first start: Playwright also loads spec files just to list their tests. */
  private dataDir: string | null = null;
  private child: ChildProcess | null = null;
  private stderr = '';

  constructor(private readonly options: ApiProcessOptions) {
    this.url = `http://localhost:${options.port}`;
  }

  private get readyUrl(): string {
    return `http://127.0.0.1:${this.options.port}/ready`;
  }

  async start(): Promise<void> {
    if (this.child) return;
    this.dataDir ??= mkdtempSync(path.join(os.tmpdir(), 'valley-e2e-fault-api-'));
    // The `start` script's entry run by one node process (not pnpm → tsx → node): its exit means
    // PGlite has closed its files, so a restart never opens the same database twice.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(ROOT, 'api'),
      env: {
        ...process.env,
        PORT: String(this.options.port),
        DATA_DIR: this.dataDir,
        MEDIA_DIR: API_MEDIA_DIR,
        CORS_ORIGINS: this.options.origins.join(','),
        PUBLIC_SITE_URL: this.options.siteUrl,
        PUBLIC_API_URL: this.url,
        SEED_IF_EMPTY: '1',
        DEV_MAILBOX: '1',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    this.child = child;
    this.stderr = '';
    child.stderr?.on('data', (data: Buffer) => {
      this.stderr = `${this.stderr}${data.toString()}`.slice(-4_000);
    });
    const exited = new Promise<never>((_, reject) => {
      child.once('exit', (code) => reject(new Error(`the fault API exited (${code}) before it was ready:\n${this.stderr}`)));
    });
    try {
      // A first start migrates and seeds an empty database (its images are in the media cache by then).
      await Promise.race([waitFor(this.readyUrl, true, 120_000), exited]);
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /** Stops the server gracefully (SIGTERM closes the database), and waits until it is gone. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(forced);
    }
    await waitFor(this.readyUrl, false);
  }

  /** Freezes the process (SIGSTOP): connections are accepted by the kernel and never answered, as a hung server's are. */
  hang(): void {
    this.child?.kill('SIGSTOP');
  }

  /** Lets a hung process run again (SIGCONT). */
  resume(): void {
    this.child?.kill('SIGCONT');
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /** Stops the server and deletes its database. */
  async dispose(): Promise<void> {
    try {
      await this.stop();
    } finally {
      if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
      this.dataDir = null;
    }
  }
}
