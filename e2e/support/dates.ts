import type { Locator, Page } from '@playwright/test';
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

/** Types `text` (dd-mm-yyyy) into a date field as a user does, key by key, over what it held. */
export async function typeDate(field: Locator, text: string): Promise<void> {
  await field.clear();
  await field.pressSequentially(text);
  await field.blur();
}

const MONTH = new Intl.DateTimeFormat('es-ES', { month: 'long' });

/**
 * Picks `day` in the calendar of the date field `field`: its "Elegir en el calendario" button, then
 * the month arrows until the day's cell shows, then the cell.
 */
export async function pickDate(page: Page, field: Locator, day: Date): Promise<void> {
  await field.locator('xpath=..').getByRole('button', { name: 'Elegir en el calendario' }).click();
  const calendar = page.getByRole('application', { name: 'Calendario' });
  const name = new RegExp(`\\b${day.getDate()} de ${MONTH.format(day)} de ${day.getFullYear()}$`);
  const cell = calendar.getByRole('button', { name }).and(calendar.locator(':not([data-outside-range])'));
  for (let step = 0; step < 24 && !(await cell.isVisible()); step++) {
    await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
  }
  await cell.click();
}
