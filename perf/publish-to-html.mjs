#!/usr/bin/env node
// How long a publish takes to reach visitors (issue 45): the Board renames the organization in the studio's Settings (it is in every
// page's header) and publishes; an anonymous visitor then asks for `/` every 50 ms, with no cookie and no cache of their own, until the
// HTML carries the new name. Prints the seconds from the Publish call to that page, median and range, then puts the name back.
// Against a running site: `npm start` (or with the render server's page cache on: `PAGE_CACHE_SECONDS=60 npm start`), then
// `node perf/publish-to-html.mjs [http://localhost:3000] [--api http://localhost:4000] [--runs 5] [--give-up 120]`. Prints figures; not a test.
import { parseArgs } from 'node:util';
import { medianRange, table } from './lib/summary.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    api: { type: 'string', default: 'http://localhost:4000' },
    runs: { type: 'string', default: '5' },
    'give-up': { type: 'string', default: '120' },
    email: { type: 'string', default: 'dana.whitfield@example.com' },
    password: { type: 'string', default: 'valley-member-2026' },
  },
});
const site = positionals[0] ?? 'http://localhost:3000';
const giveUpMs = Number(options['give-up']) * 1000;

async function call(method, path, token, body) {
  const response = await fetch(`${options.api}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    ...(body && { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const { access_token: token } = await call('POST', '/api/login', null, { username: options.email, password: options.password });

/** Drafts and publishes the settings with another organization name; answers when the Publish call was made. */
async function publishOrganization(organization) {
  const view = await call('GET', '/api/studio/settings', token);
  await call('POST', '/api/studio/settings/draft', token, { base_revision: view.revision, settings: { ...view.live, organization } });
  const started = performance.now();
  await call('POST', '/api/studio/settings/publish', token, {});
  return started;
}

/** Milliseconds from `started` until `/` says `text` to a visitor with nothing cached; null past the give-up time. */
async function seenAfter(started, text) {
  while (performance.now() - started < giveUpMs) {
    const html = await (await fetch(`${site}/`, { headers: { 'cache-control': 'no-cache' } })).text();
    if (html.includes(text)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

const original = (await call('GET', '/api/studio/settings', token)).live.organization;
// The page as visitors have it before each publish: a cached copy is what a publish has to displace.
await fetch(`${site}/`);
const seen = [];
try {
  for (let run = 1; run <= Number(options.runs); run += 1) {
    const name = `${original} ${Date.now().toString(36)}`;
    await fetch(`${site}/`);
    const ms = await seenAfter(await publishOrganization(name), name);
    console.info(`run ${run}: ${ms === null ? `not seen within ${options['give-up']} s` : `${Math.round(ms)} ms`}`);
    if (ms !== null) seen.push(ms);
  }
} finally {
  await publishOrganization(original);
}
console.info(`\n${table(['Publish → a fresh page of /', 'ms, median (range)', 'seen'], [[site, medianRange(seen), `${seen.length}/${options.runs}`]])}`);
