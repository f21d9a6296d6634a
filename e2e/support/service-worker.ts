import type { Page } from '@playwright/test';

/** Waits until the page's service worker is active and controls the page (after a reload if needed). */
export async function controlledByWorker(page: Page): Promise<void> {
  // `ready` settles once a worker is active; with no clients.claim() it controls the next load.
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (active && active.state !== 'activated') {
      await new Promise((resolve) => active.addEventListener('statechange', resolve, { once: true }));
    }
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
