/** Security headers on every answer and CORS limited to the site itself plus CORS_ORIGINS. */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The site loads everything from itself (fonts, images, scripts): the policy can stay 'self'. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // react-hot-toast injects its styles at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

async function securityPlugin(app: FastifyInstance, options: { corsOrigins: string[] }) {
  await app.register(helmet, {
    contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
  });

  const allowed = new Set(options.corsOrigins);
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const sameOrigin = (() => {
        if (!origin) return true;
        try {
          return new URL(origin).host === request.headers.host;
        } catch {
          return false;
        }
      })();
      callback(null, {
        origin: sameOrigin || (origin !== undefined && allowed.has(origin)) ? origin ?? false : false,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type'],
        exposedHeaders: ['Content-Disposition'],
        maxAge: 600,
      });
    },
  });
}

export default fp(securityPlugin, { name: 'security' });
