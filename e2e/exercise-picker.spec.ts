import { expect, test, type Page } from '@playwright/test';
import { apiHeaders, createVerifiedUser, signIn } from './support/accounts';

interface Routine {
  rutina_id: number;
  ejercicios: { nombre: string; id_ejercicio_catalogo: number }[];
}

/** The names of the exercises the picker lists, top to bottom. */
const listed = (page: Page) =>
  page.getByRole('listbox', { name: 'Ejercicios' }).getByRole('option').locator('p:first-of-type').allTextContents();

test.use({ viewport: { width: 1280, height: 900 } });

test('the routine editor finds "hip thrust" and "lat pulldown", makes an own exercise and saves it in the routine', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const headers = await apiHeaders(request, user.token);
  const templates = (await (await request.get('/api/routines/filter', { headers })).json()) as { id_rutina: number }[];
  const created = await request.post('/api/user-routines', { data: { id_rutina: templates[0]!.id_rutina }, headers });
  const routine = (await created.json()) as Routine;

  await signIn(page, user);
  await page.goto(`/dashboard/routines/edit/${routine.rutina_id}`);
  const names = page.locator('[data-exercise-name]');
  await expect(names).toHaveCount(routine.ejercicios.length, { timeout: 15_000 });
  await page.getByLabel(/Fecha de inicio/).fill('2026-01-05');
  await page.getByLabel(/Fecha de fin/).fill('2026-03-29');
  await page.getByLabel(/Día de la semana/).selectOption({ label: 'Viernes' });

  await page.getByRole('button', { name: '+ Agregar Ejercicio' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar ejercicio' });
  const search = add.getByRole('combobox', { name: 'Buscar ejercicio' });
  await search.fill('hip thrust');
  await expect.poll(async () => (await listed(page))[0]).toBe('Empuje de cadera con barra');
  await search.fill('lat pulldown');
  await expect.poll(async () => (await listed(page))[0]).toMatch(/^Jalón al pecho/);

  // Nothing fits: an exercise of one's own, named after the search.
  await search.fill('Sentadilla con cinturón de cadera');
  await add.getByRole('button', { name: 'Crear ejercicio «Sentadilla con cinturón de cadera»' }).click();
  const form = add.getByRole('form', { name: 'Ejercicio propio' });
  await form.getByLabel(/Grupo muscular/).selectOption({ label: 'Cuádriceps' });
  await form.getByLabel(/Equipo/).selectOption({ label: 'Máquina' });
  await form.getByRole('button', { name: 'Crear ejercicio' }).click();
  await expect(add.getByText('Elegido: Sentadilla con cinturón de cadera')).toBeVisible();
  await add.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Ejercicio añadido' })).toBeVisible();
  await expect(names.last()).toHaveText('Sentadilla con cinturón de cadera');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Rutina actualizada correctamente.' }),
  ).toBeVisible();

  // Stored in the routine; the own exercise stays out of SPEC's catalogue, and in the user's picker.
  const stored = (await (await request.get(`/api/user-routines/${routine.rutina_id}`, { headers })).json()) as Routine;
  const own = stored.ejercicios.at(-1)!;
  expect(own.nombre).toBe('Sentadilla con cinturón de cadera');
  expect(own.id_ejercicio_catalogo).toBeGreaterThanOrEqual(1_000_000);
  const catalogue = (await (await request.get('/api/exercises', { headers })).json()) as { id: number }[];
  expect(catalogue.some((e) => e.id === own.id_ejercicio_catalogo)).toBe(false);
});

test('the catalogue page shows more than 5 a page on a desktop and finds English names', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await page.goto('/dashboard/exercises');
  const cards = page.getByRole('button', { name: /^Ver detalle de/ });
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  expect(await cards.count()).toBeGreaterThan(5);
  await page.getByLabel('Buscar ejercicio').fill('lat pulldown');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(cards.first()).toHaveAccessibleName(/Jalón al pecho/);
});
