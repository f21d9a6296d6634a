import { format } from 'date-fns';

/** The browser's time zone in the journeys (playwright.config.ts `timezoneId`). */
export const BROWSER_TIME_ZONE = 'Europe/Madrid';

/**
 * Today where the browser is, not where the test runs: a Date whose local fields are the
 * browser's wall clock (the two differ for an hour or two around midnight UTC).
 */
export function browserToday(): Date {
  return new Date(new Date().toLocaleString('en-US', { timeZone: BROWSER_TIME_ZONE }));
}

/** DD-MM-YYYY, the routine dates on the wire. */
export const wireDate = (d: Date) => format(d, 'dd-MM-yyyy');
/** YYYY-MM-DD, a calendar cell's `data-date`. */
export const isoDate = (d: Date) => format(d, 'yyyy-MM-dd');
