import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, signIn } from './support/accounts';

const STRONG_SAMPLE = path.join(import.meta.dirname, '../server/test/fixtures/import/strong.csv');

/** From the file input to the summary of the import screen. */
async function uploadStrong(page: Page) {
  await page.getByLabel('Archivo CSV de Strong o Hevy').setInputFiles(STRONG_SAMPLE);
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
  const triceps = page.getByLabel('Triceps Pushdown (Cable - Straight Bar)');
  await expect(triceps).toHaveValue('');
  await triceps.selectOption({ label: 'Extensión de tríceps en polea alta con barra' });
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByText('del 04/03/2024 al 08/03/2024')).toBeVisible();
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
