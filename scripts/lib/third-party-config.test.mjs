import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { configJson } from './apps.mjs';
import { EARLY_TAP_SOURCE } from '../../shared/build/early-tap.mjs';
import { contentSecurityPolicy } from './security-headers.mjs';

// The chat widget, tag manager and ad server (public-site §7) load only when the deploy names them (issue 26, decision 042).

/** The policy's directives by name. */
const directives = (/** @type {string} */ policy) => new Map(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

const BASE = { PUBLIC_HOST: 'localhost', API_URL: 'http://localhost:4000' };

describe('third-party slots in config.json and the CSP', () => {
  test('unset, config.json names no third party and the policy allows no other origin', () => {
    const config = configJson(BASE);
    assert.equal('thirdParty' in config, false);
    const policy = directives(contentSecurityPolicy(config));
    assert.deepEqual(policy.get('script-src'), ["'self'"]);
    // The shell's page has its inline first script (decision 135), by its hash.
    assert.deepEqual(directives(contentSecurityPolicy(config, { shellPage: true })).get('script-src'), ["'self'", EARLY_TAP_SOURCE]);
    assert.deepEqual(policy.get('connect-src'), ["'self'", 'http://localhost:4000']);
  });

  test('set, each named script is in config.json and its origin may run, call home, draw and frame', () => {
    const config = configJson({
      ...BASE,
      CHAT_WIDGET_URL: 'https://chat.example.com/widget.js',
      TAG_MANAGER_URL: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
      AD_SERVER_URL: ' ',
    });
    assert.deepEqual(config.thirdParty, {
      chatWidget: 'https://chat.example.com/widget.js',
      tagManager: 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST',
    });
    const policy = directives(contentSecurityPolicy(config));
    for (const name of ['script-src', 'connect-src', 'img-src', 'frame-src']) {
      assert.ok(policy.get(name)?.includes('https://chat.example.com'), name);
      assert.ok(policy.get(name)?.includes('https://www.googletagmanager.com'), name);
    }
    assert.deepEqual(policy.get('object-src'), ["'none'"]);
  });

  test('a value that is not an http(s) address is ignored, never written into the policy', () => {
    const config = configJson({ ...BASE, AD_SERVER_URL: "javascript:alert(1)'; script-src *" });
    assert.equal('thirdParty' in config, false);
    assert.doesNotMatch(contentSecurityPolicy(config), /javascript|script-src \*/);
  });
});

describe("a server-rendered page's nonce", () => {
  test("allows that response's inline scripts and the page's first script by its hash, and nothing else inline", () => {
    const config = configJson(BASE);
    assert.deepEqual(directives(contentSecurityPolicy(config, { nonce: 'abc123', shellPage: true })).get('script-src'), [
      "'self'",
      EARLY_TAP_SOURCE,
      "'nonce-abc123'",
    ]);
    assert.doesNotMatch(contentSecurityPolicy(config, { nonce: 'abc123' }), /script-src[^;]*unsafe-inline/);
  });
});
