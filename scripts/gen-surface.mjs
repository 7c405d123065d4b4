#!/usr/bin/env node
// shared/surface.json: the summary of @valley/shared's public surface (decisions 045, 077). Writing it measures the code against the
// summary committed at HEAD and refuses when package.json's version is not bumped enough for what changed; `--check` fails (exit 1)
// when the committed summary is not the code as it is, naming the bump a change needs. The recorded version's declarations are made
// from the commit that recorded its summary, when a change needs them; none are committed.
import { SUMMARY_FILE, checkSurface, summaryText, surfaceToRecord } from '../shared/build/public-surface.mjs';
import { checking, writeOrCheck } from './lib/generated.mjs';

try {
  if (checking) {
    const problems = checkSurface();
    for (const problem of problems) console.error(problem);
    process.exitCode = problems.length > 0 ? 1 : 0;
  } else {
    const index = surfaceToRecord();
    await writeOrCheck([{ file: SUMMARY_FILE, text: summaryText(index) }], 'node scripts/gen-surface.mjs');
    console.info(`The public surface of ${index.package} ${index.version}: ${Object.keys(index.modules).length} modules.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
