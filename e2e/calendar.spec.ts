import { expect, test } from '@playwright/test';
import { addDays, endOfMonth, getISODay, startOfMonth, addMonths } from 'date-fns';
import { apiHeaders, createVerifiedUser, signIn } from './support/accounts';
import { browserToday, isoDate, wireDate } from './support/dates';
import { routineForToday } from './support/routines';

test('dragging a routine in the calendar moves it to another weekday', async ({ page, request }) => {
  const user = await createVerifiedUser(request);

  // A template routine on today's weekday, from the 1st of this month to the end of the next one.
  const { id, nombre } = await routineForToday(request, user.token);
  const today = browserToday();

  await signIn(page, user);
  await page.goto('/dashboard/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();

  const from = isoDate(today);
  const to = isoDate(addDays(today, 1));
  const eventIn = (date: string) =>
    page.locator(`[role="cell"][data-date="${date}"] [role="button"]`, { hasText: nombre });
  await expect(eventIn(from)).toHaveCount(1);
  await expect(eventIn(to)).toHaveCount(0);

  // Drag with intermediate mouse moves, as a person would.
  const source = (await eventIn(from).boundingBox())!;
  const target = (await page.locator(`[role="cell"][data-date="${to}"]`).boundingBox())!;
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/user-routines/${id}`),
  );
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
  const response = await saved;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toEqual({ dia: getISODay(addDays(today, 1)) });

  // After a reload the routine is on the new weekday, and its dates did not move.
  await page.reload();
  await expect(eventIn(to)).toHaveCount(1);
  await expect(eventIn(from)).toHaveCount(0);
  const stored = await request.get(`/api/user-routines/${id}`, { headers: await apiHeaders(request, user.token) });
  expect(await stored.json()).toMatchObject({
    dia: getISODay(addDays(today, 1)),
    fecha_inicio_rutina: wireDate(startOfMonth(today)),
    fecha_fin_rutina: wireDate(endOfMonth(addMonths(today, 1))),
  });
});

test('FullCalendar loads only on the calendar screen', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (['script', 'stylesheet'].includes(r.resourceType())) scripts.push(r.url());
  });
  // FullCalendar's code and CSS: in the calendar screen's chunk, or its own when several screens share it.
  const calendarChunk = (urls: string[]) => urls.filter((u) => /routine-calendar|calendar-page/.test(u));

  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(calendarChunk(scripts)).toEqual([]);

  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Rutinas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Calendario' })).toBeVisible();
  // The overview's compact week is drawn without FullCalendar (named optimisation "The compact week
  // without FullCalendar", docs/PERFORMANCE.md register).
  await expect(page.getByTestId('compact-week')).toHaveAttribute('aria-busy', 'false');
  await page.waitForLoadState('networkidle');
  expect(calendarChunk(scripts)).toEqual([]);
  await page.getByRole('link', { name: 'Ver vista completa' }).click();
  await expect(page.getByTestId('routine-calendar-month')).toBeVisible();
  expect(calendarChunk(scripts).length).toBeGreaterThan(0);
});
