import { expect, test, type Page } from '@playwright/test';
import { apiHeaders, createVerifiedUser, signIn } from './support/accounts';
import { routineForToday } from './support/routines';
import { logSet } from './support/workouts';

const exercise = (page: Page, n: number) => page.getByRole('article').nth(n);
/** Press de banca con barra: a barbell lift, so it has a warm-up ramp. */
const BENCH_PRESS = 1;

test('a user logs a whole session, reloads in the middle and loses nothing, finishes and sees a record', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const { id: routineId, nombre: routine } = await routineForToday(request, user.token);
  // The template's lifts are body weight and dumbbells: a barbell lift at the end for the ramp.
  const added = await request.post(`/api/user-routines/${routineId}/exercises`, {
    data: { ejercicio_id: BENCH_PRESS },
    headers: await apiHeaders(request, user.token),
  });
  expect(added.ok(), await added.text()).toBe(true);
  await signIn(page, user);

  // First session, from the overview's "Hoy" card: one light set of the first exercise.
  const today = page.getByRole('region', { name: 'Hoy' });
  await expect(today.getByText(routine)).toBeVisible();
  await today.getByRole('button', { name: 'Empezar entrenamiento' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: routine })).toBeVisible();
  // The tab says which routine is being trained.
  await expect(page).toHaveTitle(`${routine} · Forja`);
  const first = exercise(page, 0);
  await logSet(page, first, 1, '10', '40');
  await expect(first.getByRole('group', { name: 'Serie 1 hecha' })).toContainText('Guardada');
  await page.getByRole('button', { name: 'Terminar entrenamiento' }).click();
  await expect(page).toHaveURL(/\/resumen$/);
  await expect(page.getByRole('heading', { level: 1, name: '¡Entrenamiento terminado!' })).toBeVisible();

  // Second session, from the routine's card in Mis Rutinas: last time's set prefills the inputs.
  await page.goto('/dashboard/routines');
  await page.getByRole('article', { name: routine }).getByRole('button', { name: 'Empezar entrenamiento' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
  const workoutUrl = page.url();
  await expect(exercise(page, 0).getByLabel('Kilos, serie 1')).toHaveValue('40');
  // One set of two is a miss, so the advice keeps 40 kg and gives the whole range of
  // the routine's 12 (10-12) to chase; set 1 starts at its bottom.
  await expect(
    exercise(page, 0).getByText('Mantén 40 kg y busca 10-12 repeticiones: hiciste 1 de 2 series'),
  ).toBeVisible();
  await expect(exercise(page, 0).getByLabel('Repeticiones, serie 1')).toHaveValue('10');
  // The bench press's warm-up ramp towards 40 kg (the bar, 60 %, 80 %), logged with "Usar" (it
  // folds away): three sets marked "C", numbered apart from the work sets.
  const bench = page.getByRole('article').last();
  await bench.getByLabel('Kilos, serie 1').fill('40');
  await bench.getByRole('button', { name: 'Usar este calentamiento' }).click();
  for (const n of [1, 2, 3]) {
    await expect(bench.getByRole('group', { name: `Serie de calentamiento ${n} hecha` })).toContainText('Guardada');
  }
  await logSet(page, exercise(page, 0), 1, '10', '50');
  await expect(exercise(page, 0).getByRole('group', { name: 'Serie 1 hecha' })).toContainText('Guardada');

  // The server stops answering: the next set stays, quietly pending (no error), and finishing says it goes first.
  await page.route('**/api/workouts/*/sets/*', (route) => route.abort());
  await logSet(page, exercise(page, 0), 2, '8', '50');
  const second = exercise(page, 0).getByRole('group', { name: 'Serie 2 hecha' });
  await expect(second.getByRole('button', { name: /^Pendiente: se guardará en cuanto haya conexión/ })).toBeVisible();
  await expect(second).not.toContainText('Error');
  await expect(page.getByRole('button', { name: 'Terminar entrenamiento' })).toHaveAccessibleDescription(
    /1 serie aún no ha llegado al servidor: si terminas ahora, se enviará antes/,
  );

  // Reload in the middle: the unsent set is still there, merged over what the server has.
  await page.reload();
  await expect(page.getByText(/Has vuelto a tu entrenamiento. 1 serie aún no se ha guardado/)).toBeVisible();
  await expect(exercise(page, 0).getByRole('group', { name: 'Serie 1 hecha' })).toContainText('10 reps · 50 kg');
  await expect(exercise(page, 0).getByRole('group', { name: 'Serie 2 hecha' })).toContainText('8 reps · 50 kg');

  // The server is back: a tap on the pending mark sends it now; a second reload shows everything from the server.
  await page.unroute('**/api/workouts/*/sets/*');
  const retry = exercise(page, 0).getByRole('button', { name: /^Pendiente: se guardará/ });
  if (await retry.isVisible()) await retry.click();
  await expect(exercise(page, 0).getByRole('group', { name: 'Serie 2 hecha' })).toContainText('Guardada');
  await page.reload();
  await expect(page).toHaveURL(workoutUrl);
  await expect(exercise(page, 0).getByRole('group', { name: 'Serie 2 hecha' })).toContainText('Guardada');
  await expect(page.getByText(/Has vuelto a tu entrenamiento/)).toHaveCount(0);

  // One more exercise, the session's note, and finish: a heavier set beat last time's.
  await logSet(page, exercise(page, 1), 1, '12', '20');
  await page.getByLabel('Notas del entrenamiento').fill('Buenas sensaciones');
  await page.getByRole('button', { name: 'Terminar entrenamiento' }).click();
  await expect(page).toHaveURL(/\/resumen$/);
  await expect(page.getByText('Series hechas')).toBeVisible();
  // Two squat sets and one of the second exercise: the bench press's three warm-ups are not work.
  await expect(page.getByText(/^3 \/ \d+$/)).toBeVisible();
  const records = page.getByRole('region', { name: 'Récords personales' });
  await expect(records.getByText(/¡Has batido \d+ récords?!/)).toBeVisible();
  await expect(records.getByText(/Mejor 1RM estimado: [\d,]+ kg/).first()).toBeVisible();
});
