import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { createVerifiedUser, E2E_PASSWORD, signIn } from './support/accounts';

interface SeedExercise {
  id: number;
  nombre: string;
  inicio: string;
  fin: string;
}
const catalogue = JSON.parse(fs.readFileSync('server/db/seed/data/exercises.json', 'utf8')) as SeedExercise[];

test('catalogue: filter to a known exercise (search without accents) and open its detail', async ({
  page,
  request,
}) => {
  const known = catalogue.find((e) => e.nombre === 'Curl de bíceps con mancuernas');
  expect(known, 'the seeded catalogue has this exercise').toBeTruthy();
  await signIn(page, await createVerifiedUser(request));

  await page
    .getByRole('navigation', { name: 'Menú del panel' })
    .getByRole('link', { name: 'Ejercicios' })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ejercicios' })).toBeVisible();
  await page.getByLabel('Grupo muscular').selectOption({ label: 'Bíceps' });
  await page.getByLabel('Buscar ejercicio').fill('curl de biceps con MANCUERNAS');
  await page.getByRole('button', { name: 'Buscar' }).click();

  await page.getByRole('button', { name: `Ver detalle de ${known!.nombre}` }).click();
  const dialog = page.getByRole('dialog', { name: known!.nombre });
  await expect(dialog.getByText('Posición inicial')).toBeVisible();
  await expect(dialog.getByText(known!.inicio)).toBeVisible();
  await expect(dialog.getByText(known!.fin)).toBeVisible();
  await expect(dialog.getByText('Bíceps', { exact: true })).toBeVisible();
});

test('catalogue: go to a page by its number; search words in any order ("banca press")', async ({ page, request }) => {
  await signIn(page, await createVerifiedUser(request));
  await page.goto('/dashboard/exercises');
  await expect(page).toHaveTitle('Ejercicios · Forja');
  const status = page.getByText(/^1 \/ \d+$/);
  await expect(status).toBeVisible();
  const pages = Number((await status.textContent())!.split(' / ')[1]);
  expect(pages).toBeGreaterThan(3);
  await page.getByRole('button', { name: `Página ${pages} de ${pages}` }).click();
  await expect(page.getByText(`${pages} / ${pages}`)).toBeVisible();

  await page.getByLabel('Buscar ejercicio').fill('banca press');
  await page.getByRole('button', { name: 'Buscar' }).click();
  // A new search starts again at page 1.
  await expect(page.getByText(/^1 \/ [12]$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Press de banca con barra' })).toBeVisible();
  const found = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(found.length).toBeGreaterThan(1);
  for (const name of found) expect(name).toMatch(/press.*banca/i);
});

test('profile: edit the data and see it after a reload; change the password and log in with it', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, { nombre: 'Andrés', peso: 80, altura: 180 });
  await signIn(page, user);
  await page.goto('/dashboard/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'MI PERFIL' })).toBeVisible();
  await expect(page.getByText('80 kg')).toBeVisible();
  // Registered with 1990-05-17, answered so by GET users: shown dd-mm-yyyy, in the date field too.
  await expect(page.getByText('17-05-1990')).toBeVisible();

  await page.getByRole('button', { name: 'Editar usuario' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar usuario' });
  await expect(edit.getByLabel(/^Fecha de nacimiento/)).toHaveValue('17-05-1990');
  await edit.getByLabel(/^Nombre/).fill('Andrea');
  await edit.getByLabel(/^Peso/).fill('72.5');
  await edit.getByLabel(/^Objetivo/).selectOption({ label: 'Pérdida de grasa' });
  await edit.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByText('Datos actualizados correctamente')).toBeVisible();

  await page.reload();
  await expect(page.getByText('Andrea', { exact: true })).toBeVisible();
  await expect(page.getByText('72,5 kg')).toBeVisible();
  await expect(page.getByText('Pérdida de grasa')).toBeVisible();
  await expect(page.getByText('22,38')).toBeVisible(); // BMI 72.5 / 1.8²

  const newPassword = 'Cambio.2026!';
  await page.getByRole('button', { name: 'Editar contraseña' }).click();
  const pwd = page.getByRole('dialog', { name: 'Editar contraseña' });
  await pwd.getByLabel(/^Contraseña actual/).fill(E2E_PASSWORD);
  await pwd.getByLabel(/^Nueva contraseña/).fill(newPassword);
  await pwd.getByLabel(/^Repetir nueva contraseña/).fill(newPassword);
  await pwd.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByText('Contraseña actualizada correctamente')).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar Sesión' }).first().click();
  await page.goto('/login');
  await page.getByLabel(/^Correo electrónico/).fill(user.email);
  await page.getByLabel(/^Contraseña/).fill(E2E_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('Error al iniciar sesión')).toBeVisible();
  await page.getByLabel(/^Contraseña/).fill(newPassword);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard\/overview$/);
});
