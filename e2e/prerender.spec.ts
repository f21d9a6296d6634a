import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedUser, signIn } from './support/accounts';

/**
 * The public screens the build prerenders (src/app/boot/prerendered-pages.ts) arrive as HTML with their
 * Spanish content and styles, and paint before any JS. The landing (/home) is static: no script
 * at all, real links, a native popover for the mobile menu. The others load the app's code at the
 * visitor's first interaction and hydrate: React adopts the server's DOM (the nodes seen before any
 * script ran are still the ones on screen) with no error or warning in the console, signed in or not.
 */
const LANDING = { path: '/home', h1: 'Tu plan de entrenamiento, a tu medida' };
const HYDRATED_SCREENS = [
  { path: '/login', h1: 'Iniciar Sesión' },
  { path: '/register', h1: 'Crea tu cuenta' },
  { path: '/reset-password', h1: 'Recuperar contraseña' },
  { path: '/terminos', h1: 'Términos y condiciones' },
];
const SCREENS = [LANDING, ...HYDRATED_SCREENS];

/** Console errors and warnings and uncaught errors of the page, from its first script on. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * Moves the pointer over the page (the first sign of interaction, which loads the app's code)
 * and waits until React has hydrated it: React marks the DOM nodes it adopts with its fiber.
 */
async function hydrated(page: Page) {
  await page.mouse.move(20, 20);
  await page.mouse.move(40, 60);
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
    expect(html).toMatch(/<style data-prerendered-css="[\w -]+">/);
    const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
    expect(root).toContain(h1);
    // The year of the build (scripts/build-year.ts), which `npm run test:e2e` has just made.
    const year = Number(/© (\d{4}) Forja\. Todos los derechos reservados\./.exec(root)?.[1]);
    expect([new Date().getFullYear(), new Date().getFullYear() - 1]).toContain(year);
  });
}

for (const signedIn of [false, true]) {
  test(`prerendered screens hydrate without console problems (${signedIn ? 'signed in' : 'signed out'})`, async ({
    page,
  }) => {
    if (signedIn) await page.addInitScript(() => localStorage.setItem('token', 'a-session-token'));
    await rememberParsedHeading(page);
    const problems = collectProblems(page);
    for (const { path, h1 } of HYDRATED_SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await hydrated(page);
      const sameNode = await page.evaluate(
        () => (window as unknown as { parsedH1: Element | null }).parsedH1 === document.querySelector('h1'),
      );
      expect(sameNode, `${path}: React kept the prerendered nodes`).toBe(true);
      // Hydration adopted the prerendered rules: none of them inserted a second time.
      const { prerendered, again } = await page.evaluate(() => {
        const element = document.querySelector('style[data-prerendered-css]')!;
        const ids = new Set(element.getAttribute('data-prerendered-css')!.split(' '));
        const others = Array.from(document.styleSheets).filter((sheet) => sheet.ownerNode !== element);
        const selectors = others.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));
        return {
          prerendered: ids.size,
          again: selectors.filter((text) => [...text.matchAll(/\.css-([\w-]+)/g)].some((m) => ids.has(m[1]!))).length,
        };
      });
      expect(prerendered, `${path}: rules in the prerendered style element`).toBeGreaterThan(20);
      expect(again, `${path}: prerendered rules inserted again`).toBe(0);
    }
    expect(problems).toEqual([]);
  });
}

/** Every script the page requests (URL), from its first request on. */
function collectScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(r.url()).pathname)) scripts.push(r.url());
  });
  return scripts;
}

/** axe-core's violations on the page (run through the DevTools protocol: the CSP allows no inline script). */
async function axeViolations(page: Page): Promise<string[]> {
  const source = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  return page.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: { run(): Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }
    ).axe.run();
    return violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}

/**
 * The expanded state Chromium's accessibility tree gives the button named `name` (what screen
 * readers get): for a popover's invoker the browser sets it, with no aria-expanded attribute.
 */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value?: string };
      name?: { value?: string };
      properties?: { name: string; value: { value?: unknown } }[];
    }[];
  };
  await cdp.detach();
  const button = nodes.find((n) => n.role?.value === 'button' && n.name?.value === name);
  if (!button) throw new Error(`No button "${name}" in the accessibility tree`);
  const expanded = button.properties?.find((p) => p.name === 'expanded')?.value.value;
  return typeof expanded === 'boolean' ? expanded : undefined;
}

test('/home is static HTML: no script, no module preload', async ({ request }) => {
  const html = await (await request.get('/home')).text();
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/modulepreload|rel="prefetch"/);
  expect(html).toContain('popover="auto"');
});

for (const signedIn of [false, true]) {
  test(`/home loads no JS and its links lead to the prerendered screens (${signedIn ? 'signed in' : 'signed out'})`, async ({
    page,
  }) => {
    if (signedIn) await page.addInitScript(() => localStorage.setItem('token', 'a-session-token'));
    const problems = collectProblems(page);
    const scripts = collectScripts(page);
    await page.goto(LANDING.path);
    await expect(page.getByRole('heading', { level: 1, name: LANDING.h1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Descubre cómo funciona' }).click();
    await expect(page).toHaveURL(/\/home#features$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Entrena con un plan que encaja contigo' }),
    ).toBeInViewport();
    expect(scripts).toEqual([]);

    const journeys = [
      { link: page.getByRole('link', { name: 'Iniciar Sesión' }).first(), url: /\/login$/, h1: 'Iniciar Sesión' },
      { link: page.getByRole('link', { name: 'Empezar ahora' }), url: /\/register$/, h1: 'Crea tu cuenta' },
      {
        link: page.getByRole('link', { name: 'Términos y condiciones' }),
        url: /\/terminos$/,
        h1: 'Términos y condiciones',
      },
    ];
    for (const { link, url, h1 } of journeys) {
      await page.goto(LANDING.path);
      // A full page load: the document of the next screen is requested from the server.
      const document = page.waitForRequest((r) => r.resourceType() === 'document' && url.test(r.url()));
      await link.click();
      await document;
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await hydrated(page);
    }
    expect(scripts.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
}

test('/ redirects on the server to the static landing, which loads no JS', async ({ page }) => {
  const scripts = collectScripts(page);
  const response = await page.goto('/');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: LANDING.h1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});

test('the mobile menu of the static landing opens and closes with keyboard and mouse, without JS', async ({ page }) => {
  const problems = collectProblems(page);
  const scripts = collectScripts(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(LANDING.path);
  const menu = page.locator('#menu-publico');
  const open = page.getByRole('button', { name: 'Abrir menú' });
  const close = page.getByRole('button', { name: 'Cerrar menú' });
  await expect(open).toBeVisible();
  await expect(menu).toBeHidden();

  // Keyboard: skip link, logo, then the menu button, with a visible focus ring.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(open).toBeFocused();
  expect(await open.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('link', { name: 'Registrarse' })).toBeVisible();
  await expect(close).toBeFocused();
  expect(await expandedState(page, 'Cerrar menú')).toBe(true);
  // The menu's links come next in the tab order.
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('link', { name: 'Iniciar Sesión' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(open).toBeFocused();
  expect(await expandedState(page, 'Abrir menú')).toBe(false);
  await page.keyboard.press('Space');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Space');
  await expect(menu).toBeHidden();

  // Mouse: the button toggles, a click outside closes.
  await open.click();
  await expect(menu).toBeVisible();
  const menuBox = await menu.boundingBox();
  const headerBox = await page.locator('header').boundingBox();
  expect(menuBox?.y).toBeCloseTo((headerBox?.y ?? 0) + (headerBox?.height ?? 0), 0);
  await close.click();
  await expect(menu).toBeHidden();
  await open.click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(menu).toBeHidden();

  // A link of the menu leads to the prerendered screen.
  expect(scripts).toEqual([]);
  await open.click();
  await menu.getByRole('link', { name: 'Registrarse' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crea tu cuenta' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('inside the app, the landing is rendered by React and its menu closes on navigation', async ({ page }) => {
  const problems = collectProblems(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/login');
  await hydrated(page);
  // Client navigation from a hydrated screen to the landing.
  await page.getByRole('link', { name: 'Inicio de Forja' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LANDING.h1 })).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.locator('#menu-publico').getByRole('link', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
  await expect(page.locator('#menu-publico')).toBeHidden();
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

test('a prerendered screen runs no app code until the visitor interacts with it', async ({ page }) => {
  const scripts = collectScripts(page);
  const problems = collectProblems(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Only the boot script: no module entry, no module preload.
  expect(scripts.map((url) => new URL(url).pathname)).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);

  // A key press is enough (a keyboard user's first Tab).
  await page.keyboard.press('Tab');
  await page.waitForFunction(() => {
    const h1 = document.querySelector('h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber$'));
  });
  expect(scripts.length).toBeGreaterThan(1);
  expect(problems).toEqual([]);
});

for (const [query, notice] of [
  ['verificacion=ok', '¡Correo verificado!'],
  ['verificacion=invalida', 'Enlace no válido o caducado'],
] as const) {
  test(`/login?${query} (where the verification link lands) hydrates at once and shows its notice`, async ({
    page,
  }) => {
    await rememberParsedHeading(page);
    const problems = collectProblems(page);
    await page.goto(`/login?${query}`);
    // No pointer, no key: the query string alone brings the app in.
    await expect(page.getByText(notice)).toBeVisible();
    const sameNode = await page.evaluate(
      () => (window as unknown as { parsedH1: Element | null }).parsedH1 === document.querySelector('h1'),
    );
    expect(sameNode, 'React kept the prerendered nodes').toBe(true);
    expect(problems).toEqual([]);
  });
}

test('typing and a submission made while the app loads are kept: the login goes through once', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const problems = collectProblems(page);
  // The app's entry module is held until the form is filled in and sent.
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  const entryRequested = page.waitForRequest((r) => r.resourceType() === 'script' && /\/assets\/index-/.test(r.url()));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  const logins: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/users/login')) logins.push(r.method());
  });

  await page.goto('/login');
  await page.getByLabel(/^Correo electrónico/).fill(user.email);
  await entryRequested;
  await page.getByLabel(/^Contraseña/).fill(user.password);
  const submit = page.getByRole('button', { name: 'Iniciar Sesión' });
  await submit.click();
  await page.getByLabel(/^Contraseña/).press('Enter');
  await submit.click();
  // Held: no native submission (the address bar keeps /login, no query), no request yet.
  await expect(page).toHaveURL(/\/login$/);
  expect(logins).toEqual([]);

  releaseEntry();
  await expect(page).toHaveURL(/\/dashboard\/overview$/, { timeout: 15_000 });
  expect(logins).toEqual(['POST']);
  expect(problems).toEqual([]);
});

test('a submission held before the app loaded is validated like any other', async ({ page }) => {
  let releaseEntry = () => {};
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto('/reset-password');
  await page.getByLabel(/^Correo electrónico/).fill('no es un correo');
  await page.getByRole('button', { name: 'Recuperar contraseña' }).click();
  releaseEntry();
  await expect(page.getByText('Por favor, ingresa un correo electrónico válido.')).toBeVisible();
  await expect(page.getByLabel(/^Correo electrónico/)).toHaveValue('no es un correo');
  await expect(page).toHaveURL(/\/reset-password$/);
});

test('screens rendered on the client take the global CSS from the shell’s stylesheet: nothing compiles it again', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const problems = collectProblems(page);
  await signIn(page, user);
  // Not the overview, routines, progress or calendar: their dashboard shells are prerendered and
  // carry their CSS (dashboard-shell.spec.ts).
  await page.goto('/dashboard/history');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const styles = await page.evaluate(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-global-css]');
    // Every rule of the other stylesheets (Emotion's, inserted with insertRule in production).
    const others = Array.from(document.styleSheets).filter((sheet) => sheet.ownerNode !== link);
    const rules = others.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText));
    return {
      href: link?.getAttribute('href') ?? null,
      // Chakra's cascade layers (reset, base, tokens), with their rules inside.
      linked: Array.from(link?.sheet?.cssRules ?? [], (rule) => rule.cssText).join('\n'),
      // The global CSS's own rules: the token layer's definition of the brand colour (components
      // only use it, or define their palette's variables from it) and the reset layer's block (the
      // provider still states the layers' order, one short rule).
      globalElsewhere: rules
        .filter((text) => /--chakra-colors-brand-500\s*:|@layer reset\s*\{/.test(text))
        .map((text) => text.slice(0, 200)),
      brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-500').trim(),
      bodyFont: getComputedStyle(document.body).fontFamily,
    };
  });
  expect(styles.href).toMatch(/^\/assets\/global-[\w-]+\.css$/);
  expect(styles.linked).toContain('--chakra-colors-brand-500');
  expect(styles.linked).toMatch(/@layer reset\s*\{/);
  expect(styles.globalElsewhere, 'global CSS outside the linked stylesheet').toEqual([]);
  expect(styles.brand.toLowerCase()).toBe('#f05a19');
  expect(styles.bodyFont).toContain('Inter');
  // Cached for good, and sent compressed.
  const css = await request.get(styles.href!, { headers: { 'Accept-Encoding': 'br' } });
  expect(css.headers()['cache-control']).toContain('immutable');
  expect(css.headers()['content-encoding']).toBe('br');
  expect(problems).toEqual([]);
});
