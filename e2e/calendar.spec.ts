import { randomUUID } from 'node:crypto';
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

  // Drag with intermediate mouse moves, as a person would, with both days on screen: on a
  // Sunday, tomorrow is in the month's next row, which may start below the window.
  const targetCell = page.locator(`[role="cell"][data-date="${to}"]`);
  await targetCell.scrollIntoViewIfNeeded();
  await eventIn(from).scrollIntoViewIfNeeded();
  const source = (await eventIn(from).boundingBox())!;
  const target = (await targetCell.boundingBox())!;
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

test('the calendar shows what was done: finished sessions stay done on their day after the routine moves', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const { nombre } = await routineForToday(request, user.token);
  const headers = await apiHeaders(request, user.token);
  const call = async (url: string, data: unknown) => {
    const response = await request.post(url, { data, headers });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { id: number; rutina_id: number | null };
  };
  // An empty workout (no routine) and a session of today's routine, both finished today.
  const free = await call('/api/workouts', { cliente_id: randomUUID(), nombre: 'Sesión libre' });
  await call(`/api/workouts/${free.id}/finish`, {});
  const planned = (await (await request.get('/api/user-routines', { headers })).json()) as {
    rutinas: { rutina_id: number }[];
  };
  const routineSession = await call('/api/workouts', {
    cliente_id: randomUUID(),
    rutina_id: planned.rutinas[0]!.rutina_id,
  });
  await call(`/api/workouts/${routineSession.id}/finish`, {});

  const today = browserToday();
  const from = isoDate(today);
  const to = isoDate(addDays(today, 1));
  await signIn(page, user);

  // The overview: the last finished session's day, not "—".
  const lastTile = page.getByText('Último entrenamiento').locator('..');
  await expect(lastTile).toContainText(wireDate(today));

  await page.goto('/dashboard/calendar');
  const events = (date: string) => page.locator(`[role="cell"][data-date="${date}"] [role="button"]`);
  await expect(events(from).filter({ hasText: `${nombre} (hecho)` })).toHaveCount(1);
  await expect(events(from).filter({ hasText: 'Sesión libre (hecho)' })).toHaveCount(1);

  // Move the routine to tomorrow by dragging today's (done) event, both days on screen.
  const targetCell = page.locator(`[role="cell"][data-date="${to}"]`);
  await targetCell.scrollIntoViewIfNeeded();
  await events(from).filter({ hasText: nombre }).scrollIntoViewIfNeeded();
  const source = (await events(from).filter({ hasText: nombre }).boundingBox())!;
  const target = (await targetCell.boundingBox())!;
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/user-routines/'),
  );
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);

  // Both sessions are still done today, the routine is planned tomorrow; the same after a reload.
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(events(from)).toHaveCount(2);
    await expect(events(from).filter({ hasText: `${nombre} (hecho)` })).toHaveCount(1);
    await expect(events(from).filter({ hasText: 'Sesión libre (hecho)' })).toHaveCount(1);
    await expect(events(to).filter({ hasText: `${nombre} (planificado)` })).toHaveCount(1);
  }
  // A done session opens its page in the history.
  await events(from).filter({ hasText: 'Sesión libre' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/history/${free.id}$`));
});
