#!/usr/bin/env node
// How long a publish takes to reach visitors (issue 45): the Board renames the organization in the studio's Settings (it is in every
// page's header) and publishes; an anonymous visitor then asks for `/` every 50 ms, with no cookie and no cache of their own, until the
// HTML carries the new name. Prints the seconds from the Publish call to that page, median and range, then puts the name back.
// `--scheduled`: a live page's subtitle is changed and scheduled `--lead` seconds ahead instead (decision 133); the figure counts from
// that time, so it is the scheduler's wait and the caches', not the call's.
// Against a running site: `npm start` (or with the render server's page cache on: `PAGE_CACHE_SECONDS=60 npm start`), then
// `node perf/publish-to-html.mjs [http://localhost:3000] [--api http://localhost:4000] [--runs 5] [--give-up 120] [--scheduled [--lead 10]]`.
// Prints figures; not a test.
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
    scheduled: { type: 'boolean', default: false },
    lead: { type: 'string', default: '10' },
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

/** Milliseconds from `started` until `path` says `text` to a visitor with nothing cached; null past the give-up time. */
async function seenAfter(started, text, path = '/') {
  while (performance.now() - started < giveUpMs) {
    const html = await (await fetch(`${site}${path}`, { headers: { 'cache-control': 'no-cache' } })).text();
    if (html.includes(text)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/** The organization's name published again and again from the settings, each seen on `/`. */
async function publishedRuns(seen) {
  const original = (await call('GET', '/api/studio/settings', token)).live.organization;
  // The page as visitors have it before each publish: a cached copy is what a publish has to displace.
  await fetch(`${site}/`);
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
  return `Publish → a fresh page of /`;
}

/** A live page's subtitle drafted and scheduled `--lead` seconds ahead, again and again, each seen on the page from its time on. */
async function scheduledRuns(seen) {
  const pages = await call('GET', '/api/studio/pages', token);
  const { id, link } = pages.find((page) => page.status === 'live' && page.link !== '/' && page.link !== '/dispatch');
  const draft = async (subtitle) => {
    const view = await call('GET', `/api/studio/pages/${id}`, token);
    await call('POST', '/api/studio/pages/draft', token, { id, base_revision: view.revision, page: { ...view.live, subtitle } });
    return view.live.subtitle;
  };
  let original;
  try {
    for (let run = 1; run <= Number(options.runs); run += 1) {
      const subtitle = `Scheduled ${Date.now().toString(36)}`;
      original ??= await draft(subtitle);
      if (run > 1) await draft(subtitle);
      await fetch(`${site}${link}`);
      const at = Date.now() + Number(options.lead) * 1000;
      await call('POST', '/api/studio/pages/publish', token, { id, publish_at: new Date(at).toISOString() });
      await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
      const ms = await seenAfter(performance.now(), subtitle, link);
      console.info(`run ${run}: ${ms === null ? `not seen within ${options['give-up']} s` : `${Math.round(ms)} ms after its time`}`);
      if (ms !== null) seen.push(ms);
    }
  } finally {
    if (original !== undefined) {
      await draft(original);
      await call('POST', '/api/studio/pages/publish', token, { id });
    }
  }
  return `Scheduled time → a fresh page of ${link}`;
}

const seen = [];
const measured = options.scheduled ? await scheduledRuns(seen) : await publishedRuns(seen);
console.info(`\n${table([measured, 'ms, median (range)', 'seen'], [[site, medianRange(seen), `${seen.length}/${options.runs}`]])}`);
