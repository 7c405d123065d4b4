import type { FastifyInstance } from 'fastify';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { contract } from '@valley/shared/api/contract';
import { buildOpenApiDocument } from '../http/openapi';

export const DOCS_PREFIX = '/docs';

/**
 * The OpenAPI document built from the contract (static mode: nothing is derived from Fastify's
 * own route table), with Swagger UI at /docs and the JSON at /docs/json. The UI's scripts and
 * styles are served from the plugin's own files, so the page works offline.
 */
export async function registerDocs(app: FastifyInstance, { publicApiUrl }: { publicApiUrl: string }): Promise<void> {
  const document = buildOpenApiDocument(contract, { serverUrl: publicApiUrl });
  // The plugin's types stop at OpenAPI 3.0; in static mode it serves the object as given.
  await app.register(swagger, { mode: 'static', specification: { document: document as unknown as StaticDocumentSpec['document'] } });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { deepLinking: true }, validatorUrl: false, staticCSP: true });
}
