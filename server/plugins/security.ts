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
    // Named optimisation "helmet built once" (docs/PERFORMANCE.md register): helmet's middleware
    // is built here, once; @fastify/helmet, its plain path, builds it on every request (its CSP
    // directives parsed each time, about 6 % of the server's CPU a set save).
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
      // Pagination of `GET routines/shared` travels in headers; downloads name their file.
      exposedHeaders: ['X-Total-Count', 'X-Total-Pages', 'X-Page', 'Retry-After', 'Content-Disposition'],
      // Every authenticated call is preflighted (Authorization is not a CORS-safelisted header):
      // browsers keep the answer this long (Chromium's cap is 2 h; without it, 5 s).
      maxAge: 7200,
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
    const corsAllowed = new Set(corsOrigins);
    app.addHook('onRequest', async (request, reply) => {
      const cookieValue = request.cookies[XSRF_COOKIE];
      if (!cookieValue) {
        // Set straight as a header (the cookie plugin merges any cookie a route sets after it).
        reply.header('set-cookie', `${XSRF_COOKIE}=${randomBytes(24).toString('base64url')}${xsrfAttributes}`);
        return;
      }
      if (!UNSAFE.has(request.method) || !request.url.startsWith('/api/')) return;
      // A page of a listed origin (CORS_ORIGINS) cannot read this host's cookie to echo it, yet
      // its browser sends that cookie when it calls with credentials from the same site (another
      // subdomain or port). The browser writes Origin itself (no script can change it) and the
      // operator vouched for that origin; what protects its calls is the token in Authorization,
      // which no browser adds on its own (SECURITY.md, "cross-origin clients").
      const origin = request.headers.origin;
      if (origin !== undefined && corsAllowed.has(origin)) return;
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
