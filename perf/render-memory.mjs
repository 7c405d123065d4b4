#!/usr/bin/env node
// The shell server's resident memory over many uncached renders (issue 42: +2.6 GB and a crash over ~6,000 renders of `/`), over HTTP on the
// report's own fleet: `node perf/render-memory.mjs [--renders 10000] [--path /] [--connections 8] [--skip-build]`. Prints RSS every
// thousand renders; not part of `npm test` (the render server's test, shell/src/server/render.built.test.mts, checks the heap kept over 2,000).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { COMPOSED_URL, PORTS, startComposedFleet } from './lib/fleet.mjs';
import { listenerPid, runMeasurement } from './lib/processes.mjs';

const { values: options } = parseArgs({
  options: {
    renders: { type: 'string', default: '10000' },
    path: { type: 'string', default: '/' },
    connections: { type: 'string', default: '8' },
    every: { type: 'string', default: '1000' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const renders = Number(options.renders);
const every = Number(options.every);

const rssMb = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

await runMeasurement({ showStack: true }, async () => {
  await startComposedFleet('pglite-memory', { skipBuild: options['skip-build'] });
  const pid = listenerPid(PORTS.shell);
  const url = `${COMPOSED_URL}${options.path}`;
  // The first render loads the remotes' code: not counted.
  await fetch(url).then((response) => response.text());
  const rows = [{ renders: 0, rssMb: rssMb(pid), errors: 0, non2xx: 0, degraded: 0 }];
  let degraded = 0;
  for (let done = 0; done < renders; done += every) {
    const result = await autocannon({
      url,
      connections: Number(options.connections),
      amount: Math.min(every, renders - done),
      headers: { 'accept-encoding': 'gzip' },
      setupClient: (client) =>
        client.on('headers', (headers) => {
          const timing = headers['server-timing'] ?? headers['Server-Timing'];
          if (String(timing ?? '').includes('degraded')) degraded += 1;
        }),
    });
    rows.push({ renders: done + result.requests.total, rssMb: rssMb(pid), errors: result.errors, non2xx: result.non2xx, degraded });
  }
  console.info(`\nShell server RSS over ${renders} uncached renders of ${options.path} (${options.connections} connections):`);
  console.info('| renders | RSS MB | errors | non-2xx | degraded |\n|---|---|---|---|---|');
  for (const row of rows) console.info(`| ${row.renders} | ${row.rssMb.toFixed(0)} | ${row.errors} | ${row.non2xx} | ${row.degraded} |`);
});
