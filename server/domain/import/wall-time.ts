import { APP_TIME_ZONE } from '../profile';

/** Minutes `tz` is ahead of UTC at `instant`. */
function offsetMinutes(instant: number, tz: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tz,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant a clock in Madrid showed this date and time (the exports write local time with no
 * zone; the product's users are in Spain). Out-of-range parts give an invalid Date.
 */
export function madridWallTime(y: number, mo: number, d: number, h: number, mi: number, s: number): Date {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return new Date(NaN);
  const naive = Date.UTC(y, mo - 1, d, h, mi, s);
  const first = naive - offsetMinutes(naive, APP_TIME_ZONE) * 60_000;
  return new Date(naive - offsetMinutes(first, APP_TIME_ZONE) * 60_000);
}
