/**
 * Secrets that travel in a URL path, kept out of the log. The calendar feed's address,
 * a reminder's unsubscribe link and the e-mails' verification and reset links carry a secret
 * as a path segment, and a path reaches the log in many places: the request line of every
 * access log entry (`req.url`), Fastify's "Route … not found", warnings that quote the URL, an
 * error's message. Rather than chase each one, every line the logger writes passes through
 * redactSecretPaths (pino's `hooks.streamWrite`, set in app.ts for every level), which swaps the
 * segment after each of these prefixes for the route's parameter name, as the verification
 * route's own serializer already did (`/api/users/verify-email/:token`).
 *
 * The printed e-mails of a server without SMTP_URL are not log lines: they keep their links,
 * which the person running the server needs to follow.
 */

/** A path whose next segment is a secret, and what the log shows instead of the segment. */
export const SECRET_PATHS: readonly { prefix: string; shown: string }[] = [
  { prefix: '/api/calendar/', shown: ':file' }, // the feed: <secret>.ics
  { prefix: '/api/reminders/unsubscribe/', shown: ':token' },
  { prefix: '/api/users/verify-email/', shown: ':token' },
  // The web app's screens the mails link to (served by STATIC_DIR on the same origin).
  { prefix: '/password-reset-request/', shown: ':token' },
  { prefix: '/verificar/', shown: ':token' },
];

/** A slash, also doubled or percent-encoded: a mistyped address still carries a live secret. */
const SLASH = String.raw`(?:/|%2f)+`;
/** A segment: everything up to the next slash, query, fragment, quote, space or escape. */
const SEGMENT = String.raw`[^/?#\s"'<>\\]+`;

const patterns = SECRET_PATHS.map(({ prefix, shown }) => {
  const parts = prefix
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
  // Paths are matched whatever their case: the router would refuse `/API/…`, but the log would
  // still print it.
  return { re: new RegExp(`(${SLASH}${parts.join(SLASH)}${SLASH})${SEGMENT}`, 'gi'), shown };
});

/** The text with the secret segment of every SECRET_PATHS address replaced by its name. */
export function redactSecretPaths(text: string): string {
  let out = text;
  for (const { re, shown } of patterns) out = out.replace(re, `$1${shown}`);
  return out;
}
