import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { contract, type EndpointDef } from '@valley/shared/api/contract';
import { ApiErrorBodySchema } from '@valley/shared/schemas/common';
import { buildApp } from './app';
import { issueAccessToken } from './auth/tokens';
import { type JsonSchema, toOpenApiPath, zodToJsonSchema } from './http/openapi';
import { DEFAULT_MEDIA_DIR } from './media/store';
import { seededApp, TEST_API_URL } from './test-support/seeded-app';
import { type Fixtures, loadFixtures, type RequestInput, validRequestOf } from './test-support/valid-requests';

// No input makes the API answer 5xx: fast-check sends valid, hostile and one-field-changed requests to every contract endpoint (decision 033).
// FC_SEED=<seed> replays a failure, FC_RUNS changes the runs, FC_SUMMARY=1 prints the answers per endpoint (`pnpm fuzz`).
const SEED = Number(process.env.FC_SEED ?? 20_260_611);
const RUNS = Number(process.env.FC_RUNS ?? 100);
// 414: Fastify's router answers a path segment longer than maxParamLength itself (FST_ERR_MAX_PARAM_LENGTH).
// 403 and 409 are answers a signed-in member gets for a valid-shaped request (not the board's, an address taken).
const ALLOWED = new Set([200, 304, 400, 401, 403, 404, 405, 409, 413, 414, 415, 429]);

const context = await seededApp();
// The bot check at difficulty 1: register and support bodies carry a solved token at no cost and
// so reach the code behind the check.
const app = await buildApp({ db: context.db, config: { corsOrigins: [], publicApiUrl: TEST_API_URL, mediaDir: DEFAULT_MEDIA_DIR, botCheckDifficulty: 1 } });
after(async () => {
  await app.close();
  await context.close();
});

const endpoints = Object.entries(contract as Record<string, EndpointDef>);

// ---------- values ----------

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const ODD_STRINGS = [
  '',
  ' ',
  'NaN',
  '-0',
  '1e309',
  '-1e309',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '0x10',
  '2147483648',
  '9007199254740993',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '..',
  '../..',
  '%',
  '%00',
  '%zz',
  '\u0000',
  '\uFFFF',
  '\uD800',
  "'; drop table pages; --",
  '%_\\',
  '*',
  '|',
  '||',
  'x|y',
  '2024-02-30|2024-03-01',
  '2024-13-01|2024-01-01',
  '2025-01-01|',
  '|2025-01-01',
  '9999-99-99|0000-00-00',
  '2025-06-01|2024-06-01',
  '2024-01-01T25:61:00Z|2024-01-02',
  'sideways',
  'NAME',
  'updated ',
  '<script>alert(1)</script>',
  '😀'.repeat(60),
  'é'.repeat(300),
  'pizzza',
  'penns cave',
  'beaver stadum',
  '   padded   ',
  'a'.repeat(201),
  'a'.repeat(301),
];

const oddString = fc.oneof(
  fc.constantFrom(...ODD_STRINGS),
  // Control characters (NUL above all) that a database may refuse in text.
  fc.string({ unit: fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', 'a', ' ', 'é'), minLength: 1, maxLength: 8 }),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  // Huge strings: up to ~20k characters.
  fc.tuple(fc.integer({ min: 1_000, max: 20_000 }), fc.constantFrom('x', 'é', '😀', '%', ' ')).map(([length, unit]) => unit.repeat(length / unit.length)),
);

const oddNumber = fc.oneof(
  fc.constantFrom(-0, 0, -1, 1.5, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e21, -1e21, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything JSON can carry, leaning on values a validator might get wrong. */
const oddValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    oddString,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), { maxKeys: 4 }),
  ),
})).value;

// ---------- the shape of each endpoint, read from its schemas ----------

const isRecord = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

function properties(schema: JsonSchema | undefined): { props: Record<string, JsonSchema>; required: string[] } {
  const props: Record<string, JsonSchema> = {};
  if (isRecord(schema?.properties)) for (const [key, value] of Object.entries(schema.properties)) if (isRecord(value)) props[key] = value;
  const required = Array.isArray(schema?.required) ? schema.required.filter((key): key is string => typeof key === 'string') : [];
  return { props, required };
}

/** Ids, slugs and paths found in the answers of the calls that need no input (a few from each). */
const harvested: Array<string | number> = [];
let memberToken: string | undefined;
let memberId: number | undefined;

function harvest(value: unknown, into: Set<string | number>, depth = 0): void {
  if (depth > 6 || into.size >= 40) return;
  if (Array.isArray(value)) value.slice(0, 20).forEach((item) => harvest(item, into, depth + 1));
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if ((key === 'slug' || key === 'id' || key === 'path') && (typeof item === 'string' || typeof item === 'number')) into.add(item);
      else harvest(item, into, depth + 1);
    }
  }
}

const harvestedOr = (fallback: string) => (harvested.length > 0 ? fc.constantFrom(...harvested) : fc.constant(fallback));

/** A value the schema probably accepts: cheap, so the 200 paths get exercised too. */
function sensible(schema: JsonSchema, key: string): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...(schema.enum as unknown[]));
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.anyOf) || Array.isArray(schema.oneOf)) {
    const members = ((schema.anyOf ?? schema.oneOf) as unknown[]).filter(isRecord);
    if (members.length > 0) return fc.oneof(...members.map((member) => sensible(member, key)));
  }
  const types = Array.isArray(schema.type) ? schema.type.filter((type) => type !== 'null') : [schema.type];
  const type = types[0];
  const description = typeof schema.description === 'string' ? schema.description : '';
  if (type === 'integer' || type === 'number') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 1;
    const max = typeof schema.maximum === 'number' ? schema.maximum : 60;
    const low = Math.max(min, -1_000);
    return fc.integer({ min: Math.ceil(low), max: Math.floor(Math.max(low, Math.min(max, low + 60))) });
  }
  if (type === 'boolean') return fc.boolean();
  if (type === 'array') {
    const items = isRecord(schema.items) ? schema.items : {};
    const maxItems = typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 3) : 3;
    return fc.array(sensible(items, key), { maxLength: maxItems });
  }
  if (type === 'object') {
    const { props, required } = properties(schema);
    const model = Object.fromEntries(Object.entries(props).map(([name, value]) => [name, sensible(value, name)]));
    return fc.record(model, { requiredKeys: required.filter((name) => name in model) });
  }
  if (type === 'string') {
    if (/date/i.test(key) || /startISO\|endISO/.test(description)) {
      return fc.tuple(fc.integer({ min: -60, max: 60 }), fc.integer({ min: 0, max: 200 })).map(([start, span]) => `${day(start)}|${day(start + span)}`);
    }
    if (/email|username/i.test(key) || schema.format === 'email') return fc.constantFrom('visitor@example.com', 'someone.else@example.org');
    if (/password/i.test(key)) return fc.constantFrom('correct horse', 'secret123');
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 200;
    const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
    return fc
      .oneof(fc.constantFrom('pizzza', 'penns cave', 'beaver stadum', 'park', 'headless-home', 'about', ''), harvestedOr('home').map(String))
      .map((text) => (text.length < minLength ? text.padEnd(minLength, 'a') : text.slice(0, maxLength)));
  }
  return fc.constant(undefined);
}

/** An object with the schema's own keys, each holding the wrong thing (or occasionally the right one). */
function hostileObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const { props } = properties(schema);
  const keys = Object.keys(props);
  if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 10 }), oddValue, { maxKeys: 3 });
  const model = Object.fromEntries(
    keys.map((key) => [key, fc.oneof({ weight: 3, arbitrary: oddValue }, { weight: 1, arbitrary: sensible(props[key] ?? {}, key) })]),
  );
  return fc
    .tuple(fc.record(model, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 10 }), oddValue, { maxKeys: 1 }))
    .map(([own, extra]) => ({ ...own, ...extra }));
}

type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string };

function bodies(schema: JsonSchema | undefined): { valid: fc.Arbitrary<Body>; hostile: fc.Arbitrary<Body> } {
  const shape = schema ?? {};
  const keys = Object.keys(properties(shape).props);
  const validValue = schema ? sensible(shape, 'body') : fc.constant({});
  const rawLiteral = fc
    .tuple(
      fc.constantFrom(...(keys.length > 0 ? keys : ['x'])),
      fc.constantFrom('1e309', '-1e309', '-0', '1e-400', '123456789012345678901234567890', '0.1e1', '"\\ud800"', '"\\u0000"'),
    )
    .map(([key, literal]): Body => ({ kind: 'raw', contentType: 'application/json', text: `{"${key}":${literal}}` }));
  return {
    valid: validValue.map((value): Body => ({ kind: 'json', value })),
    hostile: fc.oneof(
      { weight: 4, arbitrary: hostileObject(shape).map((value): Body => ({ kind: 'json', value })) },
      { weight: 2, arbitrary: oddValue.map((value): Body => ({ kind: 'json', value })) },
      { weight: 1, arbitrary: rawLiteral },
      { weight: 1, arbitrary: fc.string({ maxLength: 40 }).map((text): Body => ({ kind: 'raw', contentType: 'application/json', text })) },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'),
            fc.string({ maxLength: 40 }),
          )
          .map(([contentType, text]): Body => ({ kind: 'raw', contentType, text })),
      },
      { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    ),
  };
}

type Query = Array<[string, string]>;

/** encodeURIComponent throws on lone surrogates; those are sent as invalid UTF-8 bytes instead. */
const encode = (text: string) =>
  text
    .split(/([\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF])/)
    .map((part, index) => (index % 2 === 1 ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');
const encodePair = ([key, value]: [string, string]) => `${encode(key)}=${encode(value)}`;
/** A value as text in a URL: objects (a changed field may hold one) as JSON. */
const asText = (value: unknown): string => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
const asQueryValues = (value: unknown): string[] => (Array.isArray(value) ? value.map(asText) : value === undefined ? [] : [asText(value)]);
/** A query object as the client sends it: lists as `key[]=a&key[]=b`. */
const queryString = (value: unknown) =>
  Object.entries(isRecord(value) ? value : {})
    .flatMap(([key, item]) => asQueryValues(item).map((entry): [string, string] => [Array.isArray(item) ? `${key}[]` : key, entry]))
    .map(encodePair)
    .join('&');

function queries(schema: JsonSchema | undefined): { valid: fc.Arbitrary<string>; hostile: fc.Arbitrary<string> } {
  const { props } = properties(schema);
  const keys = Object.keys(props);
  const valid = schema ? sensible(schema, 'query').map(queryString) : fc.constant('');
  const key = fc.oneof(
    fc.constantFrom(...(keys.length > 0 ? keys : ['q'])),
    fc.constantFrom(...(keys.length > 0 ? keys : ['q'])).map((name) => `${name}[]`),
    fc.string({ maxLength: 10 }),
    fc.constantFrom('__proto__', 'constructor', '[]', 'a[b]', 'a[][]'),
  );
  const value = fc.oneof(oddString, oddNumber.map(String));
  const pairs: fc.Arbitrary<Query> = fc.array(fc.tuple(key, value), { maxLength: 8 });
  const hostile = fc.oneof(
    { weight: 4, arbitrary: pairs.map((list) => list.map(encodePair).join('&')) },
    // Raw fragments: broken escapes, empty keys, brackets.
    {
      weight: 1,
      arbitrary: fc
        .array(fc.constantFrom('%', '%zz', '&&', '=', '==', 'a[=1', '[]=1', `${keys[0] ?? 'q'}[]=`, '%E0%A4%A', '%ED%A0%80=1', '+'), { maxLength: 5 })
        .map((parts) => parts.join('&')),
    },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 1, max: 200 }).map((count) => Array.from({ length: count }, (_, index) => `${keys[0] ?? 'q'}[]=${index}`).join('&')),
    },
  );
  return { valid, hostile };
}

const ODD_SEGMENTS = [
  '%ED%A0%80',
  '%C0%AF',
  '%FF',
  '..',
  '.',
  '%2F',
  '%2e%2e',
  '%2e%2e%2F%2e%2e',
  '%00',
  '%',
  '%zz',
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  'NaN',
  '1e309',
  'null',
  '%20',
  '~',
  '_',
  '-',
  'A',
];

function pathParams(endpoint: EndpointDef, schema: JsonSchema | undefined): { valid: fc.Arbitrary<string>; hostile: fc.Arbitrary<string> } {
  const { params } = toOpenApiPath(endpoint.path);
  const { props } = properties(schema);
  const fill = (segments: fc.Arbitrary<string>[]) =>
    fc.tuple(...segments).map((values) => {
      let index = 0;
      return endpoint.path.replace(/:[A-Za-z0-9_]+(\([^)]*\))?\??|\*$/g, () => values[index++] ?? '');
    });
  if (params.length === 0) return { valid: fc.constant(endpoint.path), hostile: fc.constant(endpoint.path) };
  const validSegment = (key: string) =>
    fc
      .oneof(sensible(props[key] ?? { type: 'string' }, key), harvestedOr('home'))
      .map((value) => (key === '*' ? String(value).split('/').map(encode).join('/') : encode(String(value))));
  const hostileSegment = (key: string) =>
    fc.oneof(
      fc.constantFrom(...ODD_SEGMENTS),
      fc.string({ maxLength: 40 }).map(encode),
      fc.string({ unit: 'grapheme', maxLength: 20 }).map(encode),
      fc.integer({ min: 250, max: 3_000 }).map((length) => 'a'.repeat(length)),
      validSegment(key).map((value) => `${value}${'x'.repeat(3)}`),
      ...(key === '*'
        ? [fc.array(fc.constantFrom(...ODD_SEGMENTS, 'about', 'plan', 'getting-here'), { minLength: 1, maxLength: 6 }).map((parts) => parts.join('/'))]
        : []),
    );
  return {
    valid: fill(params.map((param) => validSegment(param.key))),
    hostile: fill(params.map((param) => fc.oneof(validSegment(param.key), hostileSegment(param.key)))),
  };
}

// ---------- requests ----------

type Auth = 'none' | 'garbage' | 'member';

interface Request {
  path: string;
  query: string;
  body: Body;
  auth: Auth;
  /** Another client address per request, so per-address throttles do not answer everything. */
  remoteAddress?: string;
}

function requests(endpoint: EndpointDef): fc.Arbitrary<Request> {
  const params = pathParams(endpoint, endpoint.params ? zodToJsonSchema(endpoint.params, 'input') : undefined);
  const query = queries(endpoint.query ? zodToJsonSchema(endpoint.query, 'input') : undefined);
  const body =
    endpoint.method === 'GET'
      ? { valid: fc.constant<Body>({ kind: 'none' }), hostile: fc.constant<Body>({ kind: 'none' }) }
      : bodies(endpoint.body ? zodToJsonSchema(endpoint.body, 'input') : undefined);
  const auth: fc.Arbitrary<Auth> =
    endpoint.auth === 'bearer'
      ? fc.constantFrom<Auth>(...(memberToken ? (['none', 'garbage', 'member', 'member'] as const) : (['none', 'garbage'] as const)))
      : fc.constant<Auth>('none');
  const valid = fc.record({ path: params.valid, query: query.valid, body: body.valid, auth });
  const hostile = fc.record({
    path: fc.oneof({ weight: 1, arbitrary: params.valid }, { weight: 2, arbitrary: params.hostile }),
    query: fc.oneof({ weight: 1, arbitrary: query.valid }, { weight: 2, arbitrary: query.hostile }),
    body: fc.oneof({ weight: 1, arbitrary: body.valid }, { weight: 3, arbitrary: body.hostile }),
    auth,
  });
  return fc.oneof({ weight: 1, arbitrary: valid }, { weight: 3, arbitrary: hostile });
}

function injectOptions(endpoint: EndpointDef, request: Request): InjectOptions {
  const headers: Record<string, string> = {};
  if (request.auth === 'garbage') headers.authorization = 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
  if (request.auth === 'member' && memberToken) headers.authorization = `Bearer ${memberToken}`;
  const options: InjectOptions = { method: endpoint.method, url: `${request.path}${request.query ? `?${request.query}` : ''}`, headers };
  if (request.remoteAddress) options.remoteAddress = request.remoteAddress;
  if (request.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(request.body.value) ?? '';
  } else if (request.body.kind === 'raw') {
    headers['content-type'] = request.body.contentType;
    options.payload = request.body.text;
  }
  return options;
}

const describeRequest = (options: InjectOptions) =>
  `${options.method} ${options.url}${options.payload === undefined ? '' : ` body(${String(options.headers?.['content-type'])}): ${String(options.payload).slice(0, 300)}`}`;

function checkAnswer(endpoint: EndpointDef, request: Request, response: LightMyRequestResponse, options: InjectOptions): void {
  const where = `${describeRequest(options)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  assert.ok(ALLOWED.has(response.statusCode), `unexpected status: ${where}`);
  const ok = response.statusCode === 200 || response.statusCode === 304;
  if (!ok) assert.match(String(response.headers['content-type']), /^application\/json/, `error answers are JSON: ${where}`);
  const body: unknown = ok ? undefined : JSON.parse(response.body);
  if (endpoint.auth === 'bearer' && request.auth !== 'member') {
    // Without a live token the route answers 401, whatever the input; only requests Fastify turns
    // away before any route (undecodable URL, over-long segment, no matching route) answer otherwise.
    const code = (body as { code?: unknown } | undefined)?.code;
    const message = String((body as { message?: unknown } | undefined)?.message ?? '');
    const beforeRoute = (typeof code === 'string' && code.startsWith('FST_ERR_')) || /^Route \w+ .* not found$/.test(message);
    if (!beforeRoute) assert.equal(response.statusCode, 401, `a bearer call without a live token: ${where}`);
  }
  if (ok) return;
  const parsed = ApiErrorBodySchema.safeParse(body);
  assert.ok(parsed.success, `error body is { statusCode, error, message }: ${where}`);
  assert.equal(parsed.data.statusCode, response.statusCode, where);
  assert.ok(parsed.data.message.trim().length > 0, `error message is not empty: ${where}`);
}

// ---------- a valid request with one field changed ----------

type Part = 'params' | 'query' | 'body';
type FieldPath = [Part, ...Array<string | number>];
type Change = { kind: 'set'; value: unknown } | { kind: 'delete' };
interface Mutation {
  path: FieldPath;
  change: Change;
  remoteAddress: string;
}

/** Dates a form or a script may send that are not days of the calendar, or outside what the engines handle. */
const BAD_DATES = [
  '9999-12-31',
  '0000-01-01',
  '2031-02-30',
  '2027-06-01T25:00',
  '2027-06-01T23:60',
  '2027-13-01',
  '2027-04-31',
  '10000-01-01',
  '1899-12-31',
  '2101-01-01',
  '2027-06-01T12:00+25:00',
  '2027-06-01T24:00',
];
const BAD_WINDOWS = [
  '2026-01-01|9999-12-31',
  '0000-01-01|2026-01-01',
  '2031-02-30|2031-03-01',
  '2027-06-01T25:00|2027-06-02',
  '9999-12-31|9999-12-31',
  '0001-01-01|9999-12-31',
];
const BAD_NUMBERS: unknown[] = [0, -1, 13, 32, 53, 1_001, 2_147_483_648, 1e21, 1.5, '13', '0', '-1', '', null];
/** The values the issue's reports used first, tried in every field before the random runs. */
const FIRST_DATES = ['9999-12-31', '0000-01-01', '2031-02-30', '2027-06-01T25:00'];
const FIRST_WINDOWS = ['2026-01-01|9999-12-31', '0000-01-01|2026-01-01', '2031-02-30|2031-03-01'];

const looksLikeDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);
const looksLikeNumber = (value: unknown) => typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value));

/** The value with a NUL character in it (in the middle of a string; alone for anything else). */
const withNul = (value: unknown, at = 0.5) => {
  if (typeof value !== 'string' || value.length === 0) return 'a\u0000b';
  const index = Math.floor(value.length * at);
  return `${value.slice(0, index)}\u0000${value.slice(index)}`;
};

/** Every field of a request, nested ones (list items, itinerary stops) included. */
function fieldPaths(input: RequestInput): FieldPath[] {
  const paths: FieldPath[] = [];
  const walk = (value: unknown, path: FieldPath) => {
    if (path.length > 1) paths.push(path);
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else if (isRecord(value)) for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  for (const part of ['params', 'query', 'body'] as const) if (input[part] !== undefined) walk(input[part], [part]);
  return paths;
}

function valueAt(input: RequestInput, [part, ...path]: FieldPath): unknown {
  let value: unknown = input[part];
  for (const key of path) value = isRecord(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[key] : undefined;
  return value;
}

function mutated(input: RequestInput, { path: [part, ...path], change }: Mutation): RequestInput {
  const copy = structuredClone(input);
  if (path.length === 0) return change.kind === 'set' ? { ...copy, [part]: change.value } : { ...copy, [part]: undefined };
  let parent = (copy[part] ??= {}) as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (change.kind === 'delete') delete parent[last];
  else parent[last] = change.value;
  return copy;
}

/** What to put in a field instead of its valid value: leaning on the kind of value it holds. */
function changesFor(original: unknown): fc.Arbitrary<Change> {
  const set = (value: fc.Arbitrary<unknown>) => value.map((item): Change => ({ kind: 'set', value: item }));
  const options: Array<{ weight: number; arbitrary: fc.Arbitrary<Change> }> = [
    { weight: 3, arbitrary: set(fc.double({ min: 0, max: 1, noNaN: true }).map((at) => withNul(original, at))) },
    { weight: 2, arbitrary: set(oddValue) },
    { weight: 1, arbitrary: fc.constant<Change>({ kind: 'delete' }) },
  ];
  if (typeof original === 'string') {
    options.push({ weight: 2, arbitrary: set(oddString) });
    options.push({ weight: 1, arbitrary: set(fc.constantFrom(original.toUpperCase(), ` ${original} `, original.repeat(60), `${original}😀`, 'Funday', '')) });
  }
  if (looksLikeDate(original)) options.push({ weight: 5, arbitrary: set(fc.constantFrom(...(String(original).includes('|') ? BAD_WINDOWS : BAD_DATES))) });
  if (looksLikeNumber(original)) options.push({ weight: 3, arbitrary: set(fc.constantFrom(...BAD_NUMBERS)) });
  if (Array.isArray(original))
    options.push({
      weight: 2,
      arbitrary: set(
        fc.constantFrom<unknown>(
          ['Funday'],
          [0],
          [-1],
          [null],
          Array.from({ length: 200 }, (_, index) => index + 1),
          'Mon,Funday',
        ),
      ),
    });
  return fc.oneof(...options);
}

const clientAddress = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`);

function mutations(input: RequestInput): fc.Arbitrary<Mutation> | null {
  const paths = fieldPaths(input);
  // An unknown field beside the known ones: strict bodies refuse it, the others drop it.
  if (input.body !== undefined) paths.push(['body', 'unexpected_field']);
  if (paths.length === 0) return null;
  return fc
    .tuple(
      fc.constantFrom(...paths).chain((path) => changesFor(valueAt(input, path)).map((change) => ({ path, change }))),
      clientAddress,
    )
    .map(([{ path, change }, remoteAddress]) => ({ path, change, remoteAddress }));
}

/** The issue's reports, in every field of the valid request: a NUL in it, and out-of-range or unreal dates. */
function firstMutations(input: RequestInput): Mutation[] {
  return fieldPaths(input).flatMap((path): Mutation[] => {
    const original = valueAt(input, path);
    if (isRecord(original) || Array.isArray(original)) return [];
    const values = [
      withNul(original),
      ...(looksLikeDate(original) ? (String(original).includes('|') ? FIRST_WINDOWS : FIRST_DATES) : []),
      ...(looksLikeNumber(original) ? [0, 2_147_483_648] : []),
    ];
    return values.map((value) => ({ path, change: { kind: 'set', value }, remoteAddress: '10.0.0.1' }));
  });
}

/** The request the API receives for request parts. */
function toRequest(endpoint: EndpointDef, input: RequestInput, remoteAddress?: string): Request {
  const path = endpoint.path.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?\??|\*$/g, (_match, name: string | undefined) => {
    const value = input.params?.[name ?? '*'];
    if (value === undefined) return '';
    return name === undefined ? asText(value).split('/').map(encode).join('/') : encode(asText(value));
  });
  const body: Body = endpoint.method === 'GET' ? { kind: 'none' } : { kind: 'json', value: input.body ?? {} };
  return { path, query: queryString(input.query), body, auth: endpoint.auth === 'bearer' ? 'member' : 'none', ...(remoteAddress ? { remoteAddress } : {}) };
}

/** Answers per endpoint, for the summary of a long run. */
const summary: Array<{ endpoint: string; statuses: Record<number, number> }> = [];

// ---------- the property, one per endpoint ----------

let fixtures: Fixtures;
/** Differs on every valid request built: fresh addresses for calls throttled per address. */
let unique = 0;

before(async () => {
  for (const [, endpoint] of endpoints) {
    if (endpoint.params || endpoint.auth || !app.hasRoute({ method: endpoint.method, url: endpoint.path })) continue;
    const response = await app.inject({ method: endpoint.method, url: endpoint.path, ...(endpoint.method === 'GET' ? {} : { payload: {} }) });
    const found = new Set<string | number>();
    if (response.statusCode === 200) harvest(response.json(), found);
    for (const item of found) if (!harvested.includes(item)) harvested.push(item);
  }
  const { rows } = await context.db.query<{ id: number; email: string }>(`select id, email from users order by (role = 'Board') desc, id limit 1`);
  const member = rows[0];
  assert.ok(member, 'the seed has a member to sign in as');
  memberId = Number(member.id);
  memberToken = (await issueAccessToken(context.db, memberId)).token;
  fixtures = await loadFixtures(app, context.db, { id: memberId, email: member.email }, memberToken);
});

after(() => {
  if (!process.env.FC_SUMMARY) return;
  const width = Math.max(...summary.map((row) => row.endpoint.length));
  let total = 0;
  let failed = 0;
  const lines = summary.map(({ endpoint, statuses }) => {
    const count = Object.values(statuses).reduce((sum, value) => sum + value, 0);
    const server = Object.entries(statuses).reduce((sum, [status, value]) => sum + (Number(status) >= 500 ? value : 0), 0);
    total += count;
    failed += server;
    const spread = Object.entries(statuses)
      .map(([status, value]) => `${status}×${value}`)
      .join(' ');
    return `${endpoint.padEnd(width)}  ${String(count).padStart(6)} requests  ≥500: ${server}  ${spread}`;
  });
  console.info(
    `\nfuzz summary (FC_SEED=${SEED}, FC_RUNS=${RUNS}): ${summary.length} endpoints, ${total} requests, ${failed} answers ≥ 500\n${lines.join('\n')}`,
  );
});

it('every endpoint that takes input has a valid request to change one field of', () => {
  const missing = endpoints.filter(([name, endpoint]) => (endpoint.params || endpoint.query || endpoint.body) && !validRequestOf(name)).map(([name]) => name);
  assert.deepEqual(missing, [], 'add them to test-support/valid-requests.ts');
});

describe(`no input makes the API answer 5xx (FC_SEED=${SEED}, ${RUNS} runs per endpoint)`, () => {
  for (const [name, endpoint] of endpoints) {
    it(`${endpoint.method} ${endpoint.path} (${name})`, async (t) => {
      if (!app.hasRoute({ method: endpoint.method, url: endpoint.path })) {
        t.skip('declared in the contract but not routed yet');
        return;
      }
      // A live token for every endpoint: POST /api/logout (or a password reset) revokes the one before.
      if (memberId !== undefined) memberToken = (await issueAccessToken(context.db, memberId)).token;
      const statuses: Record<number, number> = {};
      summary.push({ endpoint: `${endpoint.method} ${endpoint.path}`, statuses });
      const keys = Object.keys(properties(endpoint.body ? zodToJsonSchema(endpoint.body, 'input') : undefined).props);
      // The issue's own bad inputs come first, every time: an unknown slug, an unknown sort, malformed
      // dates, and huge, NUL-holding and wrong-typed values in each field on its own.
      const withParams = (value: string) => endpoint.path.replace(/:[A-Za-z0-9_]+(\([^)]*\))?\??|\*$/g, value);
      const queryKeys = Object.keys(properties(endpoint.query ? zodToJsonSchema(endpoint.query, 'input') : undefined).props);
      const hostileValues: unknown[] = ['sideways', '2024-02-30|nope', 'x'.repeat(20_000), 'a\u0000b', { nested: [[[]]] }, -0, 1e21];
      // Signed in where the call needs it: the bad value reaches the validation, not only the token check.
      const auth: Auth = endpoint.auth === 'bearer' ? 'member' : 'none';
      const hostileExamples: Request[] = [
        { path: withParams('no-such-thing-at-all'), query: '', body: { kind: 'none' }, auth },
        { path: withParams('%00'), query: '', body: { kind: 'none' }, auth },
        ...(endpoint.method === 'GET'
          ? []
          : [{ order: 'sideways' }, { dates: '2024-02-30|nope' }, ...hostileValues.flatMap((value) => keys.map((key) => ({ [key]: value })))].map(
              (value): Request => ({ path: withParams('home'), query: '', body: { kind: 'json', value }, auth }),
            )),
        ...(queryKeys.length === 0
          ? []
          : hostileValues
              .filter((value): value is string | number => typeof value !== 'object')
              .flatMap((value) =>
                queryKeys.map((key): Request => ({ path: withParams('home'), query: encodePair([key, String(value)]), body: { kind: 'none' }, auth })),
              )),
      ];

      // The valid request must be accepted as it is; then each run changes one of its fields.
      const valid = validRequestOf(name);
      let changed: fc.Arbitrary<Mutation> | null = null;
      let firstChanges: Mutation[] = [];
      if (valid) {
        const { input, status = 200 } = await valid(fixtures, unique++);
        const options = injectOptions(endpoint, toRequest(endpoint, input));
        const response = await app.inject(options);
        assert.equal(
          response.statusCode,
          status,
          `the valid request of ${name} (test-support/valid-requests.ts): ${describeRequest(options)} → ${response.statusCode} ${response.body.slice(0, 300)}`,
        );
        changed = mutations(input);
        firstChanges = firstMutations(input);
      }

      type Run = { request: Request } | { mutation: Mutation };
      const plain = requests(endpoint).map((request): Run => ({ request }));
      const runs = changed ? fc.oneof({ weight: 1, arbitrary: plain }, { weight: 2, arbitrary: changed.map((mutation): Run => ({ mutation })) }) : plain;
      const examples: Run[] = [...hostileExamples.map((request): Run => ({ request })), ...firstChanges.map((mutation): Run => ({ mutation }))];
      try {
        await fc.assert(
          fc.asyncProperty(runs, async (run) => {
            const request =
              'request' in run ? run.request : toRequest(endpoint, mutated((await valid!(fixtures, unique++)).input, run.mutation), run.mutation.remoteAddress);
            const options = injectOptions(endpoint, request);
            const response = await app.inject(options);
            statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
            // A logout (or a reset) revoked the token: sign in again for the next run.
            if (request.auth === 'member' && response.statusCode === 401 && memberId !== undefined)
              memberToken = (await issueAccessToken(context.db, memberId)).token;
            checkAnswer(endpoint, request, response, options);
          }),
          // The examples come on top of the runs: an endpoint with many body fields would otherwise spend every run on them.
          { seed: SEED, numRuns: RUNS + examples.length, examples: examples.map((example) => [example]) },
        );
      } catch (error) {
        // fast-check keeps the failed assertion as the cause: show both, with the seed to replay it.
        const cause = (error as Error).cause;
        const detail = cause instanceof Error ? `\n${cause.message}` : '';
        throw new Error(`FC_SEED=${SEED} ${endpoint.method} ${endpoint.path}: ${(error as Error).message}${detail}`, { cause: error });
      }
      t.diagnostic(`statuses ${JSON.stringify(statuses)}`);
    });
  }
});
