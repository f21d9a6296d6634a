import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, signIn } from './support/accounts';

const fixture = (name: string) => path.join(import.meta.dirname, '../server/test/fixtures/import', name);
const STRONG_SAMPLE = fixture('strong.csv');
/** The names of issue 40 item 7, a name to correct, a warm-up ("W") and a drop set ("D"). */
const STRONG_NAMES = fixture('strong-names.csv');

/** From the file input to the match step of the import screen. */
async function uploadStrong(page: Page, file = STRONG_SAMPLE) {
  await page.getByLabel('Archivo CSV de Strong o Hevy').setInputFiles(file);
  await expect(page.getByRole('heading', { name: 'Empareja tus ejercicios con los de Forja' })).toBeVisible();
}

test('imports a Strong export into Historial, and the same file again adds nothing', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);

  // From the profile's line to the import screen.
  await page.goto('/dashboard/profile');
  await page.getByRole('link', { name: '¿Vienes de Strong o Hevy? Importa tu historial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importar historial' })).toBeVisible();

  await uploadStrong(page);
  await expect(page.getByLabel('Bench Press (Barbell)')).toHaveValue('1');
  // "Extensión de tríceps en polea alta con barra": a cable pushdown with a straight bar.
  await expect(page.getByLabel('Triceps Pushdown (Cable - Straight Bar)')).toHaveValue('73');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByText('del 04-03-2024 al 08-03-2024')).toBeVisible();
  await expect(page.getByText('8 de 8')).toBeVisible();
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText('3 sesiones nuevas con 16 series.')).toBeVisible();

  await page.getByRole('link', { name: 'Ver el historial' }).click();
  await expect(page).toHaveURL(/\/dashboard\/history$/);
  await expect(page.getByText('3 sesiones', { exact: true })).toBeVisible();
  const list = page.getByRole('list', { name: 'Sesiones de entrenamiento' });
  for (const name of ['Empuje A', 'Pierna', 'Tirón']) await expect(list.getByText(name).first()).toBeVisible();

  // Historial's header leads back; the same file adds nothing.
  await page.getByRole('link', { name: 'Importar de Strong o Hevy' }).click();
  await uploadStrong(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(
    page.getByText('3 sesiones de este archivo ya están en tu historial: no se volverán a añadir.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText(/^0 nuevas/)).toBeVisible();
  await expect(page.getByText('3 sesiones ya estaban importadas y se han dejado como estaban.')).toBeVisible();
  await page.getByRole('link', { name: 'Ver el historial' }).click();
  await expect(page.getByText('3 sesiones', { exact: true })).toBeVisible();
});

test('proposes by implement and pattern, remembers a correction for the next import, and a W set arrives as a warm-up', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await page.goto('/dashboard/importar');

  await uploadStrong(page, STRONG_NAMES);
  // "Elevaciones laterales con mancuernas", "Peso muerto rumano desde déficit" (with a barbell),
  // "Press militar con barra de pie".
  const lateral = page.getByLabel('Lateral Raise (Dumbbell)');
  await expect(lateral).toHaveValue('92');
  await expect(lateral).toHaveAccessibleDescription(/Coincide en: Mancuernas · Elevaciones de hombro/);
  await expect(page.getByLabel('Peso muerto rumano con barra')).toHaveValue('243');
  await expect(page.getByLabel('Overhead Press (Barbell)')).toHaveValue('89');
  const row = page.getByLabel('Dumbbell Row');
  // Not "Remo con mancuerna a un brazo" (3): the user picks it.
  await expect(row).not.toHaveValue('3');
  await row.selectOption({ label: 'Remo con mancuerna a un brazo' });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(page.getByText('1 sesión nueva con 10 series.')).toBeVisible();

  // The warm-up ("W") leads the overhead press's sets as one.
  await page.getByRole('link', { name: 'Ver el historial' }).click();
  await page.getByRole('list', { name: 'Sesiones de entrenamiento' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hombro y bisagra' })).toBeVisible();
  const sets = page.getByRole('table', { name: 'Series de Press militar con barra de pie' }).getByRole('row');
  await expect(sets).toHaveCount(4);
  await expect(sets.nth(1).getByRole('cell').first()).toHaveAccessibleName('Calentamiento');
  await expect(sets.nth(2).getByRole('cell').first()).toHaveText('1');

  // The next import proposes the user's correction, and says so.
  await page.goto('/dashboard/importar');
  await uploadStrong(page, STRONG_NAMES);
  await expect(page.getByLabel('Dumbbell Row')).toHaveValue('3');
  await expect(page.getByLabel('Dumbbell Row')).toHaveAccessibleDescription(
    /Lo elegiste tú en una importación anterior/,
  );
});
