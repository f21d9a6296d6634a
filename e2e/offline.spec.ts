import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Workout } from '../src/lib/contract-training';
import { apiHeaders, createVerifiedUser, signIn, type E2EUser } from './support/accounts';
import { controlledByWorker } from './support/service-worker';
import { addExercise, logSet, menu } from './support/workouts';

/**
 * Training with no signal: a session started online keeps working offline (sets, a note, set
 * corrections and deletions, exercises added, grouped and reordered, a reload, the finish), an
 * empty workout starts offline, and once the connection is back every change reaches the server
 * exactly once, in order.
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

const cards = (page: Page) => page.getByRole('article');

/** Session `id` as the server has it, its exercises in order. */
async function storedWorkout(request: APIRequestContext, user: E2EUser, id: number): Promise<Workout> {
  const res = await request.get(`/api/workouts/${id}`, { headers: await apiHeaders(request, user.token) });
  expect(res.ok(), await res.text()).toBe(true);
  const workout = (await res.json()) as Workout;
  return { ...workout, ejercicios: workout.ejercicios.sort((a, b) => a.orden - b.orden) };
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
  await expect(notice).toContainText('1 cambio del entrenamiento pendiente de enviar');

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

test('offline the session changes too (a set corrected, one deleted, an exercise added and logged, a superset, a new order); after a reload and back online the server has each change once', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const user = await createVerifiedUser(request);
  await ownRoutine(request, user);
  await signIn(page, user);
  await page.goto('/dashboard/routines');
  await page.getByRole('button', { name: 'Empezar entrenamiento' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
  const workoutId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await controlledByWorker(page);
  const planned = (await storedWorkout(request, user, workoutId)).ejercicios.map((e) => e.nombre);
  expect(planned.length).toBeGreaterThanOrEqual(3);

  // Online: two sets stored, and the exercise picker seen once (the worker keeps it for offline).
  await logFirst(page, 1, '10', '40');
  await logFirst(page, 2, '9', '40');
  await expect.poll(async () => (await storedWorkout(request, user, workoutId)).ejercicios[0]!.series.length).toBe(2);
  await page.getByRole('button', { name: 'Añadir ejercicio' }).click();
  const picker = page.getByRole('dialog', { name: 'Añadir ejercicio' });
  await picker.getByRole('combobox', { name: 'Buscar ejercicio' }).fill('Curl concentrado');
  await expect(picker.getByRole('option', { name: /^Curl concentrado/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  await context.setOffline(true);
  const first = cards(page).first();
  await first.getByRole('button', { name: /^Corregir la serie 1:/ }).click();
  const edit = page.getByRole('dialog', { name: 'Corregir la serie 1' });
  await edit.getByLabel('Repeticiones').fill('12');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(first.getByRole('group', { name: 'Serie 1 hecha' })).toContainText('12 reps · 40 kg');
  await first.getByRole('button', { name: /^Corregir la serie 2:/ }).click();
  await page
    .getByRole('dialog', { name: 'Corregir la serie 2' })
    .getByRole('button', { name: 'Eliminar serie' })
    .click();
  await expect(first.getByRole('group', { name: 'Serie 2 hecha' })).toHaveCount(0);

  await addExercise(page, 'Curl concentrado');
  const added = cards(page).last();
  await expect(added.getByRole('heading', { level: 2 })).toHaveText(`${planned.length + 1}. Curl concentrado`);
  await logSet(page, added, 1, '12', '10');
  await menu(page, cards(page).first(), 'Superserie con el siguiente');
  await expect(page.getByRole('group', { name: 'Superserie' }).getByRole('article')).toHaveCount(2);
  await menu(page, cards(page).last(), 'Subir');
  const expected = [...planned.slice(0, -1), 'Curl concentrado', planned.at(-1)!];
  await expect(cards(page).nth(planned.length - 1)).toContainText('Curl concentrado');
  // Nothing of it is an error: it waits.
  await expect(page.getByText(/Error al guardar|rechaz/i)).toHaveCount(0);

  // A reload with no signal: every change is still there.
  await page.reload();
  await expect(cards(page)).toHaveCount(expected.length);
  for (const [i, name] of expected.entries()) {
    await expect(cards(page).nth(i).getByRole('heading', { level: 2 })).toHaveText(`${i + 1}. ${name}`);
  }
  await expect(cards(page).first().getByRole('group', { name: 'Serie 1 hecha' })).toContainText('12 reps · 40 kg');
  await expect(cards(page).first().getByRole('group', { name: 'Serie 2 hecha' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Superserie' }).getByRole('article')).toHaveCount(2);
  await expect(
    cards(page)
      .nth(planned.length - 1)
      .getByRole('group', { name: 'Serie 1 hecha' }),
  ).toContainText('12 reps · 10 kg');

  // Back online: everything goes, in order, once.
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Conexión y envíos pendientes' })).toHaveCount(0, { timeout: 20_000 });
  const stored = await storedWorkout(request, user, workoutId);
  expect(stored.ejercicios.map((e) => e.nombre)).toEqual(expected);
  const [a, b, ...rest] = stored.ejercicios;
  expect(a!.grupo).not.toBeNull();
  expect(b!.grupo).toBe(a!.grupo);
  expect(rest.map((e) => e.grupo)).toEqual(rest.map(() => null));
  expect(a!.series.map((s) => [s.orden, s.repeticiones, s.kg])).toEqual([[1, 12, 40]]);
  const curl = stored.ejercicios.find((e) => e.nombre === 'Curl concentrado')!;
  expect(curl.series.map((s) => [s.orden, s.repeticiones, s.kg])).toEqual([[1, 12, 10]]);
  const sets = stored.ejercicios.flatMap((e) => e.series);
  expect(sets).toHaveLength(2);
});

test('an empty workout started with no signal, filled and reloaded offline, reaches the server once', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await controlledByWorker(page);
  // The exercise picker's list seen once online: the worker keeps it for offline use.
  const seen = await page.evaluate(() =>
    fetch('/api/exercises/picker', { headers: { Authorization: localStorage.getItem('token') ?? '' } }).then(
      (r) => r.status,
    ),
  );
  expect(seen).toBe(200);

  await context.setOffline(true);
  // The overview's first requests settled: the card is the one drawn from them.
  await page.waitForLoadState('networkidle');
  await page.getByRole('region', { name: 'Hoy' }).getByRole('button', { name: 'Entrenamiento vacío' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/-\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrenamiento libre' })).toBeVisible();
  await addExercise(page, 'Press militar con mancuernas');
  await logSet(page, cards(page).first(), 1, '10', '14');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrenamiento libre' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByRole('group', { name: 'Serie 1 hecha' })).toContainText('10 reps · 14 kg');

  // Back online: the start, the exercise and its set; the screen moves to the server's session.
  await context.setOffline(false);
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/, { timeout: 20_000 });
  const workoutId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await expect(cards(page).first().getByRole('group', { name: 'Serie 1 hecha' })).toContainText('10 reps · 14 kg');
  const headers = await apiHeaders(request, user.token);
  const list = (await (await request.get('/api/workouts', { headers })).json()) as { total: number };
  expect(list.total).toBe(1);
  const stored = await storedWorkout(request, user, workoutId);
  expect(stored).toMatchObject({ rutina_id: null, nombre: 'Entrenamiento libre', estado: 'en_curso' });
  expect(stored.ejercicios.map((e) => [e.nombre, e.series.map((s) => [s.repeticiones, s.kg])])).toEqual([
    ['Press militar con mancuernas', [[10, 14]]],
  ]);
});
