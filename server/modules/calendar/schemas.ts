import { z } from 'zod';
import { errorResponses } from '../shared/schemas';

/** Bodies and answers of the feed switch and the reminder settings come from src/lib/contract-calendar.ts. */
export { calendarFeedCreated, calendarFeedStatus, reminderSettings } from '../../../src/lib/contract-calendar';
export { messageResponse } from '../../../src/lib/contract';

/** `{ message }` answers under these status codes. */
export const errors = errorResponses;

/** A feed address's last segment: the 43-character secret and `.ics`. */
export const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** `/calendar/{file}`: checked against FEED_FILE by the route, so a malformed one is a 404 like an unknown one. */
export const feedParams = z.object({ file: z.string().max(100) });

/** `/reminders/unsubscribe/{token}`. */
export const secretParams = z.object({ token: z.string().max(100) });

/** The feed itself. */
export const icsBody = z.string().describe('text/calendar');

/** The unsubscribe pages. */
export const htmlBody = z.string().describe('text/html');
