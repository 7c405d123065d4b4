import { writeTemplates } from './templates';

// `npm test` runs this before the test files, so every file loads the same fresh states (templates.ts).
const dir = process.env.VALLEY_API_TEST_TEMPLATES;
if (!dir) throw new Error('Set VALLEY_API_TEST_TEMPLATES to the folder the test databases are saved in');
const started = performance.now();
await writeTemplates(dir);
console.info(`# test databases saved in ${dir} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
