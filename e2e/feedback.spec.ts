import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addDays, getISODay } from 'date-fns';
import type { WorkoutFeedback } from '../src/lib/contract-feedback';
import type { Plan } from '../src/lib/contract-plans';
import { apiHeaders, createVerifiedUser, signIn } from './support/accounts';
import { browserToday, isoDate } from './support/dates';

/** A verified user with a four-week programme starting today, today one of its days, signed in. */
async function lifterWithProgrammeToday(page: Page, request: APIRequestContext): Promise<Plan> {
  const user = await createVerifiedUser(request);
  const today = browserToday();
  const dias = [getISODay(today), getISODay(addDays(today, 2)), getISODay(addDays(today, 4))];
  const created = await request.post('/api/plans', {
    data: {
      experiencia: 'de_6_a_24_meses',
      dias,
      sesiones_semana: 3,
      semanas: 4,
      duracion_min: 60,
      equipamiento: ['gimnasio'],
      fecha_inicio: isoDate(today),
    },
    headers: await apiHeaders(request, user.token),
  });
  expect(created.status(), await created.text()).toBe(201);
  const plan = (await created.json()) as Plan;
  await signIn(page, user);
  return plan;
}

/** Today's session of the programme started from its page; the session's id. */
async function startToday(page: Page, plan: Plan): Promise<number> {
  await page.goto(`/dashboard/programas/${plan.id}`);
  await page.getByRole('button', { name: 'Empezar entrenamiento' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

/** The set rows still to do on the session screen: all of them, and the exercises with a second one. */
async function setRows(page: Page): Promise<{ all: number; withSecond: number }> {
  const all = await page.getByRole('button', { name: /^Marcar la serie \d+ como hecha$/ }).count();
  const withSecond = await page.getByRole('button', { name: 'Marcar la serie 2 como hecha' }).count();
  return { all, withSecond };
}

/**
 * From the programme's page: starts today's session, skips the readiness check, logs one set of
 * each exercise, finishes, and returns the summary's "¿Cómo lo notaste?" region.
 */
async function finishOneSetEach(page: Page, plan: Plan): Promise<Locator> {
  await page.goto(`/dashboard/programas/${plan.id}`);
  await page.getByRole('button', { name: 'Empezar entrenamiento' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);

  // The readiness check comes first; one tap skips it.
  const readiness = page.getByRole('region', { name: '¿Cómo llegas hoy?' });
  await expect(readiness).toBeVisible();
  await readiness.getByRole('button', { name: 'Omitir' }).click();
  await expect(readiness).toBeHidden();

  // One set of each exercise (the summary asks about the muscles worked), then the finish.
  const exercises = page.getByRole('article');
  const skipRest = page.getByRole('button', { name: 'Saltar descanso' });
  for (let i = 0; i < (await exercises.count()); i++) {
    const exercise = exercises.nth(i);
    await exercise.getByRole('button', { name: 'Marcar la serie 1 como hecha' }).click();
    await expect(exercise.getByRole('group', { name: 'Serie 1 hecha' })).toContainText('Guardada');
    if (await skipRest.isVisible()) await skipRest.click();
  }
  await page.getByRole('button', { name: 'Terminar entrenamiento' }).click();
  await expect(page).toHaveURL(/\/resumen$/);

  // The summary asks how each muscle worked felt.
  const feedback = page.getByRole('region', { name: '¿Cómo lo notaste?' });
  await expect(feedback).toBeVisible();
  return feedback;
}

test('a lifter who slept badly, is stressed and tired gets one set fewer on each exercise, with the reason', async ({
  page,
  request,
}) => {
  const plan = await lifterWithProgrammeToday(page, request);
  await startToday(page, plan);
  await expect(page.getByRole('button', { name: 'Marcar la serie 1 como hecha' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const planned = await setRows(page);
  expect(planned.withSecond).toBeGreaterThan(0);
  // One set fewer on each exercise that has more than one: the second-to-last row of each goes.
  const lighter = planned.all - planned.withSecond;

  const readiness = page.getByRole('region', { name: '¿Cómo llegas hoy?' });
  await readiness.getByRole('group', { name: 'Sueño' }).getByRole('button', { name: 'Mal' }).click();
  await readiness.getByRole('group', { name: 'Estrés' }).getByRole('button', { name: 'Alto' }).click();
  await readiness.getByRole('group', { name: 'El cuerpo' }).getByRole('button', { name: 'Cansado' }).click();
  const sent = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/readiness'));
  await readiness.getByRole('button', { name: 'Listo' }).click();
  expect((await sent).status()).toBe(200);

  await expect(page.getByText('Hoy, un día más ligero')).toBeVisible();
  await expect(page.getByText(/^Hoy, una serie menos en cada ejercicio: /)).toBeVisible();
  // Every exercise planned with more than one set now has one fewer; the rest keep theirs.
  await expect.poll(async () => (await setRows(page)).all).toBe(lighter);
  // Still so after a reload: the server holds the lighter day.
  await page.reload();
  await expect(page.getByText('Hoy, un día más ligero')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Marcar la serie 1 como hecha' }).first()).toBeVisible();
  expect((await setRows(page)).all).toBe(lighter);
});

test('a lifter finishes a programme session, answers for two muscles, skips a third and applies the early deload they call for', async ({
  page,
  request,
}) => {
  const plan = await lifterWithProgrammeToday(page, request);
  const feedback = await finishOneSetEach(page, plan);
  const rows = feedback.getByRole('listitem');
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  const names = await rows.getByRole('heading', { level: 3 }).allTextContents();
  const [first, second, skipped] = names as [string, string, string];

  const saves: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith('/feedback')) saves.push(r.postDataJSON());
  });
  // Both muscles answered say the workload was too much: the early deload is proposed whatever
  // the programme drew (a set more or fewer depends on its band and its sessions' time, which
  // vary with the programme's seed; adjust.test.ts holds those).
  const answer = async (muscle: string, question: string, value: string) =>
    feedback
      .getByRole('group', { name: `${question} de ${muscle}` })
      .getByRole('button', { name: value })
      .click();
  await answer(first, 'Bombeo', '0');
  await answer(first, 'Agujetas desde la última vez', '2');
  await answer(first, 'Dolor articular', 'Ninguno');
  await answer(first, 'Carga de trabajo', 'Demasiada');
  await answer(second, 'Agujetas desde la última vez', '1');
  await answer(second, 'Carga de trabajo', 'Demasiada');
  await feedback.getByRole('button', { name: `Omitir ${skipped}` }).click();
  await expect(feedback.getByText(`${skipped}: omitido`)).toBeVisible();
  await feedback.getByRole('button', { name: 'Listo' }).click();
  await expect(page.getByText('2 músculos respondidos')).toBeVisible();
  // Each tap went through the outbox; the last PUT holds both muscles and not the skipped one.
  await expect.poll(() => (saves.at(-1) as { musculos?: unknown[] } | undefined)?.musculos?.length).toBe(2);

  // Still there after a reload (closed, with the answers counted from the server).
  await page.reload();
  await expect(page.getByText('2 músculos respondidos')).toBeVisible();

  // The programme proposes next week's changes, each with its reason; one is applied.
  await page.goto(`/dashboard/programas/${plan.id}`);
  const proposals = page.getByRole('region', { name: 'Propuestas para la semana 2' });
  await expect(proposals).toBeVisible();
  const apply = proposals.getByRole('button', { name: /^Aplicar: Adelantamos la descarga a la semana 2/ });
  const reason = ((await apply.getAttribute('aria-label')) ?? '').replace(/^Aplicar: /, '');
  expect(reason).toMatch(/: la carga fue demasiada en .+ y .+\. Una serie menos y RIR \d para recuperarte\.$/);
  const decided = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/adjustments\/\d+$/.test(r.url()));
  await apply.click();
  expect((await decided).status()).toBe(200);
  await expect(proposals.getByText('Aplicada')).toBeVisible();
  await expect(proposals.getByRole('button', { name: `Aplicar: ${reason}` })).toHaveCount(0);
});

test('answers that call for no change: the programme says next week stays as it is, and why', async ({
  page,
  request,
}) => {
  const plan = await lifterWithProgrammeToday(page, request);
  const feedback = await finishOneSetEach(page, plan);
  const [muscle] = (await feedback.getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents()) as [
    string,
  ];
  // Pumped, recovered and a fair workload: the stimulus was enough, no set to add.
  const answer = (question: string, value: string) =>
    feedback
      .getByRole('group', { name: `${question} de ${muscle}` })
      .getByRole('button', { name: value })
      .click();
  await answer('Bombeo', '3');
  await answer('Agujetas desde la última vez', '0');
  await answer('Dolor articular', 'Ninguno');
  await answer('Carga de trabajo', 'Justa');
  await feedback.getByRole('button', { name: 'Listo' }).click();
  await expect(page.getByText('1 músculo respondido')).toBeVisible();

  await page.goto(`/dashboard/programas/${plan.id}`);
  const unchanged = page.getByRole('region', { name: 'Semana 2: sin cambios' });
  await expect(unchanged).toBeVisible();
  await expect(
    unchanged.getByText(`Sin cambios en ${muscle.toLocaleLowerCase('es')}: el estímulo ya fue suficiente.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Aplicar/ })).toHaveCount(0);
});

test('a lifter finishes offline, answers "¿Cómo lo notaste?" there (which joint too), and once back online the server has it once', async ({
  page,
  context,
  request,
}) => {
  const workoutId = await startToday(page, await lifterWithProgrammeToday(page, request));
  await page.getByRole('region', { name: '¿Cómo llegas hoy?' }).getByRole('button', { name: 'Omitir' }).click();
  await page.waitForLoadState('networkidle');
  const saves: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().endsWith(`/workouts/${workoutId}/feedback`)) saves.push(r.postDataJSON());
  });

  // No signal: one set and the finish stay on the device.
  await context.setOffline(true);
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: 'Marcar la serie 1 como hecha' }).click();
  const skipRest = page.getByRole('button', { name: 'Saltar descanso' });
  if (await skipRest.isVisible()) await skipRest.click();
  await page.getByRole('button', { name: 'Terminar entrenamiento' }).click();
  await expect(page.getByText('Entrenamiento terminado en este dispositivo')).toBeVisible();

  // The card is there already, with the session's muscles; the answers wait with the finish.
  const feedback = page.getByRole('region', { name: '¿Cómo lo notaste?' });
  await expect(feedback).toBeVisible();
  const muscle = (await feedback.getByRole('listitem').first().getByRole('heading', { level: 3 }).textContent())!;
  const answer = (question: string, value: string) =>
    feedback.getByRole('group', { name: question }).getByRole('button', { name: value }).click();
  await answer(`Dolor articular de ${muscle}`, 'Me paró');
  await answer(`Dónde dolió al entrenar ${muscle}`, 'Hombro');
  await answer(`Carga de trabajo de ${muscle}`, 'Demasiada');
  await feedback.getByRole('button', { name: 'Listo' }).click();
  await expect(page.getByText('Guardado en este dispositivo: se enviará en cuanto haya conexión.')).toBeVisible();
  expect(saves).toEqual([]);

  // The signal is back: the set, the finish, then the answers; the summary opens, the card closed.
  await context.setOffline(false);
  await expect(page).toHaveURL(new RegExp(`/dashboard/workouts/${workoutId}/resumen$`), { timeout: 20_000 });
  await expect(page.getByText('1 músculo respondido')).toBeVisible();
  const headers = await apiHeaders(request, (await page.evaluate(() => localStorage.getItem('token')))!);
  await expect
    .poll(async () => {
      const res = await request.get(`/api/workouts/${workoutId}/feedback`, { headers });
      const body = (await res.json()) as WorkoutFeedback;
      return body.musculos.filter((m) => m.dolor !== null || m.carga !== null);
    })
    .toEqual([
      expect.objectContaining({ grupo_muscular: muscle, dolor: 'me_paro', articulacion: 'hombro', carga: 'demasiada' }),
    ]);
  expect(saves).toHaveLength(1);
});
