import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiHeaders, createVerifiedUser, signIn, type E2EUser } from './support/accounts';
import { pickDate, typeDate } from './support/dates';

interface Routine {
  rutina_id: number;
  ejercicios: { nombre: string; orden: number }[];
}

/** The routine's exercise names in the order the server stores (orden ascending). */
const storedOrder = (routine: Routine) =>
  [...routine.ejercicios].sort((a, b) => a.orden - b.orden).map((e) => e.nombre);

/** A verified user holding a copy of a public routine with at least three exercises. */
async function userWithRoutine(request: APIRequestContext) {
  const user = await createVerifiedUser(request);
  const templates = await request.get('/api/routines/filter', { headers: await apiHeaders(request, user.token) });
  const template = ((await templates.json()) as { id_rutina: number; ejercicios: unknown[] }[]).find(
    (r) => r.ejercicios.length >= 3,
  );
  expect(template).toBeDefined();
  const created = await request.post('/api/user-routines', {
    data: { id_rutina: template!.id_rutina },
    headers: await apiHeaders(request, user.token),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const routine = (await created.json()) as Routine;
  /** The exercise names in the order the server stores now. */
  const stored = async () => {
    const answer = await request.get(`/api/user-routines/${routine.rutina_id}`, {
      headers: await apiHeaders(request, user.token),
    });
    return storedOrder((await answer.json()) as Routine);
  };
  return { user, routine, stored };
}

/** The editor of the routine, signed in, with its schedule filled so that "Guardar" passes. */
async function openEditor(page: Page, user: E2EUser, routine: Routine) {
  await signIn(page, user);
  await page.goto(`/dashboard/routines/edit/${routine.rutina_id}`);
  const names = page.locator('[data-exercise-name]');
  // The first screen of a run waits for the server's first answers.
  await expect(names).toHaveCount(routine.ejercicios.length, { timeout: 15_000 });
  await typeDate(page.getByLabel(/Fecha de inicio/), '05-01-2026');
  await typeDate(page.getByLabel(/Fecha de fin/), '29-03-2026');
  await page.getByLabel(/Día de la semana/).selectOption({ label: 'Viernes' });
  return names;
}

/** The exercise names of the list on screen, top to bottom. */
const onScreen = (page: Page) => page.locator('[data-exercise-name]').allTextContents();

/** dnd-kit's screen-reader announcements (a visually hidden live region). */
const announced = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** The keyboard path a user takes: focus the handle, space, the arrows, space. */
async function moveByKeyboard(page: Page, handle: string, key: 'ArrowUp' | 'ArrowDown', from: number, to: number) {
  await page.getByRole('button', { name: handle }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[data-dragging]')).toHaveCount(1);
  // One place per arrow: each step waits for the list to announce it.
  const step = key === 'ArrowUp' ? -1 : 1;
  for (let place = from + step; place !== to + step; place += step) {
    await page.keyboard.press(key);
    await expect(announced(page)).toContainText(`pasa a la posición ${place} de`);
  }
  await page.keyboard.press('Space');
  await expect(page.locator('[data-dragging]')).toHaveCount(0);
}

/** "Guardar" went through: its last success toast (one toast of a kind stays on screen, the newest). */
const saved = (page: Page) =>
  expect(
    page.locator('[data-sonner-toast]').filter({
      hasText:
        /Ejercicios actualizados correctamente\.|Ejercicio eliminado correctamente\.|Rutina actualizada correctamente\./,
    }),
  ).toBeVisible();

test('an order changed with the keyboard survives adding an exercise, and "Guardar" stores it', async ({
  page,
  request,
}) => {
  const { user, routine, stored } = await userWithRoutine(request);
  const [first, second, ...rest] = storedOrder(routine);
  const names = await openEditor(page, user, routine);

  // Swap the first two exercises (with the keyboard), then add one: the swap stays on screen.
  await moveByKeyboard(page, `Mover el ejercicio 1 (${first})`, 'ArrowDown', 1, 2);
  await expect.poll(() => onScreen(page)).toEqual([second, first, ...rest]);
  await page.getByRole('button', { name: '+ Agregar Ejercicio' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar ejercicio' });
  await add.getByRole('listbox', { name: 'Ejercicios' }).getByRole('option').nth(3).click();
  await add.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Ejercicio añadido' })).toBeVisible();
  await expect(names).toHaveCount(routine.ejercicios.length + 1);
  const added = (await names.last().textContent())!;
  expect(await onScreen(page)).toEqual([second, first, ...rest, added]);

  await page.getByRole('button', { name: 'Guardar' }).click();
  await saved(page);

  // The server ends up with the swapped order, the new exercise last.
  await expect.poll(stored).toEqual([second, first, ...rest, added]);
});

test('"Eliminar" waits for "Guardar": "Cancelar" brings the exercise back, "Guardar" removes it', async ({
  page,
  request,
}) => {
  const { user, routine, stored } = await userWithRoutine(request);
  const [first, ...rest] = storedOrder(routine);
  const names = await openEditor(page, user, routine);

  await page.getByRole('button', { name: `Eliminar el ejercicio 1 (${first})` }).click();
  await expect(names).toHaveCount(routine.ejercicios.length - 1);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  // Unsaved changes (issue #40): leaving asks first.
  await page
    .getByRole('alertdialog', { name: '¿Salir sin guardar?' })
    .getByRole('button', { name: 'Salir sin guardar' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/routines$/);
  // Nothing reached the server: the exercise is still there, and back in the editor.
  expect(await stored()).toEqual([first, ...rest]);
  await page.goto(`/dashboard/routines/edit/${routine.rutina_id}`);
  await expect(names).toHaveCount(routine.ejercicios.length);
  await expect(names.first()).toHaveText(first!);

  await typeDate(page.getByLabel(/Fecha de inicio/), '05-01-2026');
  await typeDate(page.getByLabel(/Fecha de fin/), '29-03-2026');
  await page.getByLabel(/Día de la semana/).selectOption({ label: 'Viernes' });
  await page.getByRole('button', { name: `Eliminar el ejercicio 1 (${first})` }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await saved(page);
  await expect.poll(stored).toEqual(rest);
});

test('an order changed before deleting another exercise is kept, and "Guardar" stores both', async ({
  page,
  request,
}) => {
  const { user, routine, stored } = await userWithRoutine(request);
  const [first, second, third, ...rest] = storedOrder(routine);
  const names = await openEditor(page, user, routine);

  // The third exercise first, then the second one goes.
  await moveByKeyboard(page, `Mover el ejercicio 3 (${third})`, 'ArrowUp', 3, 1);
  await page.getByRole('button', { name: `Eliminar el ejercicio 3 (${second})` }).click();
  await expect(names).toHaveCount(routine.ejercicios.length - 1);
  expect(await onScreen(page)).toEqual([third, first, ...rest]);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await saved(page);
  await expect.poll(stored).toEqual([third, first, ...rest]);
});

test('an exercise dragged by its handle with the mouse keeps its new place after "Guardar"', async ({
  page,
  request,
}) => {
  const { user, routine, stored } = await userWithRoutine(request);
  const [first, second, third, ...rest] = storedOrder(routine);
  await openEditor(page, user, routine);

  // The first exercise dragged onto the third row's place.
  const handle = page.getByRole('button', { name: `Mover el ejercicio 1 (${first})` });
  const target = page.getByRole('button', { name: `Mover el ejercicio 3 (${third})` });
  // The list's heading scrolled to the top, so that no row is under the save bar.
  await page.getByRole('heading', { level: 2, name: 'Ejercicios' }).evaluate((h) => h.scrollIntoView());
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 2 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
  await expect(announced(page)).toContainText('pasa a la posición 3 de');
  await page.mouse.up();
  await expect.poll(() => onScreen(page)).toEqual([second, third, first, ...rest]);

  await page.getByRole('button', { name: 'Guardar' }).click();
  await saved(page);
  await expect.poll(stored).toEqual([second, third, first, ...rest]);
});

test('an end date before the start date is refused in the browser, with its message', async ({ page, request }) => {
  const { user, routine } = await userWithRoutine(request);
  await openEditor(page, user, routine);
  await typeDate(page.getByLabel(/Fecha de fin/), '31-12-2025');
  const message = 'La fecha de fin no puede ser anterior a la fecha de inicio.';
  await expect(page.getByText(message).first()).toBeVisible();
  let patched = false;
  page.on('request', (r) => {
    if (r.method() === 'PATCH') patched = true;
  });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  expect(patched).toBe(false);
});

/** "+ Agregar Ejercicio": searches the picker, takes the first match and adds it. */
async function addToRoutine(page: Page, search: string) {
  await page.getByRole('button', { name: '+ Agregar Ejercicio' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar ejercicio' });
  await add.getByRole('combobox', { name: 'Buscar ejercicio' }).fill(search);
  await add.getByRole('listbox', { name: 'Ejercicios' }).getByRole('option').first().click();
  await add.getByRole('button', { name: 'Agregar' }).click();
  await expect(add).toBeHidden();
}

/** Opens the row's "Descanso y objetivo" and types its rest, range and RIR. */
async function setTarget(page: Page, row: number, [rest, min, max, rir]: [string, string, string, string]) {
  const item = page.locator('[data-exercise-row]').nth(row);
  await item.getByRole('button', { name: /^Descanso y objetivo/ }).click();
  await item.getByLabel('Descanso (s)').fill(rest);
  await item.getByLabel('Repeticiones mín.').fill(min);
  await item.getByLabel('Repeticiones máx.').fill(max);
  await item.getByLabel('RIR objetivo').fill(rir);
}

test.describe('in an English browser', () => {
  test.use({ locale: 'en-US' });

  test('the blank routine’s dates are typed and picked as dd-mm-yyyy, never mm/dd/yyyy', async ({ page, request }) => {
    const user = await createVerifiedUser(request);
    await signIn(page, user);
    await page.goto('/dashboard/routines/new');
    const blank = page.getByRole('region', { name: 'Rutina en blanco' });
    await blank.getByRole('textbox', { name: /^Nombre/ }).fill('Pierna en inglés', { timeout: 15_000 });
    await blank.getByLabel(/Día de la semana/).selectOption({ label: 'Lunes' });
    const [start, end] = [blank.getByLabel(/Fecha de inicio/), blank.getByLabel(/Fecha de fin/)];
    await expect(start).toHaveAttribute('placeholder', 'dd-mm-aaaa');
    // Month first is refused in Spanish, not read as 31 December.
    await typeDate(start, '12/31/2026');
    await blank.getByRole('button', { name: 'Crear rutina en blanco' }).click();
    await expect(
      blank.getByText('Las fechas deben ser días reales escritos como dd-mm-aaaa', { exact: false }),
    ).toBeVisible();
    await typeDate(start, '05-01-2027');
    await pickDate(page, end, new Date(2027, 2, 29));
    await expect(end).toHaveValue('29-03-2027');
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/blank'));
    await blank.getByRole('button', { name: 'Crear rutina en blanco' }).click();
    expect((await created).request().postDataJSON()).toMatchObject({
      fecha_inicio_rutina: '05-01-2027',
      fecha_fin_rutina: '29-03-2027',
    });
    await expect(page).toHaveURL(/\/dashboard\/routines\/edit\/\d+$/);
    await expect(page.getByLabel(/Fecha de inicio/)).toHaveValue('05-01-2027');
  });
});

test('a routine from nothing: name, two exercises with rest and target, saved; leaving unsaved asks', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await page.goto('/dashboard/routines/new');
  const blank = page.getByRole('region', { name: 'Rutina en blanco' });
  await blank.getByRole('textbox', { name: /^Nombre/ }).fill('Torso en casa', { timeout: 15_000 });
  await blank.getByLabel(/Día de la semana/).selectOption({ label: 'Martes' });
  await typeDate(blank.getByLabel(/Fecha de inicio/), '05-01-2026');
  await typeDate(blank.getByLabel(/Fecha de fin/), '29-03-2026');
  await blank.getByRole('button', { name: 'Crear rutina en blanco' }).click();
  await expect(page).toHaveURL(/\/dashboard\/routines\/edit\/\d+$/);
  await expect(page.getByText('Esta rutina aún no tiene ejercicios asignados.')).toBeVisible();

  await addToRoutine(page, 'press banca');
  await addToRoutine(page, 'sentadilla');
  const names = page.locator('[data-exercise-name]');
  await expect(names).toHaveCount(2);
  await setTarget(page, 0, ['120', '6', '8', '2']);
  await setTarget(page, 1, ['90', '10', '12', '1']);

  // Unsaved: "Cancelar" asks; "Seguir editando" keeps the changes.
  await page.getByRole('button', { name: 'Cancelar' }).click();
  const ask = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(ask).toBeHidden();
  await expect(page.locator('[data-exercise-row]').nth(0).getByLabel('RIR objetivo')).toHaveValue('2');

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Ejercicios actualizados correctamente.' }),
  ).toBeVisible();
  // Saved: stored on the server, and leaving no longer asks.
  const stored = await request.get(page.url().replace(/.*\/edit\//, '/api/user-routines/'), {
    headers: await apiHeaders(request, user.token),
  });
  const routine = (await stored.json()) as { ejercicios: Record<string, unknown>[] };
  expect(
    routine.ejercicios.map(({ descanso, repeticiones_min, repeticiones_max, rir }) => [
      descanso,
      repeticiones_min,
      repeticiones_max,
      rir,
    ]),
  ).toEqual([
    [120, 6, 8, 2],
    [90, 10, 12, 1],
  ]);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/routines$/);
  await expect(ask).toBeHidden();

  // The browser's back button with unsaved changes asks too.
  await page.goBack();
  await expect(names).toHaveCount(2);
  await page.getByLabel('Series').first().fill('5');
  await page.goBack();
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/\/dashboard\/routines\/edit\/\d+$/);

  // Closing the tab with them: the page asks the browser's own question (its beforeunload handler
  // cancels the unload). Checked on the page's own event: whether Chromium then shows its dialog
  // also depends on its user-activation rules (headless, it sometimes closed the page unasked).
  const asks = await page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(asks).toBe(true);
});

test('a session started from the routine shows each exercise’s rest and target', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  const headers = await apiHeaders(request, user.token);
  const created = await request.post('/api/user-routines/blank', { data: { nombre: 'Pierna en casa' }, headers });
  expect(created.status()).toBe(201);
  const { rutina_id: id } = (await created.json()) as { rutina_id: number };
  await signIn(page, user);
  await page.goto(`/dashboard/routines/edit/${id}`);
  await expect(page.getByText('Esta rutina aún no tiene ejercicios asignados.')).toBeVisible({ timeout: 15_000 });
  await addToRoutine(page, 'sentadilla');
  await addToRoutine(page, 'press banca');
  await setTarget(page, 0, ['150', '6', '8', '2']);
  await setTarget(page, 1, ['90', '10', '12', '1']);
  await typeDate(page.getByLabel(/Fecha de inicio/), '05-01-2026');
  await typeDate(page.getByLabel(/Fecha de fin/), '29-03-2026');
  await page.getByLabel(/Día de la semana/).selectOption({ label: 'Viernes' });
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Ejercicios actualizados correctamente.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Empezar entrenamiento/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('6-8 repeticiones');
  await expect(cards.first()).toContainText('RIR 2');
  await expect(cards.first()).toContainText('descanso 2:30 min');
  await expect(cards.nth(1)).toContainText('descanso 90 s');
  await expect(cards.nth(1)).toContainText('10-12 repeticiones');
  await expect(cards.nth(1)).toContainText('RIR 1');
});
