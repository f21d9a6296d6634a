import { expect, test } from '@playwright/test';
import { apiHeaders, createVerifiedUser, signIn } from './support/accounts';
import { waitForMail } from './support/mailbox';
import { routineForToday } from './support/routines';

test("the training reminder's link lands on the routine's session, ready to log", async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  const routine = await routineForToday(request, user.token);
  // Reminders from midnight in the browser's zone: the server's job (REMINDERS_INTERVAL) sends today's at once.
  const on = await request.put('/api/users/me/reminders', {
    data: { activo: true, hora: 0, zona_horaria: 'Europe/Madrid' },
    headers: await apiHeaders(request, user.token),
  });
  expect(on.ok(), await on.text()).toBe(true);
  const mail = await waitForMail(user.email, /Hoy te toca entrenar/, { timeoutMs: 30_000 });
  const link = mail.links.find((l) => l.includes('/dashboard/entrenar/'));
  expect(link, mail.text).toBeDefined();
  expect(link).toContain(`/dashboard/entrenar/${routine.id}`);

  await signIn(page, user);
  await page.goto(new URL(link!).pathname);
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
  await expect(page.getByRole('article').first().getByLabel('Repeticiones, serie 1')).toBeVisible();
  const sessionUrl = page.url();

  // Opened again (a second tap on the mail): the same session, not a second one.
  await page.goto(new URL(link!).pathname);
  await expect(page).toHaveURL(sessionUrl);
});
