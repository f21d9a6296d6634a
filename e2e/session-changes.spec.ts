import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiHeaders, createVerifiedUser, signIn, type E2EUser } from './support/accounts';
import { routineForToday } from './support/routines';
import { addExercise, logSet, menu } from './support/workouts';

const cards = (page: Page) => page.getByRole('article');
const card = (page: Page, n: number) => cards(page).nth(n);

/** The exercise names of session `id` as the server has them, in order. */
async function serverNames(request: APIRequestContext, user: E2EUser, id: string): Promise<string[]> {
  const res = await request.get(`/api/workouts/${id}`, { headers: await apiHeaders(request, user.token) });
  const workout = (await res.json()) as { ejercicios: { nombre: string; orden: number }[] };
  return workout.ejercicios.sort((a, b) => a.orden - b.orden).map((e) => e.nombre);
}

/** "2. Press de banca" -> "Press de banca". */
async function nameOf(article: Locator): Promise<string> {
  const heading = await article.getByRole('heading', { level: 2 }).innerText();
  return heading.replace(/^\d+\.\s*/, '');
}

async function startToday(page: Page, request: APIRequestContext) {
  // Long journeys: each begins with a new account, a routine and a session.
  test.slow();
  const user = await createVerifiedUser(request);
  const routine = await routineForToday(request, user.token);
  await signIn(page, user);
  await page.getByRole('region', { name: 'Hoy' }).getByRole('button', { name: 'Empezar entrenamiento' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
  const id = page.url().split('/').pop()!;
  return { user, routine, id };
}

test('a lifter adds an exercise and logs it, replaces one, removes one and reorders, and the server keeps it all', async ({
  page,
  request,
}) => {
  const { user, id } = await startToday(page, request);
  const planned = await serverNames(request, user, id);

  await addExercise(page, 'Curl concentrado');
  const added = cards(page).last();
  await expect(added.getByRole('heading', { level: 2 })).toHaveText(`${planned.length + 1}. Curl concentrado`);
  await logSet(page, added, 1, '12', '10');
  await expect(added.getByRole('group', { name: 'Serie 1 hecha' })).toContainText('Guardada');

  // Replace the first with its best alternative of the same pattern.
  await menu(page, card(page, 0), 'Reemplazar');
  const replace = page.getByRole('dialog', { name: `Reemplazar ${planned[0]}` });
  const alternative = replace.getByRole('listitem').first().getByRole('button');
  const newName = (await alternative.locator('p').first().innerText()).trim();
  await alternative.click();
  await expect(card(page, 0).getByRole('heading', { level: 2 })).toHaveText(`1. ${newName}`);

  // Remove the second (asked first), then move the new last one up.
  await menu(page, card(page, 1), 'Quitar');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Quitar ejercicio' }).click();
  await expect(cards(page)).toHaveCount(planned.length);
  const last = cards(page).last();
  await menu(page, last, 'Subir');
  await expect(cards(page).nth(planned.length - 2)).toContainText('Curl concentrado');

  const expected = [newName, ...planned.slice(2)];
  expected.splice(expected.length - 1, 0, 'Curl concentrado');
  await expect.poll(() => serverNames(request, user, id)).toEqual(expected);
  await page.reload();
  await expect(cards(page)).toHaveCount(expected.length);
  for (const [i, name] of expected.entries()) expect(await nameOf(card(page, i))).toBe(name);
  await expect(
    cards(page)
      .nth(expected.length - 2)
      .getByRole('group', { name: 'Serie 1 hecha' }),
  ).toContainText('12 reps');
});

test('a superset alternates its two exercises and rests only after the round', async ({ page, request }) => {
  await startToday(page, request);
  const [first, second] = [card(page, 0), card(page, 1)];
  const secondName = await nameOf(second);
  await menu(page, first, 'Superserie con el siguiente');
  const superset = page.getByRole('group', { name: 'Superserie' });
  await expect(superset.getByRole('article')).toHaveCount(2);

  // A set of the first: no rest, the screen moves on to the second.
  await first.getByLabel('Repeticiones, serie 1').fill('10');
  await first.getByRole('button', { name: 'Marcar la serie 1 como hecha' }).click();
  await expect(second.getByRole('heading', { level: 2, name: new RegExp(secondName) })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Saltar descanso' })).toBeHidden();

  // A set of the second ends the round: the rest starts, and the screen goes back to the first.
  await second.getByLabel('Repeticiones, serie 1').fill('10');
  await second.getByRole('button', { name: 'Marcar la serie 1 como hecha' }).click();
  await expect(page.getByRole('button', { name: 'Saltar descanso' })).toBeVisible();
  await expect(first.getByRole('heading', { level: 2 })).toBeFocused();

  // Kept by the server: after a reload the two are still drawn together.
  await page.reload();
  await expect(page.getByRole('group', { name: 'Superserie' }).getByRole('article')).toHaveCount(2);
});

test('the rest edited for an exercise is remembered in the next session', async ({ page, request }) => {
  const { routine } = await startToday(page, request);
  await menu(page, card(page, 0), 'Descanso');
  const dialog = page.getByRole('dialog', { name: /^Descanso de / });
  await dialog.getByLabel('Segundos de descanso tras cada serie').fill('150');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(card(page, 0).getByText(/descanso 2:30 min/)).toBeVisible();
  await logSet(page, card(page, 0), 1, '10', '0');
  await page.getByRole('button', { name: 'Terminar entrenamiento' }).click();
  await expect(page).toHaveURL(/\/resumen$/);

  await page.goto('/dashboard/routines');
  await page
    .getByRole('article', { name: routine.nombre })
    .getByRole('button', { name: 'Empezar entrenamiento' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
  await expect(card(page, 0).getByText(/descanso 2:30 min/)).toBeVisible();
});

test('an empty workout filled as it goes, then saved as a routine that the routines list shows', async ({
  page,
  request,
}) => {
  test.slow();
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  const today = page.getByRole('region', { name: 'Hoy' });
  await expect(today.getByText(/Aún no tienes ninguna rutina/)).toBeVisible();
  // The overview's first requests answered: the card is the one drawn from them.
  await page.waitForLoadState('networkidle');
  await today.getByRole('button', { name: 'Entrenamiento vacío' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrenamiento libre' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aún no hay ejercicios' })).toBeVisible();

  await addExercise(page, 'Press militar con mancuernas');
  await logSet(page, card(page, 0), 1, '10', '14');
  await expect(card(page, 0).getByRole('group', { name: 'Serie 1 hecha' })).toContainText('Guardada');
  await page.getByRole('button', { name: 'Terminar entrenamiento' }).click();
  await expect(page).toHaveURL(/\/resumen$/);

  await page.getByRole('button', { name: 'Guardar como rutina' }).click();
  const dialog = page.getByRole('dialog', { name: 'Guardar como rutina' });
  await dialog.getByLabel('Nombre de la rutina').fill('Hombro exprés');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Rutina «Hombro exprés» guardada')).toBeVisible();
  await page.getByRole('button', { name: 'Ver rutina' }).click();
  await expect(page).toHaveURL(/\/dashboard\/routines\/edit\/\d+$/);

  await page.goto('/dashboard/routines');
  await expect(page.getByRole('article', { name: 'Hombro exprés' })).toBeVisible();
});
