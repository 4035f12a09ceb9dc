/** The API's OpenAPI description, made from the routes' zod schemas, and its pages at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

async function apiDocsPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Training centre API',
        version: '1.0.0',
        description: "The /api of the training centre's site and admin.",
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The API's description lists every route a stranger could probe: for signed-in staff (the
  // Authorization header, as the API asks) unless API_DOCS=public opens it.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    ...(app.config.apiDocs === 'staff' ? { uiHooks: { onRequest: app.requireStaff() } } : {}),
  });
}

export default fp(apiDocsPlugin, { name: 'api-docs', dependencies: ['auth'] });
