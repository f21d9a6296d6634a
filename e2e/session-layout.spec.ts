import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, createVerifiedUser, signIn, type E2EUser } from './support/accounts';
import { routineForToday } from './support/routines';

/** Catalogue exercises by how they are loaded (server/domain/exercise-model). */
const BENCH_PRESS = 1; // Press de banca con barra: a barbell
const PUSH_UPS = 2; // Flexiones: body weight
const DUMBBELL_SQUAT = 110; // Sentadilla con mancuernas: dumbbells

/** A user with today's routine, these catalogue exercises appended to it, signed in on `page`. */
async function trainingToday(page: Page, request: APIRequestContext, extra: number[] = []) {
  const user: E2EUser = await createVerifiedUser(request);
  const routine = await routineForToday(request, user.token);
  for (const id of extra) {
    const added = await request.post(`/api/user-routines/${routine.id}/exercises`, {
      data: { ejercicio_id: id },
      headers: await apiHeaders(request, user.token),
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  await signIn(page, user);
  return routine;
}

/** Starts today's session from the overview's "Hoy" card. */
async function startToday(page: Page) {
  await page.goto('/dashboard/overview');
  await page.getByRole('region', { name: 'Hoy' }).getByRole('button', { name: 'Empezar entrenamiento' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
}

/** The exercise of that name last in the session (the one appended to the routine). */
const exercise = (page: Page, name: string) =>
  page.getByRole('article', { name: new RegExp(`^\\d+\\. ${name}$`) }).last();

test('the rest keeps running on other screens, leads back to the session and survives a reload', async ({
  page,
  request,
}) => {
  await trainingToday(page, request);
  await startToday(page);
  const session = page.url();
  await expect(page.getByText(/^Llevas \d+:\d\d$/)).toBeVisible();
  const first = page.getByRole('article').first();
  await first.getByLabel('Repeticiones, serie 1').fill('10');
  await first.getByRole('button', { name: 'Marcar la serie 1 como hecha' }).click();
  await expect(page.getByRole('button', { name: 'Saltar descanso' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Menú del panel' }).getByRole('link', { name: 'Historial' }).click();
  await expect(page).toHaveURL(/\/dashboard\/history$/);
  const back = page.getByRole('link', { name: /\d:\d\d\s*Volver al entrenamiento/ });
  await expect(back).toBeVisible();
  await page.reload();
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(session);
  // Back on the session: its own bar, not the link.
  await expect(page.getByRole('button', { name: '+15 s' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Volver al entrenamiento/ })).toHaveCount(0);
});

test('no warm-up ramp on a dumbbell squat, no plate calculator on push-ups; a barbell lift has both', async ({
  page,
  request,
}) => {
  await trainingToday(page, request, [DUMBBELL_SQUAT, PUSH_UPS, BENCH_PRESS]);
  await startToday(page);
  const squat = exercise(page, 'Sentadilla con mancuernas');
  await squat.getByLabel('Kilos, serie 1').fill('40');
  await expect(squat.getByRole('button', { name: /Calentamiento sugerido/ })).toHaveCount(0);
  await expect(squat.getByRole('button', { name: 'Calculadora de discos, serie 1' })).toHaveCount(0);
  const pushUps = exercise(page, 'Flexiones');
  await expect(pushUps.getByLabel('Repeticiones, serie 1')).toBeVisible();
  await expect(pushUps.getByRole('button', { name: 'Calculadora de discos, serie 1' })).toHaveCount(0);

  const bench = exercise(page, 'Press de banca con barra');
  await bench.getByLabel('Kilos, serie 1').fill('60');
  await expect(bench.getByRole('button', { name: 'Calentamiento sugerido hacia 60 kg' })).toBeVisible();
  await expect(bench.getByRole('button', { name: 'Calculadora de discos, serie 1' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the overview opens on "Hoy"; the session fits 390 px with the warm-up folded', async ({ page, request }) => {
    await trainingToday(page, request, [BENCH_PRESS]);
    await page.goto('/dashboard/overview');
    const today = page.getByRole('region', { name: 'Hoy' });
    await expect(today.getByRole('button', { name: 'Empezar entrenamiento' })).toBeInViewport();
    const calendar = page.getByRole('heading', { level: 2, name: 'Calendario' });
    expect((await today.boundingBox())!.y).toBeLessThan((await calendar.boundingBox())!.y);

    await today.getByRole('button', { name: 'Empezar entrenamiento' }).click();
    await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
    const bench = exercise(page, 'Press de banca con barra');
    await bench.getByLabel('Kilos, serie 1').fill('60');
    const ramp = bench.getByRole('button', { name: 'Calentamiento sugerido hacia 60 kg' });
    await expect(ramp).toHaveAttribute('aria-expanded', 'false');
    await ramp.click();
    await expect(ramp).toHaveAttribute('aria-expanded', 'true');
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test('a plate ticked off in the calculator counts at once and is remembered, even when closed at once', async ({
  page,
  request,
}) => {
  await trainingToday(page, request, [BENCH_PRESS]);
  await startToday(page);
  const bench = exercise(page, 'Press de banca con barra');
  await bench.getByLabel('Kilos, serie 1').fill('60');
  const calculator = page.getByRole('dialog', { name: 'Calculadora de discos' });
  const twenty = calculator.getByRole('checkbox', { name: '20 kg' });
  await bench.getByRole('button', { name: 'Calculadora de discos, serie 1' }).click();
  await expect(calculator.getByText('60 kg = barra de 20 kg + 20 kg por lado.')).toBeVisible();
  await calculator.getByRole('button', { name: 'Tu barra y tus discos' }).click();
  // The box's label: the input itself is hidden under the drawn box.
  await twenty.locator('..').click();
  await page.keyboard.press('Escape');
  await expect(calculator).toBeHidden();

  await page.reload();
  await bench.getByRole('button', { name: 'Calculadora de discos, serie 1' }).click();
  await calculator.getByLabel('Peso total (kg, con la barra)').fill('60');
  await calculator.getByRole('button', { name: 'Tu barra y tus discos' }).click();
  await expect(twenty).not.toBeChecked();
  await expect(calculator.getByText('15 + 5 kg')).toBeVisible();
  await twenty.locator('..').click();
  await expect(calculator.getByText('15 + 5 kg')).toBeHidden();
  await expect(calculator.getByText('60 kg = barra de 20 kg + 20 kg por lado.')).toBeVisible();
});
