import { test as base, expect, type Page } from '@playwright/test';
import { serveStorybook } from './serve-storybook';

/**
 * The Controls panel a designer plays with (docs/DEVELOPING.md "The Controls panel"), in the built manager:
 * a few components whose rows must keep their kind of control (src/testing/controls.ts). Not a
 * screenshot: the visual report leaves these tests out (report.ts).
 */
const test = base.extend<object, { origin: string }>({
  origin: [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const { origin, close } = await serveStorybook();
      await use(origin);
      close();
    },
    { scope: 'worker' },
  ],
});

/** The manager on one story, with its Controls panel drawn (its row for `prop` shown). */
async function openControls(page: Page, origin: string, storyId: string, prop: string) {
  await page.goto(`${origin}/?path=/story/${storyId}`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator(`[id^="control-${prop}"]`).first()).toBeVisible({ timeout: 20_000 });
}

const canvas = (page: Page) => page.frameLocator('#storybook-preview-iframe');

test('FormDialog: a radio group for its tone, a select for its size, its callbacks under "Eventos"', async ({
  page,
  origin,
}) => {
  await openControls(page, origin, 'componentes-formdialog--open', 'tone');
  const tone = page.getByRole('group', { name: 'tone' });
  await expect(tone.getByRole('radio')).toHaveCount(2);
  await expect(tone.getByRole('radio', { name: 'brand' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'size' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'loading' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Hide Eventos items' }).first()).toBeVisible();
  await expect(page.getByRole('row', { name: /^onSubmit/ })).toBeVisible();
});

test('EmptyState: the icon is a select of Lucide icons, and the one chosen is drawn', async ({ page, origin }) => {
  await openControls(page, origin, 'componentes-emptystate--default', 'icon');
  const icon = page.getByRole('combobox', { name: 'icon' });
  await expect(icon).toHaveValue('History');
  await icon.selectOption('Dumbbell');
  await expect(canvas(page).locator('svg.lucide-dumbbell')).toBeVisible();
});

test('Paginator: the page is a bounded number, and a page change shows in the Actions panel', async ({
  page,
  origin,
}) => {
  await openControls(page, origin, 'componentes-paginator--default', 'page');
  await expect(page.locator('#control-page')).toHaveAttribute('type', 'number');
  await expect(page.locator('#control-page')).toHaveAttribute('min', '1');
  // The story's play turns the page twice.
  await page.getByRole('tab', { name: /^Actions/ }).click();
  const actions = page.getByRole('tabpanel', { name: /^Actions/ }).getByRole('treeitem');
  await expect(actions.filter({ hasText: /^▶?onChange: .*\[2\]/ }).first()).toBeVisible();
});

test('SetRow: what a set measures is a radio group with the measure of the story chosen', async ({ page, origin }) => {
  await openControls(page, origin, 'patrones-entrenamiento-setrow--to-do', 'medida');
  const medida = page.getByRole('group', { name: 'medida' });
  await expect(medida.getByRole('radio')).toHaveCount(3);
  await expect(medida.getByRole('radio', { name: 'repeticiones' })).toBeChecked();
});
