import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, createVerifiedUser, signIn, type E2EUser } from './support/accounts';

interface Routine {
  rutina_id: number;
  ejercicios: { nombre: string; orden: number }[];
}

/** The routine's exercise names in the order the server stores (orden ascending). */
const storedOrder = (routine: Routine) =>
  [...routine.ejercicios].sort((a, b) => a.orden - b.orden).map((e) => e.nombre);

/** A verified user holding a copy of a public routine with at least three exercises. */
async function userWithRoutine(request: APIRequestContext) {
  const user = await createVerifiedUser(request);
  const templates = await request.get('/api/routines/filter', { headers: await apiHeaders(request, user.token) });
  const template = ((await templates.json()) as { id_rutina: number; ejercicios: unknown[] }[]).find(
    (r) => r.ejercicios.length >= 3,
  );
  expect(template).toBeDefined();
  const created = await request.post('/api/user-routines', {
    data: { id_rutina: template!.id_rutina },
    headers: await apiHeaders(request, user.token),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const routine = (await created.json()) as Routine;
  /** The exercise names in the order the server stores now. */
  const stored = async () => {
    const answer = await request.get(`/api/user-routines/${routine.rutina_id}`, {
      headers: await apiHeaders(request, user.token),
    });
    return storedOrder((await answer.json()) as Routine);
  };
  return { user, routine, stored };
}

/** The editor of the routine, signed in, with its schedule filled so that "Guardar" passes. */
async function openEditor(page: Page, user: E2EUser, routine: Routine) {
  await signIn(page, user);
  await page.goto(`/dashboard/routines/edit/${routine.rutina_id}`);
  const names = page.locator('input[data-exercise-name]');
  // The first screen of a run waits for the server's first answers.
  await expect(names).toHaveCount(routine.ejercicios.length, { timeout: 15_000 });
  await page.getByLabel(/Fecha de inicio/).fill('2026-01-05');
  await page.getByLabel(/Fecha de fin/).fill('2026-03-29');
  await page.getByLabel(/Día de la semana/).selectOption({ label: 'Viernes' });
  return names;
}

const saved = (page: Page) =>
  expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Rutina actualizada correctamente.' })).toBeVisible();

test('an order changed in the form survives adding an exercise, and "Guardar" stores it', async ({ page, request }) => {
  const { user, routine, stored } = await userWithRoutine(request);
  const [first, second, ...rest] = storedOrder(routine);
  const names = await openEditor(page, user, routine);

  // Swap the first two exercises, then add one: the swap stays on screen.
  const order = page.getByLabel('Orden');
  await order.nth(0).fill('2');
  await order.nth(1).fill('1');
  await page.getByRole('button', { name: '+ Agregar Ejercicio' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar ejercicio' });
  await add.getByRole('combobox', { name: 'Ejercicio' }).click();
  await add.getByRole('option').nth(3).click();
  await add.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Ejercicio añadido' })).toBeVisible();
  await expect(names).toHaveCount(routine.ejercicios.length + 1);
  await expect.soft(order.nth(0)).toHaveValue('2');
  await expect.soft(order.nth(1)).toHaveValue('1');
  await expect.soft(order.last()).toHaveValue(String(routine.ejercicios.length + 1));
  const added = await names.last().inputValue();

  await page.getByRole('button', { name: 'Guardar' }).click();
  await saved(page);

  // The server ends up with the swapped order, the new exercise last.
  await expect.poll(stored).toEqual([second, first, ...rest, added]);
});

test('"Eliminar" waits for "Guardar": "Cancelar" brings the exercise back, "Guardar" removes it', async ({
  page,
  request,
}) => {
  const { user, routine, stored } = await userWithRoutine(request);
  const [first, ...rest] = storedOrder(routine);
  const names = await openEditor(page, user, routine);

  await page.getByRole('button', { name: `Eliminar el ejercicio 1 (${first})` }).click();
  await expect(names).toHaveCount(routine.ejercicios.length - 1);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/routines$/);
  // Nothing reached the server: the exercise is still there, and back in the editor.
  expect(await stored()).toEqual([first, ...rest]);
  await page.goto(`/dashboard/routines/edit/${routine.rutina_id}`);
  await expect(names).toHaveCount(routine.ejercicios.length);
  await expect(names.first()).toHaveValue(first!);

  await page.getByLabel(/Fecha de inicio/).fill('2026-01-05');
  await page.getByLabel(/Fecha de fin/).fill('2026-03-29');
  await page.getByLabel(/Día de la semana/).selectOption({ label: 'Viernes' });
  await page.getByRole('button', { name: `Eliminar el ejercicio 1 (${first})` }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await saved(page);
  await expect.poll(stored).toEqual(rest);
});

test('an order typed before deleting another exercise is kept, and "Guardar" stores both', async ({
  page,
  request,
}) => {
  const { user, routine, stored } = await userWithRoutine(request);
  const [first, second, third, ...rest] = storedOrder(routine);
  const names = await openEditor(page, user, routine);

  // The third exercise first, then the second one goes.
  const order = page.getByLabel('Orden');
  await order.nth(2).fill('1');
  await page.getByRole('button', { name: `Eliminar el ejercicio 2 (${second})` }).click();
  await expect(names).toHaveCount(routine.ejercicios.length - 1);
  await expect(order.nth(1)).toHaveValue('1');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await saved(page);
  await expect.poll(stored).toEqual([third, first, ...rest]);
});
