import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app';
import { refusingDb } from '../test-support/refusing-db';
import { route } from './route';

const double = {
  method: 'POST',
  path: '/test/double',
  body: z.object({ count: z.number() }),
  response: z.object({ doubled: z.number() }),
  summary: 'Doubles',
} as const;

describe('a contract route on Fastify', () => {
  let app: FastifyInstance;
  before(async () => {
    app = await buildApp({ db: refusingDb(), config: { corsOrigins: [], publicApiUrl: 'http://api.test' } });
    route(app, double, async ({ body }) => ({ doubled: body.count * 2 }));
    // A handler whose answer the contract does not allow.
    route(app, { ...double, path: '/test/broken' }, async () => JSON.parse('{"doubled":"two"}'));
  });
  after(() => app.close());

  it('answers what the handler returns, checked with the response schema', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/double', payload: { count: 2 } });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { doubled: 4 });
  });

  it('refuses bad input with a 400 naming the field, and an empty body as {}', async () => {
    const wrong = await app.inject({ method: 'POST', url: '/test/double', payload: { count: 'two' } });
    assert.equal(wrong.statusCode, 400);
    assert.equal(wrong.json().message, 'count: Invalid input: expected number, received string');
    const empty = await app.inject({ method: 'POST', url: '/test/double' });
    assert.equal(empty.statusCode, 400);
    assert.match(empty.json().message, /^count: /);
  });

  it('never sends an answer the contract does not allow: a 500 that says so', async () => {
    const response = await app.inject({ method: 'POST', url: '/test/broken', payload: { count: 1 } });
    assert.equal(response.statusCode, 500);
    assert.equal(response.json().message, 'The server produced an invalid answer');
  });
});
