import { expect, test, type Page } from '@playwright/test';

/**
 * The public screens the build prerenders (src/app/prerendered.ts) arrive as HTML with their
 * Spanish content and styles, paint before any JS, and hydrate: React adopts the server's DOM
 * (the nodes seen before any script ran are still the ones on screen) with no error or warning
 * in the console, signed in or not.
 */
const SCREENS = [
  { path: '/home', h1: 'Tu plan de entrenamiento, a tu medida' },
  { path: '/login', h1: 'Iniciar Sesión' },
  { path: '/register', h1: 'Crea tu cuenta' },
  { path: '/reset-password', h1: 'Recuperar contraseña' },
  { path: '/terminos', h1: 'Términos y condiciones' },
];

/** Console errors and warnings and uncaught errors of the page, from its first script on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Waits until React has hydrated the page: it marks the DOM nodes it adopts with its fiber. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Keeps the h1 the HTML parser built, before any module script runs, for a later comparison. */
async function rememberParsedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { parsedH1: Element | null }).parsedH1 = document.querySelector('h1');
      }
    });
  });
}

for (const { path, h1 } of SCREENS) {
  test(`${path} is served as prerendered HTML with its Spanish content and styles`, async ({ request }) => {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<style data-emotion="css [\w -]+" data-s="">/);
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root).toContain(h1);
    expect(root).toContain('© 2025 Forja. Todos los derechos reservados.');
  });
}

for (const signedIn of [false, true]) {
  test(`prerendered screens hydrate without console problems (${signedIn ? 'signed in' : 'signed out'})`, async ({
    page,
  }) => {
    if (signedIn) await page.addInitScript(() => localStorage.setItem('token', 'a-session-token'));
    await rememberParsedHeading(page);
    const problems = collectProblems(page);
    for (const { path, h1 } of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await hydrated(page);
      const sameNode = await page.evaluate(
        () => (window as unknown as { parsedH1: Element | null }).parsedH1 === document.querySelector('h1'),
      );
      expect(sameNode, `${path}: React kept the prerendered nodes`).toBe(true);
    }
    expect(problems).toEqual([]);
  });
}

test('the prerendered landing is interactive once hydrated (mobile menu)', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/home');
  await hydrated(page);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.locator('#menu-publico').getByRole('link', { name: 'Registrarse' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the prerendered login validates on the client once hydrated', async ({ page }) => {
  const problems = collectProblems(page);
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByText('Campo obligatorio').first()).toBeVisible();
  expect(page.url()).toMatch(/\/login$/);
  expect(problems).toEqual([]);
});
