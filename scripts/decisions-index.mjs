#!/usr/bin/env node
// docs/decisions/README.md is made from the records' own titles and Status lines, so the index
// cannot drift from them. `--check` fails (exit 1) when the committed index is not what this makes.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';

const dir = path.join(ROOT, 'docs', 'decisions');
const HEADER = `# Decisions

One line per record; the record says the context, the decision and its consequences. A changed
decision gets a new record that supersedes the old one. Made by \`node scripts/decisions-index.mjs\`.
`;

export function decisionsIndex() {
  const lines = readdirSync(dir)
    .filter((file) => /^\d{3}-.*\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(dir, file), 'utf8');
      const [number, title] = (/^#\s*(\d{3})\s*[—:-]\s*(.+)$/m.exec(text) ?? []).slice(1);
      if (!number || !title) throw new Error(`${file}: the first line must be '# NNN — Title'`);
      const status = /^Status:\s*(.+)$/m.exec(text)?.[1]?.trim();
      if (!status || !/^Date:\s*\d{4}-\d{2}-\d{2}$/m.test(text)) throw new Error(`${file}: needs 'Date: YYYY-MM-DD' and 'Status: …' under its title`);
      return `- [${number}](${file}) — ${title.trim()}${status === 'accepted' ? '' : ` (${status})`}`;
    });
  return `${HEADER}\n${lines.join('\n')}\n`;
}

const index = decisionsIndex();
const file = path.join(dir, 'README.md');
if (process.argv.includes('--check')) {
  if (readFileSync(file, 'utf8') !== index) {
    console.error('docs/decisions/README.md is out of date: run node scripts/decisions-index.mjs');
    process.exit(1);
  }
} else {
  writeFileSync(file, index);
}
