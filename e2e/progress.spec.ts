import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiCall, createVerifiedUser, signIn } from './support/accounts';
import { browserToday, isoDate } from './support/dates';
import { routineForToday } from './support/routines';
import type { SetType, Workout } from '../src/lib/contract-training';

/**
 * A routine on today's weekday (this month to the end of the next one) and a finished session
 * of it today, through the API: a warm-up of the first exercise, 10 × 20 kg (never
 * work), then three work sets, 8 × 60 kg, 8 × 62.5, 6 × 65.
 */
async function seedSession(request: APIRequestContext, token: string) {
  const call = (method: 'post' | 'put', url: string, data?: unknown) => apiCall(request, token, method, url, data);
  const { id: routineId, nombre } = await routineForToday(request, token);
  const workout = (await call('post', '/api/workouts', { rutina_id: routineId, cliente_id: randomUUID() })) as Workout;
  const exercise = workout.ejercicios[0]!;
  const sets: [number, number, SetType][] = [
    [10, 20, 'calentamiento'],
    [8, 60, 'trabajo'],
    [8, 62.5, 'trabajo'],
    [6, 65, 'trabajo'],
  ];
  for (const [i, [repeticiones, kg, tipo]] of sets.entries()) {
    await call('put', `/api/workouts/${workout.id}/sets/${randomUUID()}`, {
      ejercicio_sesion_id: exercise.id,
      orden: i + 1,
      medida: 'repeticiones',
      repeticiones,
      kg,
      tipo,
    });
  }
  await call('post', `/api/workouts/${workout.id}/finish`, { notas: 'Sesión de prueba' });
  return { workoutId: workout.id, routineName: nombre, exerciseName: exercise.nombre };
}

test('a logged session shows in the history, the progress chart (as a table) and the calendar', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const { workoutId, routineName, exerciseName } = await seedSession(request, user.token);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });

  await signIn(page, user);
  await page
    .getByRole('navigation', { name: 'Menú del panel' })
    .first()
    .getByRole('link', { name: 'Historial' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Historial' })).toBeVisible();
  await expect(page.getByText('1 sesión')).toBeVisible();
  const row = page.getByRole('list', { name: 'Sesiones de entrenamiento' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  // 8 × 60 + 8 × 62.5 + 6 × 65 = 1370 kg in 3 sets: the warm-up's 10 × 20 kg counts in neither.
  await expect(row).toContainText('1370 kg');
  await expect(row.getByRole('definition').last()).toHaveText('3');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(`/dashboard/history/${workoutId}`);
  await expect(page.getByRole('heading', { level: 1, name: routineName })).toBeVisible();
  await expect(page.getByText('Sesión de prueba')).toBeVisible();
  // The warm-up leads the sets as "C" (named "Calentamiento"); the work sets are still 1, 2, 3.
  const sets = page.getByRole('table', { name: `Series de ${exerciseName}` }).getByRole('row');
  await expect(sets).toHaveCount(5);
  await expect(sets.nth(1).getByRole('cell').first()).toHaveAccessibleName('Calentamiento');
  await expect(sets.nth(1)).toContainText('10 × 20 kg');
  await expect(sets.nth(2).getByRole('cell').first()).toHaveText('1');
  await expect(sets.nth(4).getByRole('cell').first()).toHaveText('3');
  await expect(page.getByText('1370 kg')).toBeVisible();
  await expect(page.getByText('La serie de calentamiento no cuenta en las series ni en el volumen.')).toBeVisible();

  // The charts load on "Progreso" only.
  const chartChunks = () => scripts.filter((u) => /progress-page/.test(u));
  expect(chartChunks()).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Menú del panel' })
    .first()
    .getByRole('link', { name: 'Progreso' })
    .click();
  await expect(page.getByText('1RM estimado (fórmula de Epley, series de 10 repeticiones o menos)')).toBeVisible();
  expect(chartChunks().length).toBeGreaterThan(0);
  const e1rm = page.getByRole('region', { name: '1RM estimado' });
  await e1rm.getByRole('button', { name: 'Ver como tabla' }).click();
  const table = e1rm.getByRole('table', { name: `1RM estimado de ${exerciseName} por sesión` });
  await expect(table).toBeVisible();
  // Best Epley estimate of the session: 62.5 × (1 + 8/30) = 79.17 kg (60 × 8 gives 76, 65 × 6 gives 78).
  await expect(table.getByRole('row').nth(1)).toContainText('79,2 kg');

  await page.goto('/dashboard/calendar');
  const event = page.locator(`[role="cell"][data-date="${isoDate(browserToday())}"] [role="button"]`, {
    hasText: routineName,
  });
  await expect(event).toContainText('(hecho)');
  await event.click();
  await expect(page).toHaveURL(`/dashboard/history/${workoutId}`);
});

/**
 * An empty session through the API with `sets` work sets of each catalogue exercise (8 × 40 kg),
 * finished now.
 */
async function seedExercises(request: APIRequestContext, token: string, sets: Record<number, number>) {
  const call = (method: 'post' | 'put', url: string, data?: unknown) => apiCall(request, token, method, url, data);
  const workout = (await call('post', '/api/workouts', { nombre: 'Espalda', cliente_id: randomUUID() })) as Workout;
  for (const [exerciseId, n] of Object.entries(sets)) {
    const added = (await call('put', `/api/workouts/${workout.id}/exercises/${randomUUID()}`, {
      id_ejercicio: Number(exerciseId),
    })) as { id: number };
    for (let orden = 1; orden <= n; orden++)
      await call('put', `/api/workouts/${workout.id}/sets/${randomUUID()}`, {
        ejercicio_sesion_id: added.id,
        orden,
        medida: 'repeticiones',
        repeticiones: 8,
        kg: 40,
      });
  }
  await call('post', `/api/workouts/${workout.id}/finish`, {});
}

test('a row and pull-ups count in one "Espalda" series, readable at 390 px, and on the muscle map', async ({
  page,
  request,
}, testInfo) => {
  const user = await createVerifiedUser(request);
  // Catalogue 3 "Remo con mancuerna a un brazo" (Espalda) and 4 "Dominadas" (Dorsal ancho).
  await seedExercises(request, user.token, { 3: 3, 4: 2 });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, user);
  await page.goto('/dashboard/progress');

  const map = page.getByRole('region', { name: 'Mapa muscular de la semana' });
  await expect(map.getByRole('img', { name: /^Mapa muscular de la semana, de frente y de espaldas/ })).toBeVisible();
  await expect(map.getByRole('row', { name: /^Espalda 5 \d+–\d+ (Por debajo|En la zona)$/ })).toBeVisible();
  await expect(map.getByRole('cell', { name: 'Dorsal ancho' })).toHaveCount(0);

  const chart = page.getByRole('region', { name: 'Series semanales por grupo muscular' });
  await chart.scrollIntoViewIfNeeded();
  const bar = chart.locator('.recharts-bar-rectangle path').last();
  await expect(bar).toBeVisible();
  // Bars, not hairlines; the legend whole inside the card.
  expect((await bar.boundingBox())!.width).toBeGreaterThanOrEqual(12);
  const legendItem = chart.getByText('Espalda', { exact: true }).first();
  const [item, card] = [await legendItem.boundingBox(), await chart.boundingBox()];
  expect(item!.x + item!.width).toBeLessThanOrEqual(card!.x + card!.width);
  await page.screenshot({ path: testInfo.outputPath('progress-390.png'), fullPage: true });
  await chart.getByRole('button', { name: 'Ver como tabla' }).click();
  const table = chart.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Semana del', 'Espalda']);
  await expect(table.getByRole('row').last().getByRole('cell').last()).toHaveText('5');
});
