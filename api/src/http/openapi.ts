import { z } from 'zod';
import type { EndpointDef } from '@valley/shared/api/contract';
import { ApiErrorBodySchema } from '@valley/shared/schemas/common';

/**
 * Builds the OpenAPI 3.1 document served at /docs from the contract's zod schemas, so the
 * documentation cannot drift from what the server validates. Request parts are documented as
 * the server accepts them (zod `io: 'input'`), answers as it sends them (`io: 'output'`).
 */

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

export interface OpenApiOptions {
  /** Where the API is reached (PUBLIC_API_URL); "Try it out" calls go there. */
  serverUrl: string;
  title?: string;
  version?: string;
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

/**
 * `/nav/get/:name` → `/nav/get/{name}`; a trailing `*` (the rest of the path, slashes included)
 * becomes `{path}`. Fastify's `:name(regex)` and optional `:name?` forms lose their decoration.
 */
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

const pascal = (text: string) => text.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_match, _sep, char: string) => char.toUpperCase());

const componentName = (text: string) => text.replace(/[^A-Za-z0-9._-]/g, '_');

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

/**
 * zod → JSON Schema. What JSON Schema cannot say is written into `description` instead:
 * coerced values (numeric strings accepted) and refinements (their message). Transforms and
 * other unrepresentable parts become `{}` (any value) rather than failing the whole document.
 */
export function zodToJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  try {
    const json = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      override: (ctx) => {
        const def = (ctx.zodSchema as ZodInternals)._zod?.def;
        const target = ctx.jsonSchema as JsonSchema;
        if (!def) return;
        if (io === 'input' && def.coerce) appendDescription(target, `A ${def.type ?? 'value'} written as a string is accepted too.`);
        for (const check of def.checks ?? []) {
          if (check._zod?.def?.check !== 'custom') continue;
          const message = refinementMessage(check._zod.def.error);
          appendDescription(target, message ? `Checked by the server: ${message}.` : 'Further checked by the server.');
        }
      },
    }) as JsonSchema;
    delete json.$schema;
    return json;
  } catch (error) {
    return { description: `Not representable as JSON Schema (${(error as Error).message}).` };
  }
}

/**
 * Moves a converted schema's `$defs` into components (prefixed with `owner_`) and points its
 * `$ref`s there; a root self-reference (`#`) points at the owner's own component.
 */
function hoistDefinitions(json: JsonSchema, owner: string, schemas: Record<string, JsonSchema>): { schema: JsonSchema; selfReferencing: boolean } {
  let selfReferencing = false;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!isRecord(value)) return value;
    const result: JsonSchema = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') {
        if (item === '#') {
          selfReferencing = true;
          result[key] = `#/components/schemas/${owner}`;
        } else if (item.startsWith('#/$defs/')) {
          const [name = '', ...rest] = item.slice('#/$defs/'.length).split('/');
          result[key] = [`#/components/schemas/${componentName(`${owner}_${name}`)}`, ...rest].join('/');
        } else {
          result[key] = item;
        }
      } else {
        result[key] = rewrite(item);
      }
    }
    return result;
  };
  const { $defs: definitions, ...rest } = json;
  if (isRecord(definitions)) {
    for (const [name, definition] of Object.entries(definitions)) schemas[componentName(`${owner}_${name}`)] = rewrite(definition) as JsonSchema;
  }
  return { schema: rewrite(rest) as JsonSchema, selfReferencing };
}

/** A schema as a component, referenced from the operation. */
function componentRef(schema: z.ZodType, io: 'input' | 'output', owner: string, schemas: Record<string, JsonSchema>): JsonSchema {
  const { schema: json } = hoistDefinitions(zodToJsonSchema(schema, io), owner, schemas);
  schemas[owner] = json;
  return { $ref: `#/components/schemas/${owner}` };
}

/** The properties of an object schema (and of `allOf` members), with which of them are required. */
function objectProperties(json: JsonSchema): { properties: Record<string, JsonSchema>; required: Set<string> } {
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  const collect = (node: JsonSchema) => {
    if (isRecord(node.properties)) {
      for (const [key, value] of Object.entries(node.properties)) if (isRecord(value)) properties[key] = value;
    }
    if (Array.isArray(node.required)) for (const key of node.required) if (typeof key === 'string') required.add(key);
    if (Array.isArray(node.allOf)) for (const member of node.allOf) if (isRecord(member)) collect(member);
  };
  collect(json);
  return { properties, required };
}

const isArraySchema = (schema: JsonSchema): boolean =>
  schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')) ||
  (Array.isArray(schema.anyOf) && schema.anyOf.some((member) => isRecord(member) && isArraySchema(member)));

/** The request part of params/query as a plain object schema, `$defs` hoisted. */
function partSchema(schema: z.ZodType | undefined, owner: string, schemas: Record<string, JsonSchema>): JsonSchema {
  if (!schema) return {};
  const { schema: json, selfReferencing } = hoistDefinitions(zodToJsonSchema(schema, 'input'), owner, schemas);
  if (selfReferencing) schemas[owner] = json;
  return json;
}

function pathParameters(params: PathParam[], schema: JsonSchema): JsonSchema[] {
  const { properties } = objectProperties(schema);
  return params.map((param) => ({
    name: param.name,
    in: 'path',
    required: true,
    schema: properties[param.key] ?? { type: 'string' },
    ...(param.rest
      ? { description: 'The rest of the path: may hold several segments separated by `/` (each segment URL-encoded, the slashes not).' }
      : {}),
  }));
}

function queryParameters(schema: JsonSchema): JsonSchema[] {
  const { properties, required } = objectProperties(schema);
  return Object.entries(properties).map(([key, property]) => {
    const list = isArraySchema(property);
    const { description, ...rest } = property;
    const notes = [
      typeof description === 'string' ? description : '',
      list ? `A list: send \`${key}[]=a&${key}[]=b\` (form style, exploded); \`${key}=a,b\` and repeated \`${key}=a\` are accepted too.` : '',
    ].filter(Boolean);
    return {
      name: list ? `${key}[]` : key,
      in: 'query',
      required: required.has(key),
      style: 'form',
      explode: true,
      schema: rest,
      ...(notes.length > 0 ? { description: notes.join(' ') } : {}),
    };
  });
}

const errorResponse = (description: string): JsonSchema => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
});

const ERROR_RESPONSES: Record<string, JsonSchema> = {
  BadRequest: errorResponse('The request is invalid: the message names the failing field.'),
  Unauthorized: errorResponse('The bearer token is missing, unknown or expired.'),
  NotFound: errorResponse('No such record or route.'),
  PayloadTooLarge: errorResponse('The body is larger than 1 MiB.'),
  UnsupportedMediaType: errorResponse('The body is not application/json.'),
  ServerError: errorResponse('The server failed; the message is generic.'),
  KeyReused: errorResponse('The Idempotency-Key was already used for a different request.'),
};

const IDEMPOTENCY_PARAMETER: JsonSchema = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'One key per submission (1–255 visible ASCII characters, e.g. a UUID), reused on its retries: a retry within 24 hours answers the first answer again instead of creating twice.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
};
const responseRef = (name: keyof typeof ERROR_RESPONSES & string): JsonSchema => ({ $ref: `#/components/responses/${name}` });

export function buildOpenApiDocument(contract: Record<string, EndpointDef>, options: OpenApiOptions): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = { [ERROR_SCHEMA]: zodToJsonSchema(ApiErrorBodySchema, 'output') };
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();

  for (const [name, endpoint] of Object.entries(contract)) {
    const owner = componentName(pascal(name));
    const { path, params } = toOpenApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase();
    const tag = endpoint.path.split('/').find((segment) => segment !== '' && !segment.startsWith(':') && segment !== WILDCARD) ?? 'root';
    tags.add(tag);
    const bearer = endpoint.auth === 'bearer';
    const publicGet = endpoint.method === 'GET' && !bearer;

    const parameters = [
      ...pathParameters(params, partSchema(endpoint.params, `${owner}Params`, schemas)),
      ...(endpoint.query ? queryParameters(partSchema(endpoint.query, `${owner}Query`, schemas)) : []),
      ...(endpoint.idempotent ? [IDEMPOTENCY_PARAMETER] : []),
    ];

    let requestBody: JsonSchema | undefined;
    if (endpoint.body) {
      const reference = componentRef(endpoint.body, 'input', `${owner}Body`, schemas);
      const component = schemas[`${owner}Body`] ?? {};
      const hasRequired = Array.isArray(component.required) && component.required.length > 0;
      requestBody = {
        // The server reads an empty body as {}, so a body without required fields may be left out.
        required: hasRequired,
        content: { 'application/json': { schema: reference } },
      };
    }

    const responses: Record<string, JsonSchema> = {
      200: {
        description: 'OK',
        content: { 'application/json': { schema: componentRef(endpoint.response, 'output', `${owner}Response`, schemas) } },
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
    };

    const pathItem = (paths[path] ??= {});
    if (pathItem[method]) throw new Error(`The contract declares ${endpoint.method} ${endpoint.path} twice (second: ${name})`);
    pathItem[method] = {
      operationId: name,
      summary: endpoint.summary,
      tags: [tag],
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
      ...(bearer ? { security: [{ [BEARER_SCHEME]: [] }] } : {}),
    };
  }

  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Happy Valley API',
      version: options.version ?? '1.0.0',
      description:
        'Generated from the zod schemas of `@valley/shared/api/contract`. Every non-2xx answer is `{ statusCode, error, message }`. ' +
        'Public GET answers carry an ETag and may be cached for a minute; bearer calls are never cached.',
    },
    servers: [{ url: options.serverUrl }],
    tags: [...tags].toSorted().map((tagName) => ({ name: tagName })),
    paths,
    components: {
      schemas,
      responses: ERROR_RESPONSES,
      securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer', description: 'The access_token answered by POST /api/login.' } },
    },
  };
}
