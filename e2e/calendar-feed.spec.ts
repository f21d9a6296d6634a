import { expect, test } from '@playwright/test';
import { createVerifiedUser, signIn } from './support/accounts';

test('profile: turn the calendar feed on, subscribe to its address, renew it (the old one stops), set reminders', async ({
  page,
  request,
}) => {
  await signIn(page, await createVerifiedUser(request));
  await page.goto('/dashboard/profile');
  const calendar = page.getByRole('region', { name: 'Calendario' });
  await calendar.getByRole('button', { name: 'Activar calendario' }).click();
  const first = await calendar.getByLabel('Dirección de suscripción').inputValue();
  expect(first).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await calendar.getByRole('button', { name: 'Generar nueva dirección' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Generar nueva dirección' }).click();
  await expect(calendar.getByLabel('Dirección de suscripción')).not.toHaveValue(first);
  expect((await request.get(first)).status()).toBe(404);

  const reminders = page.getByRole('region', { name: 'Recordatorios' });
  await reminders.getByText('Recibir recordatorios por correo').click();
  await reminders.getByLabel('Hora del aviso').selectOption('19');
  await reminders.getByLabel('Zona horaria').selectOption('Atlantic/Canary');
  await reminders.getByRole('button', { name: 'Guardar recordatorios' }).click();
  await expect(page.getByText('Recordatorios guardados')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Recordatorios' }).getByLabel('Hora del aviso')).toHaveValue('19');
  await expect(page.getByRole('region', { name: 'Calendario' }).getByText(/solo se muestra al crearla/)).toBeVisible();
});
