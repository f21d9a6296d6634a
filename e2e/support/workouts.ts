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

/** Opens the exercise menu of `article` ("Opciones de …") and picks `item`. */
export async function menu(page: Page, article: Locator, item: string) {
  await article.getByRole('button', { name: /^Opciones de / }).click();
  // Open and settled first: a click while the menu still animates in is not a choice (as a finger
  // that lands on an item as the menu appears).
  const open = page.getByRole('menu');
  await expect(open).toBeVisible();
  await open.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  await open.getByRole('menuitem', { name: item, exact: true }).click();
  await expect(open).toBeHidden();
}

/** "Añadir ejercicio" (after the last card, or the empty session's): searches the picker and picks `name`. */
export async function addExercise(page: Page, name: string) {
  await page.getByRole('button', { name: 'Añadir ejercicio' }).click();
  const picker = page.getByRole('dialog', { name: 'Añadir ejercicio' });
  await picker.getByRole('combobox', { name: 'Buscar ejercicio' }).fill(name);
  await picker.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await expect(picker).toBeHidden();
}
