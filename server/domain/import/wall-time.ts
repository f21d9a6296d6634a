import { APP_TIME_ZONE } from '../profile';

/**
 * Built once: constructing an Intl.DateTimeFormat costs far more than using one (two per row
 * made reading a 20,000-row file take seconds of CPU).
 */
const madridParts = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** Minutes Madrid is ahead of UTC at `instant`. */
function offsetMinutes(instant: number): number {
  const parts = madridParts.formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a clock in Madrid showed this date and time (the exports write local time with no
 * zone; the product's users are in Spain). A day the calendar does not have (2024-02-30, which
 * Date.UTC would roll into March), an hour past 23 or a year below 1000 (Date.UTC maps 0-99 to
 * 1900-1999) gives an invalid Date.
 */
export function madridWallTime(y: number, mo: number, d: number, h: number, mi: number, s: number): Date {
  if (y < 1000 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return new Date(NaN);
  const naive = Date.UTC(y, mo - 1, d, h, mi, s);
  if (new Date(naive).getUTCDate() !== d) return new Date(NaN);
  const first = naive - offsetMinutes(naive) * 60_000;
  return new Date(naive - offsetMinutes(first) * 60_000);
}
