import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { TRAINING_IN_PROGRESS_EVENT, TRAINING_IN_PROGRESS_KEY } from '../src/lib/training-in-progress';
import { createVerifiedUser, signIn } from './support/accounts';
import { controlledByWorker } from './support/service-worker';

/**
 * The installable app: the manifest every page links, the service worker the
 * signed-in app registers (vite-plugin-pwa, vite.config.ts), the app shell offline, and the
 * "Nueva versión disponible" prompt when a new deploy's worker waits.
 */

/** The built app the server hosts (STATIC_DIR's default, from the repository's root). */
const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist/web');

/** The state of the registration's waiting worker, if any. */
const waitingState = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer): string {
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test('every page links a valid manifest, and the signed-in app is installable', async ({ page, request }) => {
  for (const url of ['/home', '/login']) {
    const html = await (await request.get(url)).text();
    expect(html, url).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  }
  const res = await request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Forja',
    lang: 'es',
    start_url: '/dashboard/overview',
    display: 'standalone',
    theme_color: '#F05A19',
    description: expect.stringMatching(/entrenamiento/),
  });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const png = await request.get(icon.src);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body())).toBe(icon.sizes);
  }

  await signIn(page, await createVerifiedUser(request));
  await controlledByWorker(page);
  // What Chromium itself decides before it offers to install (Lighthouse's former installable check).
  const cdp = await page.context().newCDPSession(page);
  const parsed = (await cdp.send('Page.getAppManifest')) as { errors: unknown[] };
  expect(parsed.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito profiles, where Chromium never installs: the one error
  // that comes from the test's browser rather than from the app.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('the worker registers in the signed-in app only, and its shell opens without network', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/login');
  await page.mouse.move(20, 20); // loads the app's code on the prerendered screen
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);

  await signIn(page, await createVerifiedUser(request));
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Rutinas' })).toBeVisible();
  await controlledByWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Rutinas' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menú del panel' });
  await expect(nav).toBeVisible();
  // Another screen's code, never loaded before, comes from the worker's precache.
  await nav.getByRole('link', { name: 'Calendario' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  // The public screens are not the worker's: offline, they are not there.
  await expect(page.goto('/terminos')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
});

test.describe('a new deploy', () => {
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((f) => path.join(WEB_DIR, f));
  const saved = new Map<string, Buffer>();
  test.beforeAll(() => files.forEach((f) => fs.existsSync(f) && saved.set(f, fs.readFileSync(f))));
  test.afterAll(() => saved.forEach((content, f) => fs.writeFileSync(f, content)));

  test('offers "Nueva versión disponible", waits while training, and reloads only on the click', async ({
    page,
    request,
  }) => {
    await signIn(page, await createVerifiedUser(request));
    await controlledByWorker(page);
    const prompt = page.getByRole('status', { name: 'Actualización de Forja' });
    await expect(prompt).toBeEmpty();

    // The next deploy: another worker at the same URL (its compressed copies gone with the old one).
    fs.writeFileSync(files[0]!, `${saved.get(files[0]!)!.toString()}\n// next deploy ${Date.now()}\n`);
    for (const copy of files.slice(1)) fs.rmSync(copy, { force: true });
    await page.evaluate(() => ((window as unknown as { beforeUpdate: boolean }).beforeUpdate = true));
    // A training session runs: the prompt waits.
    await page.evaluate(
      ([key, event]) => {
        localStorage.setItem(key, '1');
        window.dispatchEvent(new Event(event));
      },
      [TRAINING_IN_PROGRESS_KEY, TRAINING_IN_PROGRESS_EVENT] as const,
    );
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(() => waitingState(page)).toBe('installed');
    await page.waitForTimeout(300);
    await expect(prompt).toBeEmpty();

    // The session ends: now it shows, and nothing reloads by itself.
    await page.evaluate(
      ([key, event]) => {
        localStorage.removeItem(key);
        window.dispatchEvent(new Event(event));
      },
      [TRAINING_IN_PROGRESS_KEY, TRAINING_IN_PROGRESS_EVENT] as const,
    );
    await expect(prompt.getByText('Nueva versión disponible')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Actualizar' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Rutinas' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    expect(await waitingState(page)).toBeNull();
    await expect(prompt).toBeEmpty();
  });
});
