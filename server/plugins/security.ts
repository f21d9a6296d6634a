import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { HttpError } from './errors';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Security headers (helmet, with a CSP that fits the built app), CORS limited to CORS_ORIGINS,
 * the XSRF double-submit check, and the rate-limit plugin (limits are set per route).
 */
export default fp<{ corsOrigins: string[]; secureCookies: boolean }>(
  async (app, { corsOrigins, secureCookies }) => {
    // helmet's middleware, built once: @fastify/helmet built it again on every request (its CSP
    // directives parsed each time, about 5 % of the server's CPU per set save, docs/PERFORMANCE.md).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Emotion (Chakra UI) and FullCalendar inject <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The installable app (vite.config.ts `installableApp`): its own service worker and manifest.
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
    );
    await app.register(cors, {
      origin: corsOrigins.length ? corsOrigins : false,
      credentials: true,
      allowedHeaders: ['Authorization', 'Content-Type', 'reset-token', XSRF_HEADER],
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // Pagination of `GET routines/shared` travels in headers.
      exposedHeaders: ['X-Total-Count', 'X-Total-Pages', 'X-Page', 'Retry-After'],
    });
    await app.register(cookie);
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: ctx.statusCode,
        message: `Too many attempts, try again in ${Math.ceil(ctx.ttl / 1000)} seconds`,
        code: 'RATE_LIMITED',
      }),
    });

    // XSRF (double submit): the server hands every browser a random cookie; the web client
    // echoes it in a header on state-changing calls. A request that carries the cookie but not
    // the matching header did not come from our page. Clients without the cookie (other API
    // clients) authenticate with the Authorization header alone and are not affected.
    // The cookie's attributes, serialized once: path /, SameSite strict, Secure over https, and not
    // httpOnly (the web client must read it).
    const xsrfAttributes = app
      .serializeCookie(XSRF_COOKIE, '', {
        path: '/',
        sameSite: 'strict',
        secure: secureCookies,
        httpOnly: false,
      })
      .slice(`${XSRF_COOKIE}=`.length);
    app.addHook('onRequest', async (request, reply) => {
      const cookieValue = request.cookies[XSRF_COOKIE];
      if (!cookieValue) {
        // Set straight as a header (the cookie plugin merges any cookie a route sets after it).
        reply.header('set-cookie', `${XSRF_COOKIE}=${randomBytes(24).toString('base64url')}${xsrfAttributes}`);
        return;
      }
      if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
      // The unsubscribe address carries its own secret: its page's button needs no XSRF header.
      if (request.url.startsWith('/api/reminders/unsubscribe/')) return;
      const header = request.headers[XSRF_HEADER];
      if (typeof header !== 'string' || !sameSecret(header, cookieValue)) {
        throw new HttpError(403, 'Invalid or missing XSRF token', 'XSRF');
      }
    });
  },
  { name: 'security' },
);
