import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEV_BOT_CHECK_SECRET, DEV_INSIGHTS_SECRET, isLocalUrl, loadConfig } from './config';

const SECRET = 'x'.repeat(40);
const PRODUCTION = {
  NODE_ENV: 'production',
  BOT_CHECK_SECRET: SECRET,
  INSIGHTS_SECRET: SECRET,
  PUBLIC_SITE_URL: 'https://happyvalley.example',
  SMTP_URL: 'smtps://u:p@smtp.example:465',
};

describe('configuration: safe by default', () => {
  it('serves no development mailbox unless DEV_MAILBOX=1 says so', () => {
    assert.equal(loadConfig({}).devMailbox, false);
    assert.equal(loadConfig({ DEV_MAILBOX: '1' }).devMailbox, true);
    assert.equal(loadConfig({ DEV_MAILBOX: '0' }).devMailbox, false);
  });

  it('refuses to start with the mailbox on for a site that is not local, whatever NODE_ENV says', () => {
    assert.throws(
      () => loadConfig({ DEV_MAILBOX: '1', PUBLIC_SITE_URL: 'https://happyvalley.example' }),
      /DEV_MAILBOX=1 .*refused for the public site https:\/\/happyvalley\.example/,
    );
    assert.throws(() => loadConfig({ ...PRODUCTION, DEV_MAILBOX: '1' }), /DEV_MAILBOX/);
    assert.equal(loadConfig({ DEV_MAILBOX: '1', PUBLIC_SITE_URL: 'http://127.0.0.1:3100' }).devMailbox, true);
  });

  it('calls a CDN purge hook only when CDN_PURGE_URL names an http(s) URL (decision 112)', () => {
    assert.equal(loadConfig({}).cdnPurge, undefined);
    assert.deepEqual(loadConfig({ CDN_PURGE_URL: 'https://purge.example/hook', CDN_PURGE_TOKEN: 'secret' }).cdnPurge, {
      url: 'https://purge.example/hook',
      token: 'secret',
    });
    assert.throws(() => loadConfig({ CDN_PURGE_URL: 'purge.example/hook' }), /CDN_PURGE_URL/);
  });

  it('moves no clock unless DEV_CLOCK=1 says so, and never outside local development (decision 089)', () => {
    assert.equal(loadConfig({}).devClock, false);
    assert.equal(loadConfig({ DEV_CLOCK: '1', PUBLIC_SITE_URL: 'http://localhost:3100' }).devClock, true);
    assert.throws(
      () => loadConfig({ DEV_CLOCK: '1', PUBLIC_SITE_URL: 'https://happyvalley.example' }),
      /DEV_CLOCK=1 .*refused for the site https:\/\/happyvalley\.example/,
    );
    assert.throws(() => loadConfig({ ...PRODUCTION, PUBLIC_SITE_URL: 'http://localhost:3000', DEV_CLOCK: '1' }), /DEV_CLOCK=1 .*refused for production/);
  });

  it('seeds only when asked, and never outside local development', () => {
    assert.equal(loadConfig({}).seedIfEmpty, false);
    assert.equal(loadConfig({ SEED_IF_EMPTY: '1' }).seedIfEmpty, true);
    assert.throws(() => loadConfig({ SEED_IF_EMPTY: '1', PUBLIC_SITE_URL: 'https://happyvalley.example' }), /SEED_IF_EMPTY=1 .*only for local development/);
    assert.throws(() => loadConfig({ ...PRODUCTION, PUBLIC_SITE_URL: 'http://localhost:3000', SEED_IF_EMPTY: '1' }), /SEED_IF_EMPTY/);
  });

  it('counts as local development only on a loopback site outside production', () => {
    assert.equal(loadConfig({}).localDevelopment, true);
    assert.equal(loadConfig({ PUBLIC_SITE_URL: 'https://happyvalley.example', BOT_CHECK_SECRET: SECRET, INSIGHTS_SECRET: SECRET }).localDevelopment, false);
    assert.equal(loadConfig({ ...PRODUCTION, PUBLIC_SITE_URL: 'http://localhost:3000' }).localDevelopment, false);
  });

  it('refuses a production start that lacks what a deploy must set', () => {
    assert.equal(loadConfig(PRODUCTION).publicSiteUrl, 'https://happyvalley.example');
    for (const missing of ['BOT_CHECK_SECRET', 'INSIGHTS_SECRET', 'PUBLIC_SITE_URL', 'SMTP_URL'] as const) {
      const env: Record<string, string> = { ...PRODUCTION };
      delete env[missing];
      assert.throws(() => loadConfig(env), new RegExp(`${missing} must be set in production`), missing);
    }
  });

  it('refuses an insights key shorter than 32 characters (decision 074)', () => {
    assert.throws(() => loadConfig({ INSIGHTS_SECRET: 'short' }), /INSIGHTS_SECRET must be at least 32 characters/);
    assert.equal(loadConfig({ INSIGHTS_SECRET: SECRET }).insightsSecret, SECRET);
  });

  // Issue 42, finding 13: the development keys are printed in the source, so on a site others can reach anyone could sign challenges
  // or mint view tokens with them.
  it('refuses a development key (bot check, insights) for a site that is not local, whatever NODE_ENV says', () => {
    for (const [variable, developmentDefault] of [
      ['BOT_CHECK_SECRET', DEV_BOT_CHECK_SECRET],
      ['INSIGHTS_SECRET', DEV_INSIGHTS_SECRET],
    ] as const) {
      const other = variable === 'BOT_CHECK_SECRET' ? { INSIGHTS_SECRET: SECRET } : { BOT_CHECK_SECRET: SECRET };
      for (const env of [
        { PUBLIC_SITE_URL: 'https://happyvalley.example' },
        { PUBLIC_SITE_URL: 'https://happyvalley.example', NODE_ENV: 'development' },
        { PUBLIC_SITE_URL: 'https://happyvalley.example', [variable]: developmentDefault },
        { PUBLIC_SITE_URL: 'http://localhost:3000', PUBLIC_API_URL: 'https://api.happyvalley.example' },
        { ...PRODUCTION, [variable]: developmentDefault },
      ]) {
        const refused = new RegExp(`${variable} must be set, and not to the development default`);
        assert.throws(() => loadConfig({ ...other, ...env }), refused, JSON.stringify(env));
      }
    }
    // Keys of its own are all such a site needs from this rule.
    const site = { PUBLIC_SITE_URL: 'https://happyvalley.example', BOT_CHECK_SECRET: SECRET, INSIGHTS_SECRET: `${SECRET}-insights` };
    assert.equal(loadConfig(site).botCheckSecret, SECRET);
    // Local sites (npm start, the tests, the e2e fleets) keep the development defaults.
    assert.equal(loadConfig({}).botCheckSecret, DEV_BOT_CHECK_SECRET);
    assert.equal(loadConfig({}).insightsSecret, DEV_INSIGHTS_SECRET);
    assert.equal(loadConfig({ PUBLIC_SITE_URL: 'http://127.0.0.1:3100', PUBLIC_API_URL: 'http://localhost:4100' }).botCheckSecret, DEV_BOT_CHECK_SECRET);
  });

  it('names every bad variable at once, and reads a blank one as unset', () => {
    assert.throws(
      () => loadConfig({ PORT: 'x', SEED_SCALE: '0' }),
      /PORT must be a port number, got x\nSEED_SCALE must be a whole number from 1 to 20, got 0$/,
    );
    assert.equal(loadConfig({ PORT: '' }).port, 4000, 'a blank PORT was port 0: a random port');
    assert.equal(loadConfig({ RESPONSE_CACHE_TTL_MS: ' ' }).responseCacheTtlMs, 10_000);
  });

  it('knows a local address from a public one', () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000', 'http://shell.localhost'])
      assert.equal(isLocalUrl(url), true, url);
    for (const url of ['https://happyvalley.example', 'http://localhost.example.com', 'http://10.0.0.5:3000', 'not a url'])
      assert.equal(isLocalUrl(url), false, url);
  });
});
