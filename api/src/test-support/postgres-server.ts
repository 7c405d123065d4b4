import { spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** initdb and postgres refuse to run as root: as root, run them as the postgres user. */
function runner(): { prefix: string[]; owner?: { uid: number; gid: number } } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) throw new Error('Running as root, but there is no "postgres" user to run PostgreSQL as');
  const owner = { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  if (has('runuser')) return { prefix: ['runuser', '-u', 'postgres', '--'], owner };
  return { prefix: ['su', 'postgres', '-s', '/bin/sh', '-c'], owner };
}

const quoted = (arg: string) => `'${arg.replace(/'/g, `'\\''`)}'`;

function run(prefix: string[], args: string[]): void {
  // `su -c` takes one command string; runuser and direct runs take an argument list.
  const [command, ...rest] = prefix[0] === 'su' ? [...prefix, args.map(quoted).join(' ')] : [...prefix, ...args];
  const result = spawnSync(command as string, rest, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(`${args[0]} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`);
  }
}

/** Whether the PostgreSQL tests can run here; when they cannot, say why. */
export function postgresAvailability(): { available: true } | { available: false; reason: string } {
  for (const command of ['initdb', 'pg_ctl', 'postgres']) {
    if (!has(command)) return { available: false, reason: `${command} is not on PATH` };
  }
  return { available: true };
}

/** A throwaway PostgreSQL server in os.tmpdir() on a free port, with one empty database. */
export async function startPostgresServer(database = 'valley_test'): Promise<PostgresServer> {
  const availability = postgresAvailability();
  if (!availability.available) throw new Error(`Cannot start PostgreSQL: ${availability.reason}`);
  const { prefix, owner } = runner();
  const root = mkdtempSync(join(tmpdir(), 'valley-pg-'));
  const dataDir = join(root, 'data');
  const socketDir = join(root, 'socket');
  mkdirSync(socketDir);
  if (owner) {
    chownSync(root, owner.uid, owner.gid);
    chownSync(socketDir, owner.uid, owner.gid);
  }
  const port = await freePort();
  let started = false;
  const stop = async () => {
    try {
      if (started) run(prefix, ['pg_ctl', '-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  try {
    run(prefix, ['initdb', '-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    run(prefix, [
      'pg_ctl', '-D', dataDir, '-l', join(root, 'server.log'), '-w', '-t', '30',
      '-o', `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
    started = true;
    const admin = new Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, stop };
}
