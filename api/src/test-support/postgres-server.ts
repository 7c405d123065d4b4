import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

export interface PostgresServer {
  url: string;
  /** Stops the server for good and deletes its files. */
  stop(): Promise<void>;
  /** Stops it as an operator would (`pg_ctl stop -m fast`: every session ends with 57P01), keeping its data. */
  halt(): Promise<void>;
  /** Starts a halted server again on the same port. */
  resume(): Promise<void>;
  /** `pg_ctl restart -m fast`. */
  restart(): Promise<void>;
}

const has = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).status === 0;

export function freePort(): Promise<number> {
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

function commandOf(prefix: string[], args: string[]): [string, string[]] {
  // `su -c` takes one command string; runuser and direct runs take an argument list.
  const [command, ...rest] = prefix[0] === 'su' ? [...prefix, args.map(quoted).join(' ')] : [...prefix, ...args];
  return [command as string, rest];
}

function run(prefix: string[], args: string[]): void {
  const [command, rest] = commandOf(prefix, args);
  const result = spawnSync(command, rest, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) {
    throw new Error(`${args[0]} failed (${result.status}): ${result.stderr || result.stdout || result.error?.message}`);
  }
}

/** Like run, without blocking this process's event loop (traffic keeps flowing while the server stops). */
function runAsync(prefix: string[], args: string[]): Promise<void> {
  const [command, rest] = commandOf(prefix, args);
  return new Promise((resolve, reject) => {
    const child = spawn(command, rest, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args[0]} failed (${code}): ${stderr}`))));
  });
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
  let running = false;
  const stop = async () => {
    try {
      if (running) run(prefix, ['pg_ctl', '-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  const serverOptions = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const startArgs = (action: 'start' | 'restart') => [
    'pg_ctl',
    '-D',
    dataDir,
    '-l',
    join(root, 'server.log'),
    '-w',
    '-t',
    '30',
    '-m',
    'fast',
    '-o',
    serverOptions,
    action,
  ];
  const start = async (action: 'start' | 'restart') => {
    await runAsync(prefix, startArgs(action));
    running = true;
  };
  try {
    run(prefix, ['initdb', '-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
    run(prefix, startArgs('start'));
    running = true;
    const admin = new Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
    halt: async () => {
      await runAsync(prefix, ['pg_ctl', '-D', dataDir, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
    resume: () => start('start'),
    restart: () => start('restart'),
  };
}
