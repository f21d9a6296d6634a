import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, signIn } from './support/accounts';
import { waitForMail } from './support/mailbox';

const HEADER = 'Fecha,Rutina,Ejercicio,Serie,Kg,Repeticiones,RIR,Segundos,Metros,Notas';

/** Clicks a button of "Tus datos" and reads the file it downloads. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('region', { name: 'Tus datos' }).getByRole('button', { name: button }).click(),
  ]);
  return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

test('export: the training history (CSV) and all my data (JSON) download from the profile', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, { nombre: 'Íñigo' });
  await signIn(page, user);
  await page.goto('/dashboard/profile');

  await page.getByLabel('Formato del historial').selectOption('CSV estándar');
  const csv = await download(page, 'Descargar historial (CSV)');
  expect(csv.name).toMatch(/^forja-historial-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.text.split('\n')[0]).toBe(`\uFEFF${HEADER}`);

  const json = await download(page, 'Descargar todos mis datos (JSON)');
  expect(json.name).toMatch(/^forja-datos-\d{4}-\d{2}-\d{2}\.json$/);
  expect(json.text.startsWith('{"formato":"forja-datos","version":1,')).toBe(true);
  const doc = JSON.parse(json.text) as { perfil: { email: string; nombre: string }; sesiones: unknown[] };
  expect(doc.perfil).toMatchObject({ email: user.email, nombre: 'Íñigo' });
  expect(json.text).not.toContain('password');
});

test('account deletion: the password asked again, a confirmation mail, signed out, and no login afterwards', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request, { nombre: 'Berta' });
  await signIn(page, user);
  await page.goto('/dashboard/profile');

  await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminar mi cuenta' });
  const password = dialog.getByLabel(/^Escribe tu contraseña para confirmar/);
  // A wrong password deletes nothing and says so.
  await password.fill('NoEsLaMia.2025!');
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('La contraseña no es correcta. No se ha borrado nada.');
  expect((await request.get('/api/users', { headers: { authorization: user.token } })).status()).toBe(200);

  await password.fill(user.password);
  await dialog.getByRole('button', { name: 'Eliminar definitivamente' }).click();
  await expect(page.getByText('Tu cuenta se ha eliminado. Te hemos enviado un correo de confirmación.')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const mail = await waitForMail(user.email, /se ha eliminado/);
  expect(mail.text).toContain('Hola, Berta:');

  const old = await request.get('/api/users', { headers: { authorization: user.token } });
  expect(old.status()).toBe(403);
  await page.goto('/login');
  await page.getByLabel(/^Correo electrónico/).fill(user.email);
  await page.getByLabel(/^Contraseña/).fill(user.password);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/users/login'));
  await page.getByRole('main').getByRole('button', { name: 'Iniciar Sesión' }).click();
  expect((await answer).status()).toBe(401);
  await expect(page.getByText('Error al iniciar sesión')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
