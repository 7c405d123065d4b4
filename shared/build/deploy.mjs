// Deploy and rollback of one app: check the build against what is live (fetched over HTTP from the site), publish it as a release,
// move the pointer (decision 045). The command line is scripts/deploy.mjs.
import { CONTRACT_FILE } from './shared-contract.mjs';
import { checkFit, readBuild } from './manifest-check.mjs';
import { previousRelease, publishRelease, pruneReleases, readPointer, readRelease, releaseIdOf, releasePrefix, repoint } from './releases.mjs';

/** A deploy or rollback the fit check refused; its message names every problem, and nothing was published or moved. */
export class DeployRefused extends Error {
  name = 'DeployRefused';
}

/**
 * @typedef {{ dir: string, federationName: string }} App  an app as scripts/lib/apps.mjs lists it
 * @typedef {import('./manifest-check.mjs').Build} Build
 */

async function fetchJson(url, fetchImpl, { optional = false } = {}) {
  const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(10_000) });
  if (optional && response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** A live build as the site serves it: its manifest, and the shared contract beside it (absent from builds before decision 045). */
async function liveBuild(manifestUrl, fetchImpl) {
  const [manifest, contract] = await Promise.all([
    fetchJson(manifestUrl, fetchImpl),
    fetchJson(new URL(CONTRACT_FILE, manifestUrl).href, fetchImpl, { optional: true }),
  ]);
  return { manifest, contract };
}

/**
 * What does not fit between a build of `app` and the live site: a remote against the live shell (its manifest and shared contract from
 * the site's root); the shell against every live remote of the site's remotes.json.
 * @param {{ app: App, build: Build, siteUrl: string, shellIsLive: boolean, fetchImpl?: typeof fetch }} options
 */
export async function problemsAgainstLive({ app, build, siteUrl, shellIsLive, fetchImpl = fetch }) {
  const site = siteUrl.replace(/\/$/, '');
  if (app.federationName !== 'shell') {
    // The first deploy of a site has no shell to fit yet.
    if (!shellIsLive) return [];
    let shell;
    try {
      shell = await liveBuild(`${site}/mf-manifest.json`, fetchImpl);
    } catch (error) {
      return [`the live shell could not be read at ${site}: ${error.message}`];
    }
    return checkFit({ remote: build, shell, remoteName: app.federationName });
  }
  let remotes;
  try {
    remotes = await fetchJson(`${site}/remotes.json`, fetchImpl);
  } catch (error) {
    return [`the live remotes.json could not be read at ${site}: ${error.message}`];
  }
  const problems = [];
  for (const [name, entry] of Object.entries(remotes)) {
    let remote;
    try {
      // remotes.json names site paths (decision 105), read here from the site's address.
      remote = await liveBuild(new URL(entry, `${site}/`).href, fetchImpl);
    } catch (error) {
      problems.push(`${name}: its live manifest could not be read: ${error.message}`);
      continue;
    }
    problems.push(...checkFit({ remote, shell: build, remoteName: name }).map((problem) => `${name}: ${problem}`));
  }
  return problems;
}

const against = (app) => (app.federationName === 'shell' ? 'the live remotes' : 'the live shell');

function refusal(app, release, siteUrl, problems, live) {
  return new DeployRefused(
    `Refused: ${app.dir} release ${release} does not fit ${against(app)} (${siteUrl}):\n${problems.map((problem) => `  - ${problem}`).join('\n')}\n` +
      `Nothing was moved; ${app.federationName} stays on ${live ? `release ${live}` : 'no release'}.`,
  );
}

const browserEntry = (app, id) => (app.federationName === 'shell' ? undefined : `releases/${id}/mf-manifest.json`);

/**
 * Deploys a built dist/: checks it against what is live unless `force`, publishes it as a release, points at it, and prunes releases
 * past their grace period. Throws DeployRefused, having moved nothing, when it does not fit.
 */
export async function deploy({ app, store, dist, siteUrl, policy, force = false, about = {}, fetchImpl = fetch, now = () => new Date(), log = console.info }) {
  const build = readBuild(dist);
  const id = await releaseIdOf(dist);
  const pointer = await readPointer(store);
  const live = pointer[app.federationName]?.release ?? null;
  if (live === id) {
    log(`${app.dir}: release ${id} is already live; nothing to do.`);
    return { release: id, previous: live };
  }
  if (force) log(`${app.dir}: --force: release ${id} is not checked against ${against(app)}.`);
  else {
    log(`${app.dir}: checking release ${id} against ${against(app)} (${siteUrl})…`);
    const problems = await problemsAgainstLive({ app, build, siteUrl, shellIsLive: Boolean(pointer.shell), fetchImpl });
    if (problems.length) throw refusal(app, id, siteUrl, problems, live);
  }
  const { published } = await publishRelease(store, { app: app.dir, dir: dist, now: now(), about });
  log(`${app.dir}: release ${id} ${published ? 'published' : 'was published before'} (${app.dir}/releases/${id}/).`);
  const { previous } = await repoint(store, { name: app.federationName, release: id, browser: browserEntry(app, id), now: now() });
  const pruned = await pruneReleases(store, { app: app.dir, name: app.federationName, now: now(), ...policy });
  log(
    `${app.dir}: release ${id} is live${previous ? ` (was ${previous})` : ''}.${pruned.length ? ` Removed releases past their grace period: ${pruned.join(', ')}.` : ''}`,
  );
  return { release: id, previous };
}

/** A published release as the fit check reads it, from the store. */
async function storedBuild(store, app, id) {
  const read = async (file) => {
    const bytes = await store.read(`${releasePrefix(app.dir, id)}${file}`);
    return bytes ? JSON.parse(bytes.toString('utf8')) : null;
  };
  return { manifest: await read('mf-manifest.json'), contract: await read(CONTRACT_FILE) };
}

/**
 * Points an app back at an earlier release (the one live before, or `to`) in one step: nothing is built or uploaded. The release is
 * checked against what is live like a deploy, unless `force`.
 */
export async function rollback({ app, store, siteUrl, to, force = false, fetchImpl = fetch, now = () => new Date(), log = console.info }) {
  const pointer = await readPointer(store);
  const entry = pointer[app.federationName];
  const target = to ?? previousRelease(entry);
  if (!target) throw new DeployRefused(`${app.dir} has no earlier release to roll back to.`);
  if (target === entry?.release) {
    log(`${app.dir}: release ${target} is already live; nothing to do.`);
    return { release: target, previous: target };
  }
  if (!(await readRelease(store, app.dir, target)))
    throw new DeployRefused(`${app.dir} has no release ${target} in the store (removed after its grace period?).`);
  if (!force) {
    log(`${app.dir}: checking release ${target} against ${against(app)} (${siteUrl})…`);
    const build = await storedBuild(store, app, target);
    const problems = await problemsAgainstLive({ app, build, siteUrl, shellIsLive: Boolean(pointer.shell), fetchImpl });
    if (problems.length) throw refusal(app, target, siteUrl, problems, entry?.release);
  }
  const { previous } = await repoint(store, { name: app.federationName, release: target, browser: browserEntry(app, target), now: now() });
  log(`${app.dir}: rolled back to release ${target} (was ${previous}).`);
  return { release: target, previous };
}
