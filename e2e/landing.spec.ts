import { expect, test } from '@playwright/test';

test('landing -> "Iniciar Sesión" -> login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Iniciar Sesión' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
});

test('dashboard without a token goes to /login; unknown paths show the 404 screen', async ({ page }) => {
  await page.goto('/dashboard/routines');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/esto-no-existe');
  await expect(page.getByRole('heading', { name: '404 - Página no encontrada' })).toBeVisible();
});
