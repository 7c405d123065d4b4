import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contract, type EndpointDef } from '@valley/shared/api/contract';
import { buildApp } from './app';
import { refusingDb } from './test-support/refusing-db';
import { BEARER_SCHEME, openApiOptions, toOpenApiPath, zodToJsonSchema, type OpenApiDocument } from './http/openapi';
import { route, serializeAnswer } from './http/route';

/** The document of a contract of its own, served by a bare Fastify with those routes. */
async function documentOf(endpoints: Record<string, EndpointDef>): Promise<OpenApiDocument> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializeAnswer);
  await app.register(swagger, openApiOptions({ serverUrl: 'http://x.test', contract: endpoints }));
  for (const endpoint of Object.values(endpoints)) route(app, endpoint, async () => ({}));
  await app.ready();
  return app.swagger() as unknown as OpenApiDocument;
}

// The docs never touch the database: a database that refuses everything keeps this file fast.
const noDb = refusingDb('no database in the docs tests');

const endpoints = Object.entries(contract as Record<string, EndpointDef>);

describe('OpenAPI document at /docs', () => {
  let app: FastifyInstance;
  let document: OpenApiDocument;

  before(async () => {
    app = await buildApp({ db: noDb, config: { corsOrigins: [], publicApiUrl: 'http://api.test' } });
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^application\/json/);
    document = response.json();
  });
  after(() => app.close());

  it('is OpenAPI 3.1 with the public API URL as its server', () => {
    assert.ok(document.openapi.startsWith('3.1'), document.openapi);
    assert.deepEqual(document.servers, [{ url: 'http://api.test' }]);
  });

  it('describes every contract endpoint under its converted path and method, with its summary', () => {
    for (const [name, endpoint] of endpoints) {
      const { path } = toOpenApiPath(endpoint.path);
      assert.doesNotMatch(path, /:|\*/, `${name}: ${path} still holds a Fastify token`);
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      assert.ok(operation, `${endpoint.method} ${path} (${name}) is missing`);
      assert.equal(operation.operationId, name);
      assert.equal(operation.summary, endpoint.summary);
      const responses = operation.responses as Record<string, unknown>;
      for (const status of ['200', '400', '404']) assert.ok(responses[status], `${name} lacks ${status}`);
      if (endpoint.body) assert.ok(operation.requestBody, `${name} lacks its request body`);
      // Every {name} in the path is a declared path parameter.
      const declared = ((operation.parameters ?? []) as Array<{ name: string; in: string }>).filter((p) => p.in === 'path').map((p) => p.name);
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      assert.deepEqual(declared.toSorted(), inPath.toSorted(), `${name}: path parameters`);
    }
    const operations = Object.values(document.paths).reduce((count, item) => count + Object.keys(item).length, 0);
    assert.equal(operations, endpoints.length, 'no operation outside the contract');
  });

  it('bearer endpoints carry the bearer security scheme and a 401; the others do not', () => {
    assert.deepEqual(document.components.securitySchemes[BEARER_SCHEME], {
      type: 'http',
      scheme: 'bearer',
      description: 'The access_token answered by POST /api/login.',
    });
    for (const [name, endpoint] of endpoints) {
      const operation = document.paths[toOpenApiPath(endpoint.path).path]?.[endpoint.method.toLowerCase()];
      const responses = operation?.responses as Record<string, unknown>;
      if (endpoint.auth === 'bearer') {
        assert.deepEqual(operation?.security, [{ [BEARER_SCHEME]: [] }], name);
        assert.ok(responses['401'], `${name} lacks 401`);
      } else {
        assert.equal(operation?.security, undefined, name);
        assert.equal(responses['401'], undefined, name);
      }
    }
  });

  it('every $ref points at a component that exists', () => {
    const refs = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (key === '$ref' && typeof item === 'string') refs.add(item);
          else walk(item);
        }
      }
    };
    walk(document);
    assert.ok(refs.size > 0);
    for (const ref of refs) {
      const [, section, name] = /^#\/components\/(schemas|responses)\/([^/]+)$/.exec(ref) ?? [];
      assert.ok(section && name, `unexpected $ref ${ref}`);
      assert.ok((document.components as unknown as Record<string, Record<string, unknown>>)[section]?.[name], `dangling $ref ${ref}`);
    }
  });

  it('documents query lists as key[] (form, exploded) and the error body on failures', () => {
    const newsSearch = document.paths['/news/search']?.get as { parameters: Array<Record<string, unknown>> } | undefined;
    const categories = newsSearch?.parameters.find((parameter) => parameter.name === 'categories[]');
    assert.equal(categories?.style, 'form');
    assert.equal(categories?.explode, true);
    assert.equal((categories?.schema as { type?: string } | undefined)?.type, 'array');
    assert.deepEqual(Object.keys((document.components.schemas.ApiError as { properties: object }).properties).toSorted(), ['error', 'message', 'statusCode']);
  });

  it('serves the Swagger UI page and its assets from this server (no CDN)', async () => {
    let response = await app.inject({ method: 'GET', url: '/docs' });
    for (let hops = 0; hops < 3 && response.statusCode >= 300 && response.statusCode < 400; hops += 1) {
      response = await app.inject({ method: 'GET', url: String(response.headers.location) });
    }
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/html/);
    assert.match(response.body, /swagger-ui/i);
    const assets = [...response.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '');
    assert.ok(assets.length >= 4, 'the page loads its scripts and styles');
    for (const asset of assets) {
      assert.ok(asset.startsWith('/docs/'), `asset ${asset} is not served by this API`);
      assert.equal((await app.inject({ method: 'GET', url: asset })).statusCode, 200, asset);
    }
    const initializer = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    assert.doesNotMatch(initializer.body, /validatorUrl: "http/, 'no external validator');
  });

  it('marks a request body required when the server refuses it empty', () => {
    // A favorite names what it favorites: {} is a 400, though the JSON Schema lists no required field.
    const favorite = document.paths['/api/favorites/create']?.post as { requestBody?: { required?: boolean } } | undefined;
    assert.equal(favorite?.requestBody?.required, true);
    const search = document.paths['/destinations/search']?.post as { requestBody?: { required?: boolean } } | undefined;
    assert.equal(search?.requestBody?.required, false, 'a search without filters may send no body');
  });

  it('docs answers are not publicly cached', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    assert.equal(response.headers.etag, undefined);
    assert.doesNotMatch(String(response.headers['cache-control']), /public/);
  });
});

describe('the OpenAPI document of a contract', () => {
  it('converts Fastify paths', () => {
    assert.deepEqual(toOpenApiPath('/nav/get/:name'), { path: '/nav/get/{name}', params: [{ name: 'name', key: 'name', rest: false }] });
    assert.deepEqual(toOpenApiPath('/page/get/*'), { path: '/page/get/{path}', params: [{ name: 'path', key: '*', rest: true }] });
  });

  it('documents what JSON Schema cannot say instead of failing', () => {
    const schema = z.object({
      when: z.string().refine((value) => value.includes('|'), 'when must be start|end'),
      page: z.coerce.number().int(),
      list: z.preprocess((value) => (Array.isArray(value) ? value : [value]), z.array(z.string())),
      parsed: z.string().transform(Number),
    });
    const input = zodToJsonSchema(schema, 'input') as { properties: Record<string, { type?: string; description?: string }> };
    assert.match(input.properties.when?.description ?? '', /when must be start\|end/);
    assert.match(input.properties.page?.description ?? '', /written as a string/);
    assert.equal(input.properties.list?.type, 'array');
    assert.equal(input.properties.parsed?.type, 'string');
    const output = zodToJsonSchema(schema, 'output') as { properties: Record<string, object> };
    assert.deepEqual(output.properties.parsed, {});
  });

  it('hoists recursive definitions into components and marks bearer calls', async () => {
    interface Node {
      name: string;
      children: Node[];
    }
    // A recursive schema is a component of its own: it carries an id.
    const NodeSchema: z.ZodType<Node> = z
      .object({
        name: z.string(),
        get children() {
          return z.array(NodeSchema);
        },
      })
      .meta({ id: 'TreeNode' });
    const doc = await documentOf({
      tree: {
        method: 'GET',
        path: '/tree/:id',
        params: z.object({ id: z.string() }),
        response: z.object({ a: NodeSchema, b: NodeSchema }),
        auth: 'bearer',
        summary: 'A tree',
      },
      self: { method: 'POST', path: '/self', body: NodeSchema, response: NodeSchema, summary: 'Itself' },
    });
    const text = JSON.stringify(doc);
    assert.doesNotMatch(text, /"#\/\$defs\/|"\$ref":"#"/);
    assert.ok(Object.keys(doc.components.schemas).some((name) => name.startsWith('TreeNode')));
    assert.deepEqual(doc.paths['/tree/{id}']?.get?.security, [{ [BEARER_SCHEME]: [] }]);
    assert.equal((doc.paths['/self']?.post?.requestBody as { required?: boolean } | undefined)?.required, true);
  });

  it('rejects a contract that declares one method and path twice', async () => {
    const twice = { method: 'GET', path: '/x', response: z.string(), summary: 'x' } as const;
    await assert.rejects(documentOf({ a: twice, b: twice }), /already declared/);
  });
});
