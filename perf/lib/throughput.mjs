// The shell server's throughput per page (issue 22): autocannon, as the API's benchmark uses it, with the time to first byte of every
// response timed from the client's own events (autocannon's latency runs to the last byte and has no p95).
import autocannon from 'autocannon';
import { median } from './lighthouse.mjs';

/** The shell servers the throughput table compares, in its order (perf/lib/fleet.mjs starts them). */
export const SHELL_SERVERS = [
  { key: 'ssr', short: 'SSR', title: 'server-rendered, no page cache' },
  { key: 'cached', short: 'SSR+cache', title: 'server-rendered, PAGE_CACHE_SECONDS=60' },
  { key: 'csr', short: 'CSR', title: 'client-rendered (SERVER_RENDER=0), for reference' },
];

/** The value below which `share` of the sorted values fall (nearest rank); null for none. */
function percentile(values, share) {
  if (values.length === 0) return null;
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * Loads one URL with `connections` concurrent connections for `seconds` (after `warmupSeconds` not counted: a cold render, the remotes'
 * containers and the page cache fill then) and returns requests per second and first-byte times.
 * @param {{ url: string, seconds: number, connections?: number, warmupSeconds?: number }} options
 */
export async function measureThroughput({ url, seconds, connections = 20, warmupSeconds = 1 }) {
  // Browsers ask for compressed pages, and the server gzips them: the cost is part of each response.
  const headers = { 'accept-encoding': 'gzip' };
  if (warmupSeconds > 0) await autocannon({ url, connections, duration: warmupSeconds, headers });
  const firstBytes = [];
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers,
    // One request in flight per connection (no pipelining), so each client's last request is the one its headers answer.
    setupClient(client) {
      let sentAt = null;
      client.on('request', () => {
        sentAt = process.hrtime.bigint();
      });
      client.on('headers', () => {
        if (sentAt !== null) firstBytes.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
        sentAt = null;
      });
    },
  });
  return {
    url,
    connections,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    ttfbP50Ms: median(firstBytes),
    ttfbP95Ms: percentile(firstBytes, 0.95),
    latencyP50Ms: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
