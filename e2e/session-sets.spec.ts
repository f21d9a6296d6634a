import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiHeaders, createVerifiedUser, signIn, type E2EUser } from './support/accounts';
import { routineForToday } from './support/routines';
import { logSet } from './support/workouts';

interface ServerSet {
  id: string;
  orden: number;
  repeticiones: number | null;
  kg: number | null;
  rir: number | null;
  tipo: string;
}
interface ServerWorkout {
  id: number;
  ejercicios: { id: number; series: ServerSet[] }[];
}

/** A signed-in user with today's routine, and the API calls the journeys check the server with. */
async function lifter(page: Page, request: APIRequestContext) {
  const user: E2EUser = await createVerifiedUser(request);
  const routine = await routineForToday(request, user.token);
  const call = async (method: 'get' | 'post' | 'put', url: string, data?: unknown) => {
    const answer = await request[method](url, { data, headers: await apiHeaders(request, user.token) });
    expect(answer.ok(), await answer.text()).toBe(true);
    return answer.json() as Promise<unknown>;
  };
  const start = async () =>
    (await call('post', '/api/workouts', { rutina_id: routine.id, cliente_id: randomUUID() })) as ServerWorkout;
  /** The first exercise's sets as the server holds them, by position. */
  const serverSets = async (id: number) => {
    const workout = (await call('get', `/api/workouts/${id}`)) as ServerWorkout;
    return [...workout.ejercicios[0]!.series].sort((a, b) => a.orden - b.orden);
  };
  await signIn(page, user);
  return { call, start, serverSets };
}

/** Opens a session started through the API. */
async function openSession(page: Page, id: number) {
  await page.goto(`/dashboard/workouts/${id}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  return page.getByRole('article').first();
}

/** The rest that follows a set, skipped. */
async function skipRest(page: Page) {
  const skip = page.getByRole('button', { name: 'Saltar descanso' });
  if (await skip.isVisible()) await skip.click();
}

const doneSet = (article: Locator, n: number) => article.getByRole('group', { name: `Serie ${n} hecha`, exact: true });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('last time’s set sits beside each set: one tap copies it, then one tap per set repeats it', async ({
    page,
    request,
  }) => {
    const { call, start, serverSets } = await lifter(page, request);
    // Last time: a warm-up, then 10 x 40 kg at RIR 2 and 8 x 42,5 kg at RIR 1.
    const before = await start();
    const exerciseId = before.ejercicios[0]!.id;
    const lifted = [
      { orden: 1, repeticiones: 10, kg: 20, rir: null, tipo: 'calentamiento' },
      { orden: 2, repeticiones: 10, kg: 40, rir: 2, tipo: 'trabajo' },
      { orden: 3, repeticiones: 8, kg: 42.5, rir: 1, tipo: 'trabajo' },
    ];
    for (const set of lifted) {
      const input = { ejercicio_sesion_id: exerciseId, medida: 'repeticiones', ...set };
      await call('put', `/api/workouts/${before.id}/sets/${randomUUID()}`, input);
    }
    await call('post', `/api/workouts/${before.id}/finish`, {});

    const today = await start();
    const first = await openSession(page, today.id);
    // Work set n faces last time's work set n: the warm-up is no one's "Anterior".
    const copy1 = first.getByRole('button', { name: /^40×10 RIR 2: copiar lo de la última vez en la serie 1 / });
    await expect(copy1).toBeVisible();
    await expect(
      first.getByRole('button', { name: /^42,5×8 RIR 1: copiar lo de la última vez en la serie 2 / }),
    ).toBeVisible();
    // The row fits the phone: nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await copy1.tap();
    await expect(first.getByLabel('Kilos, serie 1')).toHaveValue('40');
    await expect(first.getByLabel('Repeticiones, serie 1')).toHaveValue('10');
    await first.getByRole('button', { name: 'Marcar la serie 1 como hecha' }).tap();
    await expect(doneSet(first, 1)).toContainText('10 reps · 40 kg · RIR 2');
    await skipRest(page);
    // Set 2 (the routine's last): the inputs already hold the set just lifted; ✓ is the only tap.
    await first.getByRole('button', { name: 'Marcar la serie 2 como hecha' }).tap();
    await expect(doneSet(first, 2)).toContainText('10 reps · 40 kg');
    await expect(doneSet(first, 2)).toContainText('Guardada');
    await expect
      .poll(async () => (await serverSets(today.id)).map((s) => [s.repeticiones, s.kg, s.rir, s.tipo]))
      .toEqual([
        [10, 40, 2, 'trabajo'],
        [10, 40, null, 'trabajo'],
      ]);
  });
});

test('a done set is corrected from its row, and the server keeps the correction', async ({ page, request }) => {
  const { start, serverSets } = await lifter(page, request);
  const { id } = await start();
  const first = await openSession(page, id);
  await logSet(page, first, 1, '10', '40');
  await expect(doneSet(first, 1)).toContainText('Guardada');

  await first.getByRole('button', { name: 'Corregir la serie 1: 10 reps · 40 kg' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corregir la serie 1' });
  await dialog.getByRole('textbox', { name: 'Repeticiones' }).fill('8');
  await dialog.getByRole('textbox', { name: 'Kilos' }).fill('45');
  await dialog.getByRole('button', { name: /Al fallo/ }).click();
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(dialog).toBeHidden();
  await expect(doneSet(first, 1)).toContainText('8 reps · 45 kg');
  await expect(doneSet(first, 1).getByTitle('Al fallo')).toHaveText(/^F/);
  await expect(doneSet(first, 1)).toContainText('Guardada');
  await expect
    .poll(async () => (await serverSets(id)).map((s) => [s.repeticiones, s.kg, s.tipo]))
    .toEqual([[8, 45, 'fallo']]);
  // What the screen shows after a reload is the server's.
  await page.reload();
  await expect(doneSet(page.getByRole('article').first(), 1)).toContainText('8 reps · 45 kg');
});

test('a done set is deleted, and "Deshacer" brings it back on the server too', async ({ page, request }) => {
  const { start, serverSets } = await lifter(page, request);
  const { id } = await start();
  const first = await openSession(page, id);
  await logSet(page, first, 1, '10', '40');
  await logSet(page, first, 2, '9', '40');
  await expect(doneSet(first, 2)).toContainText('Guardada');
  const [, second] = await serverSets(id);

  await first.getByRole('button', { name: /^Corregir la serie 2: 9 reps · 40 kg/ }).click();
  await page
    .getByRole('dialog', { name: 'Corregir la serie 2' })
    .getByRole('button', { name: 'Eliminar serie' })
    .click();
  await expect(doneSet(first, 2)).toHaveCount(0);
  // The set to do takes its place again.
  await expect(first.getByRole('button', { name: 'Marcar la serie 2 como hecha' })).toBeVisible();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Serie eliminada' });
  await expect(toast).toBeVisible();
  await expect.poll(async () => (await serverSets(id)).map((s) => s.repeticiones)).toEqual([10]);

  await toast.getByRole('button', { name: 'Deshacer' }).click();
  await expect(doneSet(first, 2)).toContainText('9 reps · 40 kg');
  await expect(doneSet(first, 2)).toContainText('Guardada');
  await expect
    .poll(async () => (await serverSets(id)).map((s) => [s.id, s.repeticiones]))
    .toEqual([
      [expect.any(String), 10],
      [second!.id, 9],
    ]);
});

test('a warm-up chosen from the set’s number is logged as one and not counted as work', async ({ page, request }) => {
  const { start, serverSets } = await lifter(page, request);
  const { id } = await start();
  const first = await openSession(page, id);

  await first.getByRole('button', { name: 'Serie 1, Normal: cambiar el tipo' }).click();
  await page
    .getByRole('dialog', { name: 'Tipo de la serie 1' })
    .getByRole('button', { name: /Calentamiento/ })
    .click();
  await expect(first.getByRole('button', { name: 'Serie 1, Calentamiento: cambiar el tipo' })).toBeVisible();
  await first.getByLabel('Repeticiones, serie 1').fill('10');
  await first.getByLabel('Kilos, serie 1').fill('20');
  await first.getByRole('button', { name: 'Marcar la serie 1 como hecha' }).click();
  const warmup = first.getByRole('group', { name: 'Serie de calentamiento 1 hecha' });
  await expect(warmup).toContainText('10 reps · 20 kg');
  await expect(warmup).toContainText('Guardada');
  await skipRest(page);
  // The work sets are still all to do, numbered from 1.
  await logSet(page, first, 1, '8', '40');
  await expect
    .poll(async () => (await serverSets(id)).map((s) => [s.tipo, s.repeticiones, s.kg]))
    .toEqual([
      ['calentamiento', 10, 20],
      ['trabajo', 8, 40],
    ]);

  await page.getByRole('button', { name: 'Terminar entrenamiento' }).click();
  await expect(page).toHaveURL(/\/resumen$/);
  // One work set: the warm-up is not work.
  await expect(page.getByText(/^1 \/ \d+$/)).toBeVisible();
});
