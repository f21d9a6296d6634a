import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Workout } from '../src/lib/contract-training';
import { apiHeaders, createVerifiedUser, signIn, type E2EUser } from './support/accounts';
import { controlledByWorker } from './support/service-worker';
import { logSet } from './support/workouts';

/**
 * Training with no signal: a session started online keeps working offline (sets, a
 * note, a reload, the finish), and once the connection is back every set reaches the server
 * exactly once, before the finish.
 */

/** A template routine copied into the user's routines; its name. */
async function ownRoutine(request: APIRequestContext, user: E2EUser): Promise<string> {
  const headers = await apiHeaders(request, user.token);
  const templates = await request.get('/api/routines/filter', { headers });
  const [template] = (await templates.json()) as { id_rutina: number }[];
  const created = await request.post('/api/user-routines', { data: { id_rutina: template!.id_rutina }, headers });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()) as { nombre: string }).nombre;
}

/** Marks set `n` of the first exercise done with these values. */
const logFirst = (page: Page, n: number, reps: string, kg: string) =>
  logSet(page, page.getByRole('article').first(), n, reps, kg);

test('a session started online is logged, reloaded and finished offline; every set reaches the server once', async ({
  page,
  context,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const routine = await ownRoutine(request, user);
  await signIn(page, user);
  await page.goto('/dashboard/routines');
  await page.getByRole('button', { name: 'Empezar entrenamiento' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
  const workoutId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByRole('heading', { level: 1, name: routine })).toBeVisible();
  await controlledByWorker(page);

  // No signal: two sets and a note stay on the device, and the screen says so.
  await context.setOffline(true);
  await logFirst(page, 1, '10', '40');
  await logFirst(page, 2, '9', '42,5');
  const notice = page.getByRole('region', { name: 'Conexión y envíos pendientes' });
  await expect(notice).toContainText('Sin conexión');
  await expect(notice).toContainText('2 series pendientes de enviar');
  const note = page.getByRole('article').first().getByLabel('Nota del ejercicio');
  await note.fill('Agarre estrecho');
  await note.blur();
  await expect(notice).toContainText('1 cambio pendiente de enviar');

  // A reload with no signal: the session screen comes back, with what was logged.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: routine })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.getByRole('group', { name: 'Serie 1 hecha' })).toContainText('10 reps · 40 kg');
  await expect(first.getByRole('group', { name: 'Serie 2 hecha' })).toContainText('9 reps · 42,5 kg');
  await expect(first.getByLabel('Nota del ejercicio')).toHaveValue('Agarre estrecho');
  await expect(page.getByText(/Has vuelto a tu entrenamiento. 2 series aún no/)).toBeVisible();
  await first.getByRole('button', { name: 'Añadir serie' }).click();
  await logFirst(page, 3, '8', '45');
  await expect(notice).toContainText('3 series pendientes de enviar');
  await page.getByRole('button', { name: 'Terminar entrenamiento' }).click();
  await expect(page.getByText('Entrenamiento terminado en este dispositivo')).toBeVisible();

  // The signal is back: the sets, the note and then the finish go; the summary opens.
  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`/dashboard/workouts/${workoutId}/resumen$`), { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Conexión y envíos pendientes' })).toHaveCount(0);

  const res = await request.get(`/api/workouts/${workoutId}`, { headers: await apiHeaders(request, user.token) });
  const stored = (await res.json()) as Workout;
  expect(stored.estado).toBe('terminado');
  const sets = stored.ejercicios.flatMap((e) => e.series);
  expect(sets.map((s) => [s.orden, s.repeticiones, s.kg])).toEqual([
    [1, 10, 40],
    [2, 9, 42.5],
    [3, 8, 45],
  ]);
  expect(new Set(sets.map((s) => s.id)).size).toBe(3);
  expect(stored.ejercicios[0]!.nota).toBe('Agarre estrecho');
  // Every set was done before the finish reached the server.
  expect(sets.every((s) => Date.parse(s.completada_en) <= Date.parse(stored.terminado_en!))).toBe(true);
});

test('a session started with no signal, from routines seen before, reaches the server once with every set', async ({
  page,
  context,
  request,
}) => {
  // A long journey (worker install, three reloads, the outbox's rounds, a logout): more time on a busy machine.
  test.slow();
  const user = await createVerifiedUser(request);
  const routine = await ownRoutine(request, user);
  await signIn(page, user);
  await page.goto('/dashboard/routines');
  await controlledByWorker(page);
  // Seen once online, through the worker: the list and the routine's own screen.
  await expect(page.getByRole('heading', { level: 2, name: routine })).toBeVisible();
  await page.getByRole('link', { name: 'Editar' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Rutina' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Empezar entrenamiento' })).toBeVisible();
  await page.goto('/dashboard/progress');
  await expect(page.getByText('Todavía no hay progreso que mostrar')).toBeVisible();

  // No signal: the progress and the routines, reloaded, come from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Todavía no hay progreso que mostrar')).toBeVisible();
  await expect(page.getByText('No se ha podido cargar tu progreso.')).toHaveCount(0);
  await page.goto('/dashboard/routines');
  await expect(page.getByRole('heading', { level: 2, name: routine })).toBeVisible();
  await page.getByRole('link', { name: 'Editar' }).first().click();
  await expect(page.getByRole('button', { name: 'Empezar entrenamiento' })).toBeVisible();
  await page.getByRole('button', { name: 'Empezar entrenamiento' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: routine })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Conexión y envíos pendientes' });
  await expect(notice).toContainText('Sin conexión');
  await logFirst(page, 1, '10', '40');
  await logFirst(page, 2, '8', '42,5');
  await expect(notice).toContainText('2 series pendientes de enviar');

  // A reload with no signal: the session started on the device comes back with its sets.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: routine })).toBeVisible();
  const first = page.getByRole('article').first();
  await expect(first.getByRole('group', { name: 'Serie 1 hecha' })).toContainText('10 reps · 40 kg');
  await expect(first.getByRole('group', { name: 'Serie 2 hecha' })).toContainText('8 reps · 42,5 kg');
  await first.getByRole('button', { name: 'Añadir serie' }).click();
  await logFirst(page, 3, '6', '45');
  await expect(notice).toContainText('3 series pendientes de enviar');

  // The signal is back: the start, then the sets; the screen moves to the server's session.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/, { timeout: 20_000 });
  const workoutId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(page.getByRole('region', { name: 'Conexión y envíos pendientes' })).toHaveCount(0);
  await expect(page.getByRole('article').first().getByRole('group', { name: 'Serie 3 hecha' })).toContainText(
    '6 reps · 45 kg',
  );

  const headers = await apiHeaders(request, user.token);
  const list = (await (await request.get('/api/workouts', { headers })).json()) as { total: number };
  expect(list.total).toBe(1);
  const stored = (await (await request.get(`/api/workouts/${workoutId}`, { headers })).json()) as Workout;
  expect(stored).toMatchObject({ nombre: routine, estado: 'en_curso' });
  const sets = stored.ejercicios.flatMap((e) => e.series);
  expect(sets.map((s) => [s.ejercicio_sesion_id, s.orden, s.repeticiones, s.kg])).toEqual([
    [stored.ejercicios[0]!.id, 1, 10, 40],
    [stored.ejercicios[0]!.id, 2, 8, 42.5],
    [stored.ejercicios[0]!.id, 3, 6, 45],
  ]);
  expect(new Set(sets.map((s) => s.id)).size).toBe(3);
  // The session began when it began on the device, before its first set.
  expect(Date.parse(stored.iniciado_en)).toBeLessThanOrEqual(Date.parse(sets[0]!.completada_en));

  // Logging out deletes what the worker kept of this account.
  const cacheNames = () => page.evaluate(() => caches.keys());
  expect(await cacheNames()).toContain('forja-api');
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await cacheNames()).not.toContain('forja-api');
  expect(await cacheNames()).not.toContain('exercise-photos');
});

test("the worker's copy of one account's answers never answers another account on the same device", async ({
  page,
  context,
  request,
}) => {
  const first = await createVerifiedUser(request);
  const routine = await ownRoutine(request, first);
  const second = await createVerifiedUser(request);
  await signIn(page, first);
  await page.goto('/dashboard/routines');
  await controlledByWorker(page);
  await expect(page.getByRole('heading', { level: 2, name: routine })).toBeVisible();

  // Another account's token on this device, with no signal: nothing of the first account shows.
  await context.setOffline(true);
  await page.evaluate((token) => localStorage.setItem('token', token), second.token);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: routine })).toHaveCount(0);
});
