import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openApiOptions } from '../http/openapi';

export const DOCS_PREFIX = '/docs';

/**
 * Swagger UI at /docs and the JSON at /docs/json. Registered before the routes, which it reads as they are added;
 * the UI's files are served from the plugin, so the page works offline.
 */
export async function registerDocs(app: FastifyInstance, { publicApiUrl }: { publicApiUrl: string }): Promise<void> {
  await app.register(swagger, openApiOptions({ serverUrl: publicApiUrl }));
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { deepLinking: true }, validatorUrl: false, staticCSP: true });
}
