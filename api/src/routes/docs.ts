import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openApiOptions } from '../http/openapi';

export const DOCS_PREFIX = '/docs';

/**
 * The OpenAPI document of the contract's routes, with Swagger UI at /docs and the JSON at
 * /docs/json. Registered before the routes, which it reads as they are added. The UI's scripts and
 * styles are served from the plugin's own files, so the page works offline.
 */
export async function registerDocs(app: FastifyInstance, { publicApiUrl }: { publicApiUrl: string }): Promise<void> {
  await app.register(swagger, openApiOptions({ serverUrl: publicApiUrl }));
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { deepLinking: true }, validatorUrl: false, staticCSP: true });
}
