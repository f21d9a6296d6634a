import { expect, test } from '@playwright/test';
import { createVerifiedUser, signIn } from './support/accounts';

/**
 * The app keeps to its own Content Security Policy (server/plugins/security.ts): no screen does
 * what the policy forbids, such as zod probing `new Function` (src/lib/zod.ts). A violation is
 * blocked, so the app may still work, but Chromium lists it as an issue and it costs Lighthouse's
 * best-practices score; it also hides a real attack's report among the app's own.
 */
test('the signed-in screens, a session included, cause no CSP violation', async ({ page, request }) => {
  const user = await createVerifiedUser(request);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} in ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  await signIn(page, user);
  await page.getByRole('button', { name: 'Entrenamiento vacío' }).click();
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(), 'the session screen').toEqual([]);
  for (const [path, heading] of [
    ['/dashboard/overview', 'Mis Rutinas'],
    ['/dashboard/routines', 'Mis Rutinas'],
    ['/dashboard/progress', 'Progreso'],
    ['/dashboard/calendar', 'Calendario'],
    ['/dashboard/history', 'Historial'],
    ['/dashboard/exercises', 'Ejercicios'],
    ['/dashboard/profile', 'Mi Perfil'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The screen's data and its lazy parts have come.
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
});
