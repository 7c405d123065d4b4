// What every generator (scripts/gen-*.mjs) does with what it makes, as scripts/decisions-index.mjs does: write it, or with `--check`
// compare it with the committed file and fail naming the command that rewrites it. Tests never write files (decision 077).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { ROOT } from './apps.mjs';

export const checking = process.argv.includes('--check');

/** The file as Prettier would leave it, so a generated file passes `prettier --check` as it is written. */
export async function formatted(file, text) {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/**
 * Writes each file (formatted), or with `--check` compares; returns the files that differ (checking) or were rewritten (writing).
 * @param {{ file: string, text: string }[]} files  absolute paths and their generated text
 * @param {string} command                         the command that rewrites them, for the failure
 */
export async function writeOrCheck(files, command) {
  const differing = [];
  for (const { file, text } of files) {
    const expected = await formatted(file, text);
    const actual = existsSync(file) ? readFileSync(file, 'utf8') : null;
    if (actual === expected) continue;
    differing.push(path.relative(ROOT, file));
    if (!checking) writeFileSync(file, expected);
  }
  if (checking && differing.length > 0) {
    console.error(`${differing.join(', ')} ${differing.length === 1 ? 'is' : 'are'} not what ${command} makes: run it and commit the result`);
    process.exitCode = 1;
  } else if (!checking) {
    console.info(differing.length > 0 ? `Wrote ${differing.join(', ')}` : `${files.map(({ file }) => path.relative(ROOT, file)).join(', ')}: current`);
  }
  return differing;
}

// TypeScript sources (a remote's paths, the contract, the API) are loaded with tsx, the API's own runner (the root has no TypeScript).
// Its ESM entry, found through its exports map (resolving from here would pick the CommonJS one).
const tsxManifest = createRequire(path.join(ROOT, 'api', 'package.json')).resolve('tsx/package.json');
const tsxEntry = path.join(path.dirname(tsxManifest), JSON.parse(readFileSync(tsxManifest, 'utf8')).exports['./esm/api'].import.default);
/** @type {Promise<{ tsImport: (specifier: string, parent: string) => Promise<any> }>} */
const tsxApi = import(pathToFileURL(tsxEntry).href);

/** Imports a TypeScript module of the repository (path from the root). */
export async function importTs(file) {
  const { tsImport } = await tsxApi;
  return tsImport(pathToFileURL(path.join(ROOT, file)).href, import.meta.url);
}
