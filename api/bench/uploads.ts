/**
 * Public read latency and the server's peak memory while members upload large images (decision 031); usage in api/README.md.
 * Refused uploads (413/429/503) are counted, not failures; a read that is not 200 is a failure.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import sharp from 'sharp';
import { dataUrl, flatPng } from '../src/test-support/pictures';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const uploaders = Number(process.env.BENCH_UPLOADERS ?? 3);
const readConnections = Number(process.env.BENCH_CONNECTIONS ?? 5);

const round = (value: number, digits = 0) => Number(value.toFixed(digits));
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;

function table(rows: Array<Record<string, string | number>>): string {
  const headers = Object.keys(rows[0] ?? {});
  const widths = headers.map((header) => Math.max(header.length, ...rows.map((row) => String(row[header]).length)));
  const line = (cells: string[]) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0))).join('  ');
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map((row) => line(headers.map((header) => String(row[header]))))].join('\n');
}

/** Smooth colour fields (phone-photo-like JPEG sizes): a small noise picture blown up. */
async function photo(width: number, height: number, seed: number): Promise<Buffer> {
  const small = await sharp({
    create: {
      width: Math.ceil(width / 40),
      height: Math.ceil(height / 40),
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 100 + seed * 10, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(small).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 85 }).toBuffer();
}

console.info('drawing the test images...');
const photos = await Promise.all([1, 2, 3, 4].map((seed) => photo(6000, 4000, seed).then((bytes) => dataUrl(bytes, 'image/jpeg'))));
const bomb = dataUrl(await flatPng(8000, 5000), 'image/png');
const destination = (name: string, images: { image?: string; header_image?: string; photos: string[] }) =>
  JSON.stringify({
    company_name: name,
    phone: '814-555-0142',
    address: '12 Water St',
    city: 'Bellefonte',
    zip_code: '16823',
    categories: [248],
    amenities: [],
    ...images,
  });
const uploadBody = destination('Bench Photos', { photos });
// Logo, header and the 12 gallery photos the schema allows: 14 images.
const attackBody = destination('Bench Attack', { image: bomb, header_image: bomb, photos: Array.from({ length: 12 }, () => bomb) });
console.info(
  `upload request: 4 × 24 MP JPEG, ${(uploadBody.length / 1e6).toFixed(1)} MB; attack request: 14 × 40 MP PNG, ${(attackBody.length / 1e6).toFixed(1)} MB`,
);

const server = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('uploads-server.ts', import.meta.url))], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<{ port: number; tokens: string[] }>((resolve, reject) => {
  server.once('exit', (code) => reject(new Error(`the API exited (${code}) before it was ready`)));
  createInterface({ input: server.stdout! }).on('line', (line) => {
    if (line.startsWith('{"port"')) resolve(JSON.parse(line) as { port: number; tokens: string[] });
  });
});
const base = `http://127.0.0.1:${ready.port}`;

const status = (field: 'VmRSS' | 'VmHWM') => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

const READS = [
  { label: 'GET /health', method: 'GET' as const, path: '/health' },
  { label: 'POST /destinations/search', method: 'POST' as const, path: '/destinations/search', body: JSON.stringify({ name: 'creek' }) },
];
const read = (target: (typeof READS)[number]) =>
  autocannon({
    url: `${base}${target.path}`,
    method: target.method,
    connections: readConnections,
    duration: seconds,
    workers: 1,
    headers: { 'accept-encoding': 'br, gzip', ...(target.body ? { 'content-type': 'application/json' } : {}) },
    ...(target.body ? { body: target.body } : {}),
  });

interface UploadStats {
  statuses: Record<string, number>;
  timings: number[];
  messages: Set<string>;
}

let nextMember = 0;
/** Back-to-back creates until `until()`; each request signed in as the next seeded member. */
async function uploadLoop(body: string, stats: UploadStats, until: () => boolean): Promise<void> {
  while (!until()) {
    const token = ready.tokens[nextMember++ % ready.tokens.length];
    const started = performance.now();
    const response = await fetch(`${base}/api/destinations/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    }).catch((error: Error) => ({ status: 0, json: async () => ({ message: error.message }) }));
    stats.timings.push(performance.now() - started);
    stats.statuses[response.status] = (stats.statuses[response.status] ?? 0) + 1;
    if (response.status !== 200)
      stats.messages.add(`${response.status} ${String(((await response.json().catch(() => ({}))) as { message?: string }).message)}`);
    // A refused request is retried after a breath, as a client honouring Retry-After would (sooner: this is load).
    if (response.status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const rows: Array<Record<string, string | number>> = [];
const uploadRows: Array<Record<string, string | number>> = [];
const failures: string[] = [];

async function phase(name: string, load?: { body: string; parallel: number }) {
  const stats: UploadStats = { statuses: {}, timings: [], messages: new Set() };
  let stop = false;
  let peak = status('VmRSS');
  const sampler = setInterval(() => (peak = Math.max(peak, status('VmRSS'))), 50);
  const loops = load ? Array.from({ length: load.parallel }, () => uploadLoop(load.body, stats, () => stop)) : [];
  if (load) await new Promise((resolve) => setTimeout(resolve, 1000));
  const results = await Promise.all(READS.map(read));
  stop = true;
  await Promise.all(loops);
  clearInterval(sampler);
  for (const [index, result] of results.entries()) {
    const target = READS[index]!;
    if (result.non2xx + result.errors + result.timeouts > 0)
      failures.push(`${name} ${target.label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
    rows.push({
      phase: name,
      read: target.label,
      'req/s': round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'max ms': result.latency.max,
      'peak RSS MB': round(peak),
    });
  }
  if (load) {
    const timings = stats.timings.toSorted((a, b) => a - b);
    uploadRows.push({
      phase: name,
      requests: timings.length,
      answers: Object.entries(stats.statuses)
        .map(([code, count]) => `${code}×${count}`)
        .join(' '),
      'p50 ms': round(percentile(timings, 50)),
      'max ms': round(timings.at(-1) ?? Number.NaN),
    });
    for (const message of stats.messages) console.info(`  ${name}: ${message}`);
  }
  console.info(`${name}: done (peak RSS ${round(peak)} MB)`);
}

try {
  console.info(`API on ${base}; ${seconds} s per phase, reads on ${readConnections} connections per route`);
  await phase('idle');
  await phase('uploads', { body: uploadBody, parallel: uploaders });
  await phase('attack', { body: attackBody, parallel: 3 });
  const hwm = status('VmHWM');
  console.info(`\nPublic reads (autocannon, ${seconds} s):\n${table(rows)}\n`);
  console.info(`Uploads (destination creates):\n${table(uploadRows)}\n`);
  console.info(`Server peak RSS over the whole run (VmHWM): ${round(hwm)} MB`);
  const file = fileURLToPath(new URL('uploads-results.json', import.meta.url));
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), node: process.version, seconds, uploaders, reads: rows, uploads: uploadRows, peakRssMb: round(hwm) }, null, 2)}\n`,
  );
  console.info(`written ${file}`);
} catch (error) {
  failures.push((error as Error).stack ?? String(error));
} finally {
  server.kill('SIGTERM');
}

if (failures.length > 0) {
  console.error(`\nBENCHMARK FAILED:\n${failures.join('\n')}`);
  process.exit(1);
}
