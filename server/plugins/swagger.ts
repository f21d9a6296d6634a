import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document from the route schemas, browsable at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Forja API',
          description:
            'API de Forja. Autenticación: cabecera `Authorization: <token>` (sin prefijo; `Bearer <token>` también se acepta).',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // swagger-ui's own policy, made as strict as the app's: no framing, no upgrade to https
      // (the server may be reached over plain http on a local network), no third-party hosts.
      transformStaticCSP: (header) =>
        header
          .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
          .replace(/\s*upgrade-insecure-requests;?/, '')
          .replace(/ https:/g, '')
          .replace(' validator.swagger.io', ''),
    });
  },
  { name: 'swagger' },
);
