import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiHeaders, createVerifiedUser, signIn } from './support/accounts';
import { routineForToday } from './support/routines';

interface ServerWorkout {
  id: number;
  ejercicios: { id: number; series: { kg: number | null; repeticiones: number | null }[] }[];
}

test('a lifter who chooses pounds types lb in the session and reads lb in the history, the progress and the advice; the server keeps kg', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const routine = await routineForToday(request, user.token);
  const api = async (method: 'get' | 'post', url: string, data?: unknown) => {
    const answer = await request[method](url, { data, headers: await apiHeaders(request, user.token) });
    expect(answer.ok(), await answer.text()).toBe(true);
    return answer.json() as Promise<unknown>;
  };
  await signIn(page, user);

  // The profile: "Unidad de peso", kilograms until the lifter chooses pounds.
  await page.goto('/dashboard/profile');
  const units = page.getByRole('region', { name: 'Unidad de peso' });
  await expect(units.getByRole('radio', { name: 'Kilogramos (kg)' })).toBeChecked();
  await units.getByText('Libras (lb)').click();
  await expect(page.getByText('Unidad de peso guardada')).toBeVisible();
  expect(await api('get', '/api/users')).toMatchObject({ unidad: 'lb' });

  // A session: 5 x 135 lb typed in pounds, stored as 61.23 kg.
  const started = (await api('post', '/api/workouts', { rutina_id: routine.id, cliente_id: randomUUID() })) as {
    id: number;
  };
  await page.goto(`/dashboard/workouts/${started.id}`);
  const first = page.getByRole('article').first();
  await first.getByLabel('Repeticiones, serie 1').fill('5');
  await first.getByLabel('Libras, serie 1').fill('135');
  await first.getByRole('button', { name: 'Marcar la serie 1 como hecha' }).click();
  await expect(first.getByRole('group', { name: 'Serie 1 hecha' })).toContainText('135 lb');
  await expect(first.getByRole('group', { name: 'Serie 1 hecha' })).toContainText('Guardada');
  const held = (await api('get', `/api/workouts/${started.id}`)) as ServerWorkout;
  expect(held.ejercicios[0]!.series).toEqual([expect.objectContaining({ repeticiones: 5, kg: 61.23 })]);
  await api('post', `/api/workouts/${started.id}/finish`, {});

  // The history reads pounds.
  await page.goto(`/dashboard/history/${started.id}`);
  const name = (held as unknown as { ejercicios: { nombre: string }[] }).ejercicios[0]!.nombre;
  await expect(page.getByRole('table', { name: `Series de ${name}` })).toContainText('5 × 135 lb');
  await expect(page.getByText('675 lb')).toBeVisible();

  // So does the progress screen (its records and its estimate's best set), with no kg in sight.
  await page.goto('/dashboard/progress');
  const records = page.getByRole('region', { name: 'Récords personales' });
  await expect(records).toContainText('lb');
  await expect(records).not.toContainText(' kg');
  await expect(page.getByText(/mejor serie 5 × 135 lb/)).toBeVisible();

  // The next session's advice speaks pounds (the loads of a gym that loads pounds), its aim too,
  // and the set it prefills reads 135 lb.
  const next = (await api('post', '/api/workouts', { rutina_id: routine.id, cliente_id: randomUUID() })) as {
    id: number;
  };
  await page.goto(`/dashboard/workouts/${next.id}`);
  const card = page.getByRole('article').first();
  const advice = card.locator('[data-accion]');
  await expect(advice).toContainText('135 lb');
  await expect(advice).not.toContainText('kg');
  await expect(advice.getByText(/^Objetivo de hoy: 135 lb × /)).toBeVisible();
  await expect(card.getByLabel('Libras, serie 1')).toHaveValue('135');

  // The unit holds on this device without asking the server (offline, or before the profile answers).
  expect(await page.evaluate(() => localStorage.getItem('forja.unidad'))).toBe('lb');
});
