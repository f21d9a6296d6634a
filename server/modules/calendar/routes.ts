import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buildCalendar } from '../../domain/calendar/ics';
import { createFeed, feedContent, feedOwner, findFeed, revokeFeed } from './repository';
import { getReminderSettings, saveReminderSettings, unsubscribe } from './reminders-repository';
import { HttpError } from '../../plugins/errors';
import {
  calendarFeedCreated,
  calendarFeedStatus,
  errors,
  FEED_FILE,
  feedParams,
  htmlBody,
  icsBody,
  messageResponse,
  reminderSettings,
  secretParams,
} from './schemas';
import { unsubscribePage } from './unsubscribe-page';

const security = [{ token: [] }];

/** Feed requests per address (or IP) and window: calendar apps poll every few hours at most. */
const FEED_MAX = 60;
const FEED_WINDOW_SECONDS = 15 * 60;
/**
 * Unknown feed or unsubscribe addresses one client (IP, or IPv6 /64) may ask for per window,
 * counted in memory before any database work. A calendar app polling a revoked feed
 * misses a few times an hour at most (Apple Calendar's shortest refresh is 5 minutes: 3 per
 * window); 30 leaves room for a household or a calendar service polling several revoked feeds
 * from one address, and stops a guessing run after 30 tries.
 */
const MISSES_MAX = 30;
/** MISSES_MAX, or 0 (off) where the per-IP limits are off (RATE_LIMIT_PER_IP=0): a guess writes nothing anyway. */
const missesMax = (app: { config: { rateLimit: { perIp: number } } }) =>
  app.config.rateLimit.perIp === 0 ? 0 : MISSES_MAX;

type CalendarApp = Parameters<FastifyPluginAsyncZod>[0];

/** The private calendar feed's switch in the profile. */
function feedRoutes(app: CalendarApp): void {
  const feedUrl = (secret: string) => `${app.config.appUrl}/api/calendar/${secret}.ics`;

  app.get(
    '/users/me/calendar-feed',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['calendar'],
        security,
        summary: "Whether the caller's calendar feed is on",
        response: { 200: calendarFeedStatus, ...errors(401, 403) },
      },
    },
    async (request) => {
      const feed = await findFeed(app.db, request.user!.id);
      return { activo: feed !== null, creado: feed?.createdAt.toISOString() ?? null };
    },
  );

  app.post(
    '/users/me/calendar-feed',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['calendar'],
        security,
        summary: 'Turn the calendar feed on, or give it a new address (the old one stops working)',
        description: 'The address is answered only here, once: the server keeps only a hash of its secret.',
        response: { 201: calendarFeedCreated, ...errors(401, 403) },
      },
    },
    async (request, reply) => {
      const { secret, createdAt } = await createFeed(app.db, request.user!.id);
      return reply.code(201).send({ activo: true, creado: createdAt.toISOString(), url: feedUrl(secret) });
    },
  );

  app.delete(
    '/users/me/calendar-feed',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['calendar'],
        security,
        summary: 'Turn the calendar feed off (its address stops working)',
        response: { 200: messageResponse, ...errors(401, 403, 404) },
      },
    },
    async (request) => {
      if (!(await revokeFeed(app.db, request.user!.id)))
        throw new HttpError(404, 'El calendario no está activado', 'FEED_OFF');
      return { message: 'Calendario desactivado' };
    },
  );
}

/** The address calendar apps poll: `/api/calendar/<secret>.ics`. */
function icsRoute(app: CalendarApp): void {
  const misses = app.limitMisses({
    name: 'calendar-feed-misses',
    max: missesMax(app),
    windowSeconds: FEED_WINDOW_SECONDS,
  });
  const perAddress = app.limit({
    name: 'calendar-feed',
    max: FEED_MAX,
    windowSeconds: FEED_WINDOW_SECONDS,
    // Per address: calendar services poll many users' feeds from the same few IPs.
    key: (req) => (req.params as { file?: string }).file,
  });
  app.get(
    '/calendar/:file',
    {
      // Guessed addresses are limited per client from memory; valid polls are not counted there.
      onRequest: misses.onRequest,
      onResponse: misses.onResponse,
      schema: {
        tags: ['calendar'],
        summary: 'The private iCalendar feed (`/api/calendar/<secret>.ics`), for calendar apps',
        description:
          'text/calendar. An unknown, revoked or replaced secret is 404; past 30 of those from one client (IP, or ' +
          'IPv6 /64) in 15 minutes, 429 until the window ends. 60 requests per address and 15 minutes.',
        params: feedParams,
        response: { 200: icsBody, ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      const secret = FEED_FILE.exec(request.params.file)?.[1];
      const userId = secret ? await feedOwner(app.db, secret) : null;
      if (userId === null) throw new HttpError(404, 'Calendario no encontrado', 'FEED_NOT_FOUND');
      // Counted in the shared counters only once the address is a feed: a guess writes nothing.
      await perAddress(request, reply);
      const body = buildCalendar({ ...(await feedContent(app.db, userId)), host: new URL(app.config.appUrl).hostname });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=900')
        .header('content-disposition', 'inline; filename="forja.ics"')
        .send(body);
    },
  );
}

/** The e-mail reminders: their settings, and the unsubscribe address each mail carries. */
function reminderRoutes(app: CalendarApp): void {
  const misses = app.limitMisses({
    name: 'unsubscribe-misses',
    max: missesMax(app),
    windowSeconds: FEED_WINDOW_SECONDS,
  });
  app.get(
    '/users/me/reminders',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['calendar'],
        security,
        summary: "The caller's e-mail reminder settings",
        response: { 200: reminderSettings, ...errors(401, 403) },
      },
    },
    async (request) => getReminderSettings(app.db, request.user!.id),
  );

  app.put(
    '/users/me/reminders',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['calendar'],
        security,
        summary: 'Turn e-mail reminders on or off, at a local hour (0-23) of an IANA time zone',
        body: reminderSettings,
        response: { 200: reminderSettings, ...errors(400, 401, 403) },
      },
    },
    async (request) => saveReminderSettings(app.db, request.user!.id, request.body),
  );

  app.get(
    '/reminders/unsubscribe/:token',
    {
      schema: {
        tags: ['calendar'],
        summary: "A reminder's unsubscribe link: a page with one button that turns reminders off",
        description:
          'Opening the link changes nothing (mail scanners open links); the button posts to the same address.',
        params: secretParams,
        response: { 200: htmlBody },
      },
    },
    async (request, reply) => reply.type('text/html; charset=utf-8').send(unsubscribePage('confirm', request.url)),
  );

  app.post(
    '/reminders/unsubscribe/:token',
    {
      // Unknown secrets per client from memory first, then the shared per-IP counter.
      onRequest: [
        misses.onRequest,
        app.limit({ name: 'unsubscribe', max: FEED_MAX, windowSeconds: FEED_WINDOW_SECONDS, key: 'ip' }),
      ],
      onResponse: misses.onResponse,
      schema: {
        tags: ['calendar'],
        summary: "Turn reminders off without signing in (RFC 8058 one-click, or the page's button)",
        params: secretParams,
        response: { 200: htmlBody, ...errors(404, 429) },
      },
    },
    async (request, reply) => {
      if (!(await unsubscribe(app.db, request.params.token)))
        throw new HttpError(404, 'Enlace de baja no válido', 'UNSUBSCRIBE_NOT_FOUND');
      return reply.type('text/html; charset=utf-8').send(unsubscribePage('done', request.url));
    },
  );
}

/** The private calendar feed and the e-mail reminders (docs/PRODUCT.md §19). */
const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058 one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form: nothing in it is read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, _b, done) => done(null, undefined),
  );
  feedRoutes(app);
  icsRoute(app);
  reminderRoutes(app);
};

export default calendarRoutes;
