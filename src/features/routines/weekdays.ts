export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Key of `routines:weekdays` for a `dia` (1 Monday .. 7 Sunday), `none` otherwise (shown as N/A). */
export function weekdayKey(dia: number | null | undefined): `weekdays.${Weekday | 'none'}` {
  return WEEKDAYS.includes(dia as Weekday) ? `weekdays.${dia as Weekday}` : 'weekdays.none';
}
