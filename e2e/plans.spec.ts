import { expect, test, type Page } from '@playwright/test';
import { addDays, getISODay } from 'date-fns';
import type { Plan } from '../src/lib/contract-plans';
import { createVerifiedUser, signIn } from './support/accounts';
import { browserToday, isoDate, pickDate, wireDate } from './support/dates';

/** The first day on or after `from` that falls on `weekday` (1 Monday .. 7 Sunday). */
function firstOn(from: Date, weekday: number): Date {
  return addDays(from, (weekday - getISODay(from) + 7) % 7);
}

/** A calendar event of the routine `name` on `date`, moving to the next month when the day is not drawn. */
async function expectEvent(page: Page, date: Date, name: string) {
  const cell = page.locator(`[role="cell"][data-date="${isoDate(date)}"]`);
  if ((await cell.count()) === 0) await page.locator('.fc-next-button').first().click();
  await expect(cell.locator('[role="button"]', { hasText: name }).first()).toBeVisible();
}

test('a user creates a three-day programme in the wizard and sees its sessions on the calendar', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);

  // "Sugerencias": "Crear programa" sits beside "Generar Rutina".
  await page.goto('/dashboard/routines?tab=sugerencias');
  await expect(page.getByRole('button', { name: 'Generar Rutina' })).toBeVisible();
  await page.getByRole('link', { name: 'Crear programa' }).click();
  await expect(page).toHaveURL(/\/dashboard\/programas\/nuevo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear programa' })).toBeVisible();

  const next = () => page.getByRole('button', { name: 'Siguiente' }).click();
  const step = (name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  await step('Experiencia');
  await page.getByText('Menos de 6 meses', { exact: true }).click();
  await next();

  await step('Días');
  for (const day of ['Lunes', 'Miércoles', 'Viernes']) await page.getByText(day, { exact: true }).click();
  await page.getByLabel('Sesiones a la semana').selectOption('3');
  await next();

  await step('Duración');
  await page.getByLabel(/Semanas del bloque/).selectOption('4');
  await page.getByText('45 min', { exact: true }).click();
  await next();

  await step('Material');
  await expect(page.getByRole('checkbox', { name: 'Gimnasio completo' })).toBeChecked();
  await next();

  await step('Qué evitar');
  await next();

  // Starting today, so this week's or next week's cells carry the sessions.
  await step('Inicio');
  const today = browserToday();
  // Picked in the calendar, as a user does; the field then reads dd-mm-yyyy.
  await pickDate(page, page.getByLabel('Fecha de inicio'), today);
  await expect(page.getByLabel('Fecha de inicio')).toHaveValue(wireDate(today));
  const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/plans'));
  await page.getByRole('button', { name: 'Crear programa' }).click();
  const response = await created;
  expect(response.status(), await response.text()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({
    experiencia: 'menos_6_meses',
    dias: [1, 3, 5],
    sesiones_semana: 3,
    semanas: 4,
    duracion_min: 45,
    equipamiento: ['gimnasio'],
    fecha_inicio: isoDate(today),
  });
  const plan = (await response.json()) as Plan;
  expect(plan.sesiones).toHaveLength(3);
  expect(plan.sesiones.map((s) => s.dia).sort()).toEqual([1, 3, 5]);

  // The plan view: its name, the weeks x sessions grid, a card per session.
  await expect(page).toHaveURL(new RegExp(`/dashboard/programas/${plan.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: plan.nombre })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Objetivo de cada sesión por semana' });
  await expect(grid.getByRole('row')).toHaveCount(1 + plan.semanas);
  await expect(page.getByRole('article')).toHaveCount(3);

  // The calendar shows each session on its first day of the block.
  await page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('link', { name: 'Calendario' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  for (const session of plan.sesiones) {
    await expectEvent(page, firstOn(today, session.dia), session.nombre);
  }

  // And the programmes list has it.
  await page.goto('/dashboard/programas');
  await expect(page.getByRole('link', { name: plan.nombre })).toHaveAttribute(
    'href',
    `/dashboard/programas/${plan.id}`,
  );
});
