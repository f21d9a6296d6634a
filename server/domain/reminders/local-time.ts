/** A moment as read on a wall clock of one time zone: the date, the hour and the weekday. */
export interface LocalMoment {
  /** YYYY-MM-DD. */
  date: string;
  /** 0-23. */
  hour: number;
  /** 1 Monday .. 7 Sunday. */
  weekday: number;
}

const WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const formats = new Map<string, Intl.DateTimeFormat>();

/** `now` in `timeZone` (an IANA name the runtime knows). */
export function localMoment(now: Date, timeZone: string): LocalMoment {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    weekday: WEEKDAY[parts.weekday!]!,
  };
}
