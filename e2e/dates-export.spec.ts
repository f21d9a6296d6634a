import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, createVerifiedUser, signIn } from './support/accounts';
import { browserToday, wireDate } from './support/dates';
import { routineForToday } from './support/routines';
import type { Workout } from '../src/lib/contract-training';

/** A finished session today through the API: one set of 8 × 62.5 kg of the routine's first exercise. */
async function seedSession(request: APIRequestContext, token: string) {
  const call = (method: 'post' | 'put', url: string, data?: unknown) => apiCall(request, token, method, url, data);
  const { id: rutina_id } = await routineForToday(request, token);
  const workout = (await call('post', '/api/workouts', { rutina_id, cliente_id: randomUUID() })) as Workout;
  const exercise = workout.ejercicios[0]!;
  await call('put', `/api/workouts/${workout.id}/sets/${randomUUID()}`, {
    ejercicio_sesion_id: exercise.id,
    orden: 1,
    medida: 'repeticiones',
    repeticiones: 8,
    kg: 62.5,
  });
  await call('post', `/api/workouts/${workout.id}/finish`, {});
  return exercise.nombre;
}

/** Clicks "Descargar historial (CSV)" in "Tus datos" and reads the file's bytes. */
async function downloadHistory(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('region', { name: 'Tus datos' }).getByRole('button', { name: 'Descargar historial (CSV)' }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(await file.path()) };
}

test('export: the history CSV opens in a Spanish Excel (; separator, decimal comma, BOM, dd-mm-yyyy), or as standard CSV', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, { nombre: 'Excel' });
  const exercise = await seedSession(request, user.token);
  await signIn(page, user);
  await page.goto('/dashboard/profile');

  const format = page.getByLabel('Formato del historial');
  await expect(format).toHaveValue('excel');
  const excel = await downloadHistory(page);
  expect(excel.name).toMatch(/^forja-historial-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...excel.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = excel.bytes.toString('utf8').slice(1).trimEnd().split('\n');
  expect(lines).toEqual([
    'Fecha;Rutina;Ejercicio;Serie;Kg;Repeticiones;RIR;Segundos;Metros;Notas',
    expect.stringMatching(new RegExp(`^${wireDate(browserToday())};[^;]+;${exercise};1;62,5;8;;;;$`)),
  ]);

  await format.selectOption('CSV estándar');
  const standard = (await downloadHistory(page)).bytes.toString('utf8').slice(1).trimEnd().split('\n');
  expect(standard[0]).toBe('Fecha,Rutina,Ejercicio,Serie,Kg,Repeticiones,RIR,Segundos,Metros,Notas');
  expect(standard[1]).toMatch(/^\d{4}-\d{2}-\d{2},.*,1,62\.5,8,,,,$/);
});

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('dates on screen read dd-mm-yyyy (profile) and "mar 17 nov 2026" (a session heading), never mm/dd', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, { nombre: 'Fechas' });
    await seedSession(request, user.token);
    await signIn(page, user);

    await page.goto('/dashboard/profile');
    const today = wireDate(browserToday());
    // "Fecha de alta": the day the account was made, dd-mm-yyyy and a 24 h time.
    await expect(page.getByText(new RegExp(`^${today} \\d{2}:\\d{2}$`))).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/\d{1,2}\/\d{1,2}\/\d{4}/);

    await page.goto('/dashboard/history');
    const heading = new Intl.DateTimeFormat('es-ES', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
      .format(browserToday())
      .replace(',', '');
    await expect(page.getByText(heading).first()).toBeVisible();
  });
});
