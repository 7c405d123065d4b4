/**
 * The first seed's image cost: draws every image the seed names into an empty folder (as on a new machine) and prints the time, per
 * collection and in all. `SCENE_BENCH_DIR` keeps the files to look at; `SCENE_BENCH_CONCURRENCY` (default 2, the seed's) sets the drawing jobs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectMediaPaths, parseMediaPath } from '../src/media/paths';
import { MediaStore } from '../src/media/store';
import { buildSeedPlan } from '../src/seed/seed';

const keep = process.env.SCENE_BENCH_DIR?.trim();
const dir = keep || mkdtempSync(join(tmpdir(), 'valley-scenes-'));
const concurrency = Number(process.env.SCENE_BENCH_CONCURRENCY ?? 2);
const paths = [...collectMediaPaths(buildSeedPlan(new Date()).tables.map(([, rows]) => rows))];
const byCollection = new Map<string, string[]>();
for (const path of paths) {
  const collection = parseMediaPath(path)?.collection ?? '?';
  byCollection.set(collection, [...(byCollection.get(collection) ?? []), path]);
}
const store = new MediaStore(dir);
const started = performance.now();
const rows: string[] = [];
for (const [collection, list] of [...byCollection].toSorted(([a], [b]) => a.localeCompare(b))) {
  const at = performance.now();
  const { generated } = await store.ensure(list, { concurrency });
  rows.push(`${collection.padEnd(12)} ${String(generated).padStart(5)} drawn  ${((performance.now() - at) / 1000).toFixed(1).padStart(6)} s`);
}
console.log(rows.join('\n'));
console.log(
  `${'all'.padEnd(12)} ${String(paths.length).padStart(5)} images ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s (concurrency ${concurrency})`,
);
if (!keep) rmSync(dir, { recursive: true, force: true });
