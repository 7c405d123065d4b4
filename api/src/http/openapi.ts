import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contract as siteContract, type EndpointDef } from '@valley/shared/api/contract';
import { ApiErrorBodySchema } from '@valley/shared/schemas/common';

// The OpenAPI document at /docs is made from the routes' own zod schemas, so it cannot drift from what the server validates (decision 039).
// Request parts are documented as accepted (zod `io: 'input'`), answers as sent (`output`).

export type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, JsonSchema>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

export const BEARER_SCHEME = 'bearerAuth';
const ERROR_SCHEMA = 'ApiError';
const WILDCARD = '*';

interface PathParam {
  /** The name in the OpenAPI path (`{name}`). */
  name: string;
  /** The key in the contract's params schema (`*` for the rest of the path). */
  key: string;
  rest: boolean;
}

/** `/nav/get/:name` → `/nav/get/{name}`; a trailing `*` becomes `{path}`; `:name(regex)` and `:name?` lose their decoration. */
export function toOpenApiPath(path: string): { path: string; params: PathParam[] } {
  const params: PathParam[] = [];
  let converted = path.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?\??/g, (_token, name: string) => {
    params.push({ name, key: name, rest: false });
    return `{${name}}`;
  });
  if (converted.endsWith(WILDCARD)) {
    const name = params.some((param) => param.name === 'path') ? 'rest' : 'path';
    params.push({ name, key: WILDCARD, rest: true });
    converted = `${converted.slice(0, -1)}{${name}}`;
  }
  return { path: converted, params };
}

const isRecord = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);

function appendDescription(schema: JsonSchema, note: string): void {
  const current = typeof schema.description === 'string' ? schema.description : '';
  if (current.includes(note)) return;
  schema.description = current ? `${current} ${note}` : note;
}

interface ZodInternals {
  _zod?: { def?: { type?: string; coerce?: boolean; checks?: Array<{ _zod?: { def?: { check?: string; error?: unknown } } }> } };
}

/** The message of a `.refine(fn, message)` check, when it has a fixed one. */
function refinementMessage(error: unknown): string | undefined {
  if (typeof error !== 'function') return undefined;
  try {
    const message: unknown = error({ code: 'custom', input: undefined, path: [] });
    return typeof message === 'string' && message.length > 0 ? message : undefined;
  } catch {
    return undefined;
  }
}

/** What JSON Schema cannot say (coerced numeric strings, refinements) goes into `description`. */
const describeUnrepresentable = (io: 'input' | 'output') => (ctx: { zodSchema: unknown; jsonSchema: unknown }) => {
  const def = (ctx.zodSchema as ZodInternals)._zod?.def;
  const target = ctx.jsonSchema as JsonSchema;
  if (!def) return;
  if (io === 'input' && def.coerce) appendDescription(target, `A ${def.type ?? 'value'} written as a string is accepted too.`);
  for (const check of def.checks ?? []) {
    if (check._zod?.def?.check !== 'custom') continue;
    const message = refinementMessage(check._zod.def.error);
    appendDescription(target, message ? `Checked by the server: ${message}.` : 'Further checked by the server.');
  }
};

/** zod → JSON Schema as the document writes it; transforms and other unrepresentable parts become `{}`. */
export function zodToJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', override: describeUnrepresentable(io) }) as JsonSchema;
  delete json.$schema;
  return json;
}

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
});

const ERROR_RESPONSES = {
  BadRequest: errorResponse('The request is invalid: the message names the failing field.'),
  Unauthorized: errorResponse('The bearer token is missing, unknown or expired.'),
  NotFound: errorResponse('No such record or route.'),
  PayloadTooLarge: errorResponse('The body is larger than 1 MiB.'),
  UnsupportedMediaType: errorResponse('The body is not application/json.'),
  ServerError: errorResponse('The server failed; the message is generic.'),
  KeyReused: errorResponse('The Idempotency-Key was already used for a different request.'),
};

const REST_OF_PATH = 'The rest of the path: may hold several segments separated by `/` (each segment URL-encoded, the slashes not).';

const IDEMPOTENCY_PARAMETER: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'One key per submission (1–255 visible ASCII characters, e.g. a UUID), reused on its retries: a retry within 24 hours answers the first answer again instead of creating twice.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};
const responseRef = (name: keyof typeof ERROR_RESPONSES & string): JsonSchema => ({ $ref: `#/components/responses/${name}` });

const isArraySchema = (schema: JsonSchema): boolean =>
  schema.type === 'array' ||
  (Array.isArray(schema.type) && schema.type.includes('array')) ||
  (Array.isArray(schema.anyOf) && schema.anyOf.some((member) => isRecord(member) && isArraySchema(member)));

/** Query parameters as the server reads them: form style, lists as `key[]` (http/route.ts folds them). */
function queryParameter(parameter: JsonSchema): JsonSchema {
  if (parameter.in !== 'query') return parameter;
  const list = isRecord(parameter.schema) && isArraySchema(parameter.schema);
  const name = String(parameter.name);
  const notes = [
    typeof parameter.description === 'string' ? parameter.description : '',
    list ? `A list: send \`${name}[]=a&${name}[]=b\` (form style, exploded); \`${name}=a,b\` and repeated \`${name}=a\` are accepted too.` : '',
  ].filter(Boolean);
  return { ...parameter, name: list ? `${name}[]` : name, style: 'form', explode: true, ...(notes.length > 0 ? { description: notes.join(' ') } : {}) };
}

const tagOf = (path: string) => path.split('/').find((segment) => segment !== '' && !segment.startsWith(':') && segment !== WILDCARD) ?? 'root';

/** What the contract says of an operation beyond its schemas: errors, caching, keys, the body's need. */
function decorate(operation: JsonSchema, endpoint: EndpointDef): JsonSchema {
  const bearer = endpoint.auth === 'bearer';
  const publicGet = endpoint.method === 'GET' && !bearer;
  const parameters = [
    ...((operation.parameters as JsonSchema[] | undefined) ?? []).map(queryParameter),
    ...(endpoint.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
  ];
  const ok = (operation.responses as Record<string, JsonSchema>)['200'] ?? {};
  return {
    ...operation,
    ...(parameters.length > 0 ? { parameters } : {}),
    // The server reads an empty body as {}, so a body that {} satisfies may be left out.
    ...(endpoint.body ? { requestBody: { ...(operation.requestBody as JsonSchema), required: !endpoint.body.safeParse({}).success } } : {}),
    responses: {
      200: {
        ...ok,
        description: 'OK',
        ...(publicGet
          ? {
              headers: {
                ETag: { description: 'Send it back as If-None-Match to get a 304.', schema: { type: 'string' } },
                'Cache-Control': { description: 'public, max-age=60, stale-while-revalidate=300', schema: { type: 'string' } },
              },
            }
          : {}),
      },
      ...(publicGet ? { 304: { description: 'Not Modified: If-None-Match matched the current ETag.' } } : {}),
      400: responseRef('BadRequest'),
      ...(bearer ? { 401: responseRef('Unauthorized') } : {}),
      404: responseRef('NotFound'),
      ...(endpoint.body ? { 413: responseRef('PayloadTooLarge'), 415: responseRef('UnsupportedMediaType') } : {}),
      ...(endpoint.idempotent ? { 422: responseRef('KeyReused') } : {}),
      500: responseRef('ServerError'),
    },
  };
}

/**
 * @fastify/swagger's options for the routes of `contract`; other routes (health, media, the docs) and automatic HEAD routes are left out.
 * `serverUrl` is PUBLIC_API_URL, where "Try it out" calls go.
 */
export function openApiOptions({
  serverUrl,
  contract = siteContract,
}: {
  serverUrl: string;
  contract?: Record<string, EndpointDef>;
}): FastifyDynamicSwaggerOptions {
  const names = new Map(Object.entries(contract).map(([name, endpoint]) => [endpoint, name]));
  // Two transforms, as the override must know which side it describes: requests, then answers.
  const requestTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: describeUnrepresentable('input') } });
  const answerTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: describeUnrepresentable('output') } });
  const addRegisteredSchemas = createJsonSchemaTransformObject({ zodToJsonConfig: { override: describeUnrepresentable('output') } });
  const tags = [...new Set(Object.values(contract).map((endpoint) => tagOf(endpoint.path)))].toSorted();
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Happy Valley API',
        version: '1.0.0',
        description:
          'Generated from the zod schemas of `@valley/shared/api/contract`. Every non-2xx answer is `{ statusCode, error, message }`. ' +
          'Public GET answers carry an ETag and may be cached for a minute; bearer calls are never cached.',
      },
      servers: [{ url: serverUrl }],
      tags: tags.map((name) => ({ name })),
      components: {
        schemas: { [ERROR_SCHEMA]: zodToJsonSchema(ApiErrorBodySchema, 'output') },
        responses: ERROR_RESPONSES,
        securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', description: 'The access_token answered by POST /api/login.' } },
      },
    },
    transform: (document) => {
      const endpoint = document.route.config?.endpoint;
      const name = endpoint && names.get(endpoint);
      if (!endpoint || !name || document.route.method === 'HEAD') return { schema: { hide: true }, url: document.url };
      const schema: JsonSchema = { ...requestTransform(document).schema, response: (answerTransform(document).schema as JsonSchema).response };
      const { path, params } = toOpenApiPath(endpoint.path);
      // The rest of the path (`*`) is documented under a name OpenAPI can put in braces.
      const paramsSchema = schema.params as { properties?: Record<string, JsonSchema>; required?: string[] } | undefined;
      for (const param of params) {
        if (param.key === param.name || !paramsSchema?.properties?.[param.key]) continue;
        paramsSchema.properties[param.name] = { ...paramsSchema.properties[param.key], ...(param.rest ? { description: REST_OF_PATH } : {}) };
        delete paramsSchema.properties[param.key];
        paramsSchema.required = (paramsSchema.required ?? []).map((key) => (key === param.key ? param.name : key));
      }
      return {
        url: path,
        schema: {
          ...schema,
          operationId: name,
          summary: endpoint.summary,
          tags: [tagOf(endpoint.path)],
          ...(endpoint.auth === 'bearer' ? { security: [{ [BEARER_SCHEME]: [] }] } : {}),
        },
      };
    },
    transformObject: (document) => {
      // Schemas registered with an id (recursive ones must be) become components.
      const openapi = addRegisteredSchemas(document) as JsonSchema & { paths?: Record<string, Record<string, JsonSchema>> };
      for (const item of Object.values(openapi.paths ?? {})) {
        for (const [method, operation] of Object.entries(item)) {
          const endpoint = contract[String(operation.operationId)];
          if (endpoint) item[method] = decorate(operation, endpoint);
        }
      }
      return openapi as ReturnType<NonNullable<FastifyDynamicSwaggerOptions['transformObject']>>;
    },
  };
}
