import { expect, type Locator, type Page } from '@playwright/test';

/** Marks set `n` of an exercise done with these values and skips the rest that follows. */
export async function logSet(page: Page, article: Locator, n: number, reps: string, kg: string) {
  await article.getByLabel(`Repeticiones, serie ${n}`).fill(reps);
  await article.getByLabel(`Kilos, serie ${n}`).fill(kg);
  await article.getByRole('button', { name: `Marcar la serie ${n} como hecha` }).click();
  await expect(article.getByRole('group', { name: `Serie ${n} hecha` })).toContainText(`${reps} reps`);
  const skip = page.getByRole('button', { name: 'Saltar descanso' });
  if (await skip.isVisible()) await skip.click();
}
