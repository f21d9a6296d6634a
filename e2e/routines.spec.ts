import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, signIn } from './support/accounts';
import { typeDate } from './support/dates';

/** A sonner toast with this text (they stack, so several may be on screen). */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('generate -> save -> edit dates, day and exercises -> PDF -> share -> another user saves it -> delete', async ({
  page,
  browser,
  request,
}) => {
  const owner = await createVerifiedUser(request, { nombre: 'Lucía' });
  await signIn(page, owner);

  // Sugerencias, "Mis Objetivos": generate a routine and save it into Mis Rutinas.
  await page.goto('/dashboard/routines?tab=sugerencias');
  await expect(page.getByText(/Pulsa «Generar rutina»/)).toBeVisible();
  await page.getByRole('button', { name: 'Generar Rutina' }).click();
  await expect(toast(page, 'Rutina personalizada generada con éxito')).toBeVisible();
  const generated = page.getByRole('article');
  await expect(generated).toHaveCount(1);
  const name = (await generated.getByRole('heading').textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await generated.getByRole('button', { name: 'Ver detalle' }).click();
  const detail = page.getByRole('dialog', { name: `${name} Ejercicios` });
  await expect(detail).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await generated.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Rutina guardada en Mis Rutinas')).toBeVisible();

  // Mis Rutinas lists it; "Editar" opens the form.
  await page.getByRole('tab', { name: 'Mis Rutinas' }).click();
  await expect(page).toHaveURL(/\/dashboard\/routines$/);
  const mine = page.getByRole('article', { name });
  await mine.getByRole('link', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/routines\/edit\/\d+$/);
  const routineId = Number(/edit\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Rutina' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  // Add an exercise, remove the first one, change a series, dates, weekday and the shared flag.
  const rows = page.locator('form ol > li');
  const before = await rows.count();
  await page.getByRole('button', { name: '+ Agregar Ejercicio' }).click();
  const add = page.getByRole('dialog', { name: 'Agregar ejercicio' });
  await add.getByRole('button', { name: 'Agregar' }).click();
  await expect(add.getByRole('alert')).toHaveText('Por favor, selecciona un ejercicio.');
  await add.getByRole('listbox', { name: 'Ejercicios' }).getByRole('option').nth(3).click();
  await add.getByRole('button', { name: 'Agregar' }).click();
  await expect(toast(page, 'Ejercicio añadido a la rutina correctamente.')).toBeVisible();
  await expect(rows).toHaveCount(before + 1);
  // The removal waits for "Guardar", like every other change.
  await page.getByRole('button', { name: /^Eliminar el ejercicio 1 / }).click();
  await expect(rows).toHaveCount(before);

  await typeDate(page.getByLabel(/Fecha de inicio/), '05-01-2026');
  await typeDate(page.getByLabel(/Fecha de fin/), '29-03-2026');
  await page.getByLabel(/Día de la semana/).selectOption({ label: 'Miércoles' });
  await page.getByLabel('Series').first().fill('0');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert').getByText('Las series del ejercicio 1 deben ser mayor que 0.')).toBeVisible();
  await page.getByLabel('Series').first().fill('4');
  await page.getByRole('button', { name: 'Añadir comentario' }).first().click();
  await page.getByLabel('Comentario').fill('Bajar en tres segundos');
  await page.getByText('Compartida', { exact: true }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  // One toast of a kind stays on screen (the newest): the save's last one.
  await expect(toast(page, 'Ejercicios actualizados correctamente.')).toBeVisible();

  // What the server stored comes back after a reload.
  await page.reload();
  await expect(page.getByLabel(/Fecha de inicio/)).toHaveValue('05-01-2026');
  await expect(page.getByLabel(/Fecha de fin/)).toHaveValue('29-03-2026');
  await expect(page.getByLabel(/Día de la semana/)).toHaveValue('3');
  await expect(page.getByRole('checkbox', { name: 'Compartida' })).toBeChecked();
  await expect(page.getByLabel('Series').first()).toHaveValue('4');
  await page.getByRole('button', { name: 'Comentario: Bajar en tres segundos' }).click();
  await expect(page.getByLabel('Comentario')).toHaveValue('Bajar en tres segundos');
  await expect(rows).toHaveCount(before);

  // "Imprimir" downloads rutina-<id>.pdf, a real PDF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Imprimir' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`rutina-${routineId}.pdf`);
  const pdf = await fs.readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The list shows the new weekday and dates.
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/routines$/);
  const card = page.getByRole('article', { name });
  await expect(card.getByText('Miércoles')).toBeVisible();
  await expect(card.getByText('05-01-2026')).toBeVisible();
  await expect(card.getByText('29-03-2026')).toBeVisible();

  // A second user finds the shared routine under "Descubrir" and saves it.
  const other = await createVerifiedUser(request, { nombre: 'Marta' });
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const second = await context.newPage();
  await signIn(second, other);
  await second.goto('/dashboard/routines');
  await expect(second.getByText('No hay rutinas creadas todavía')).toBeVisible();
  await second.getByRole('tab', { name: 'Descubrir' }).click();
  await expect(second).toHaveURL(/tab=descubrir/);
  const shared = second.getByRole('article', { name });
  await shared.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(second, 'Rutina guardada en Mis Rutinas')).toBeVisible();
  // Saved once, the card says so instead of copying it again.
  await expect(shared.getByRole('button', { name: 'Guardada' })).toBeDisabled();
  await expect(shared.getByRole('button', { name: 'Guardar', exact: true })).toHaveCount(0);
  await second.goBack();
  await expect(second.getByRole('tab', { name: 'Mis Rutinas' })).toHaveAttribute('aria-selected', 'true');
  const copy = second.getByRole('article', { name });
  await expect(copy.getByText('Miércoles')).toBeVisible();

  // ...and deletes it: confirm, toast, and the list refreshes a second later.
  await copy.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = second.getByRole('alertdialog', { name: '¿Deseas eliminar esta rutina?' });
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(second, 'Rutina eliminada correctamente.')).toBeVisible();
  await expect(second.getByText('No hay rutinas creadas todavía')).toBeVisible();
  await context.close();

  // The owner's routine is untouched.
  await page.reload();
  await expect(page.getByRole('article', { name })).toBeVisible();
});
