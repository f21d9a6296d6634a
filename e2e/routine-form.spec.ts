import { expect, test } from '@playwright/test';
import { apiHeaders, createVerifiedUser, signIn } from './support/accounts';

interface Routine {
  rutina_id: number;
  ejercicios: { nombre: string; orden: number }[];
}

/** The routine's exercise names in the order the server stores (orden ascending). */
const storedOrder = (routine: Routine) =>
  [...routine.ejercicios].sort((a, b) => a.orden - b.orden).map((e) => e.nombre);

test('an order changed in the form survives adding an exercise, and "Guardar" stores it', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  const templates = await request.get('/api/routines/filter', { headers: await apiHeaders(request, user.token) });
  const template = ((await templates.json()) as { id_rutina: number; ejercicios: unknown[] }[]).find(
    (r) => r.ejercicios.length >= 2,
  );
  expect(template).toBeDefined();
  const created = await request.post('/api/user-routines', {
    data: { id_rutina: template!.id_rutina },
    headers: await apiHeaders(request, user.token),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const routine = (await created.json()) as Routine;
  const [first, second, ...rest] = storedOrder(routine);

  await signIn(page, user);
  await page.goto(`/dashboard/routines/edit/${routine.rutina_id}`);
  const names = page.locator('input[data-exercise-name]');
  await expect(names).toHaveCount(routine.ejercicios.length);
  await page.getByLabel(/Fecha de inicio/).fill('2026-01-05');
  await page.getByLabel(/Fecha de fin/).fill('2026-03-29');
  await page.getByLabel(/Día de la semana/).selectOption({ label: 'Viernes' });

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
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Rutina actualizada correctamente.' }),
  ).toBeVisible();

  // The server ends up with the swapped order, the new exercise last.
  const stored = async () => {
    const answer = await request.get(`/api/user-routines/${routine.rutina_id}`, {
      headers: await apiHeaders(request, user.token),
    });
    return storedOrder((await answer.json()) as Routine);
  };
  await expect.poll(stored).toEqual([second, first, ...rest, added]);
});
