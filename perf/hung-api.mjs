#!/usr/bin/env node
// The shell server's sockets to the API while the API hangs (issue 42: 50 → 1,154 in 40 s, 927 still open 45 s after it resumed), on the
// report's own fleet: the API is frozen (SIGSTOP) for `--seconds` while uncached pages are asked for at `--rate` a second, then resumed.
// `node perf/hung-api.mjs [--seconds 40] [--rate 20] [--cached] [--skip-build]`. Prints the sockets every 5 s and each page's status and
// time. `--cached` asks the shell that runs the page cache (PAGE_CACHE_SECONDS=60, as a production instance), which also asks the API
// for its content version before each render.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CACHED_URL, COMPOSED_URL, PORTS, startComposedFleet } from './lib/fleet.mjs';
import { listenerPid, runMeasurement } from './lib/processes.mjs';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '40' },
    rate: { type: 'string', default: '20' },
    after: { type: 'string', default: '45' },
    cached: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
});

/** The TCP connections a process holds open to a port (its socket descriptors, matched in /proc/net/tcp and tcp6). */
function socketsTo(pid, port) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // closed meanwhile
    }
  }
  const states = new Map();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      if (Number.parseInt(columns[2].split(':')[1], 16) !== port || !inodes.has(columns[9])) continue;
      const state = TCP_STATES[columns[3]] ?? columns[3];
      states.set(state, (states.get(state) ?? 0) + 1);
    }
  }
  const total = [...states.values()].reduce((sum, count) => sum + count, 0);
  return `${total}${total > 0 ? ` (${[...states].map(([state, count]) => `${state} ${count}`).join(', ')})` : ''}`;
}
const TCP_STATES = { '01': 'established', '02': 'connecting', '08': 'close-wait', '04': 'fin-wait-1', '05': 'fin-wait-2', '06': 'time-wait' };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

await runMeasurement({ showStack: true }, async () => {
  await startComposedFleet('pglite-hung', { skipBuild: options['skip-build'], extraShells: options.cached });
  const site = options.cached ? CACHED_URL : COMPOSED_URL;
  const shell = listenerPid(options.cached ? PORTS.cached : PORTS.shell);
  const api = listenerPid(PORTS.api);
  const seconds = Number(options.seconds);
  const rate = Number(options.rate);
  const samples = [{ at: 'before', sockets: socketsTo(shell, PORTS.api) }];
  const answers = [];
  let page = 2;
  process.kill(api, 'SIGSTOP');
  const started = Date.now();
  try {
    while (Date.now() - started < seconds * 1000) {
      for (let index = 0; index < rate; index += 1) {
        const asked = Date.now();
        // Each a page no cache holds.
        fetch(`${site}/events?page=${page++}`)
          .then(async (response) => (await response.text(), answers.push({ status: response.status, ms: Date.now() - asked })))
          .catch((error) => answers.push({ status: String(error.cause?.code ?? error), ms: Date.now() - asked }));
        await sleep(1000 / rate);
      }
      const at = Math.round((Date.now() - started) / 1000);
      if (at % 5 === 0 || at >= seconds) samples.push({ at: `${at} s hung`, sockets: socketsTo(shell, PORTS.api) });
    }
  } finally {
    process.kill(api, 'SIGCONT');
  }
  let waited = 0;
  for (const wait of [5, 15, Number(options.after)]) {
    await sleep((wait - waited) * 1000);
    waited = wait;
    samples.push({ at: `${wait} s after resuming`, sockets: socketsTo(shell, PORTS.api) });
  }
  const counts = new Map();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  const statuses = [...counts].map(([status, count]) => `${status}: ${count}`);
  const times = answers.map((answer) => answer.ms).toSorted((a, b) => a - b);
  const shellKind = options.cached ? ' (page cache on)' : '';
  console.info(`\nThe shell server's${shellKind} sockets to the API, the API frozen for ${seconds} s, ${rate} uncached pages a second:`);
  console.info('| when | sockets |\n|---|---|');
  for (const sample of samples) console.info(`| ${sample.at} | ${sample.sockets} |`);
  console.info(`pages: ${statuses.join(', ')}; time p50 ${times[Math.floor(times.length / 2)]} ms, max ${times.at(-1)} ms`);
});
