import { expect, test, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { apiHeaders, createVerifiedUser, signIn } from './support/accounts';
import { routineForToday } from './support/routines';

/**
 * "Dashboard shell painted from HTML" (src/app/boot/prerendered-pages.ts `DASHBOARD_SHELL_PATHS`):
 * the overview, routines, progress and calendar screens arrive with the dashboard's layout and the
 * screen's static texts in their HTML, painted before any script runs, and the app renders over it
 * with the same texts and landmarks in the same places (the plain path: what the client renders
 * first). A signed-out visitor is still sent to /login.
 */

/** What the visitor sees of the static parts: the landmarks' and headings' texts and their boxes. */
async function staticParts(page: Page) {
  return page.evaluate(() => {
    const box = (e: Element | null) => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) };
    };
    const h1 = document.querySelector('main h1');
    return {
      h1: h1?.textContent ?? null,
      h1Box: box(h1),
      subtitle: h1?.nextElementSibling?.textContent ?? null,
      subtitleBox: box(h1?.nextElementSibling ?? null),
      headings: Array.from(document.querySelectorAll('main h2'), (e) => e.textContent),
      nav: Array.from(document.querySelectorAll('nav a, nav button'), (e) => e.textContent?.trim()),
      header: box(document.querySelector('header')),
      main: box(document.querySelector('main')),
    };
  });
}

/** Holds the app's entry script until the returned function is called: the page shows its HTML alone. */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Records the page's layout shifts from its first paint (`shifted` sums them). */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });

const shifted = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));

const rendered = (page: Page) =>
  page.waitForFunction(() => {
    const h1 = document.querySelector('main h1');
    return h1 !== null && Object.keys(h1).some((key) => key.startsWith('__reactFiber$'));
  });

/** Each screen with a shell: its path, its heading and subtitle, its sections' headings, and a part drawn from data. */
const SCREENS = [
  {
    path: '/dashboard/overview',
    title: 'Mis Rutinas',
    subtitle: 'Acceso rápido a tus rutinas de entrenamiento recientes',
    headings: ['Hoy', 'Calendario', 'Estadísticas', 'Esta semana'],
    drawn: (page: Page) => page.getByTestId('compact-week'),
  },
  {
    path: '/dashboard/routines',
    title: 'Mis Rutinas',
    subtitle: 'Acceso rápido a tus rutinas de entrenamiento',
    headings: [],
    drawn: (page: Page) => page.getByText('No hay rutinas creadas todavía'),
  },
  {
    path: '/dashboard/progress',
    title: 'Progreso',
    subtitle: 'Cómo evolucionan tu fuerza, tu volumen y tu constancia',
    headings: ['Récords personales', 'Mapa muscular de la semana', 'Series semanales por grupo muscular', 'Constancia'],
    drawn: (page: Page) => page.getByText('Todavía no hay progreso que mostrar'),
  },
  {
    path: '/dashboard/calendar',
    title: 'Calendario',
    subtitle: 'Planifica y visualiza tus rutinas de entrenamiento',
    headings: [],
    drawn: (page: Page) => page.getByTestId('routine-calendar-month'),
    // On a phone FullCalendar measures its weekday headings and shortens them ("lun." to "L") in
    // its first render, with or without the shell: a shift of about 0.009 inside the month.
    maxShift: 0.01,
  },
];

for (const screen of SCREENS) {
  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 800 },
  ]) {
    test(`${screen.path} paints from its shell, and the app renders the same static parts over it (${viewport.width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const user = await createVerifiedUser(request);
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
      await signIn(page, user);
      const releaseEntry = await holdEntry(page);
      // The API's answers are held too, so the app's first render is compared with the shell before
      // any data changes it.
      let releaseApi = () => {};
      const apiHeld = new Promise<void>((resolve) => (releaseApi = resolve));
      await page.route('**/api/**', async (route) => {
        await apiHeld;
        await route.continue();
      });
      await watchShifts(page);
      const visiting = page.goto(screen.path);
      // The app's JS is held: what shows is the HTML alone.
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      await expect(page.getByText(screen.subtitle)).toBeVisible();
      const shell = await staticParts(page);
      expect(shell.nav).toContain('Dashboard');
      expect(shell.headings).toEqual(screen.headings);
      releaseEntry();
      await visiting;
      await rendered(page);
      await expect(page).toHaveURL(new RegExp(`${screen.path}$`));
      expect(await staticParts(page)).toEqual(shell);
      expect(await shifted(page), 'layout shifts up to the app’s first render').toBeLessThanOrEqual(
        screen.maxShift ?? 0,
      );
      releaseApi();
      await expect(screen.drawn(page)).toBeVisible();
      expect(problems).toEqual([]);
    });
  }
}

test('a session’s screen paints its loading state from the shell, and the app draws the session over it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await createVerifiedUser(request);
  const routine = await routineForToday(request, user.token);
  const started = await request.post('/api/workouts', {
    data: { rutina_id: routine.id, cliente_id: randomUUID() },
    headers: await apiHeaders(request, user.token),
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { id } = (await started.json()) as { id: number };
  // Served for any session's path: the shell holds the layout and the loading state, no session.
  const html = await (await request.get(`/dashboard/workouts/${id}`)).text();
  expect(html).toMatch(/<nav [^>]*aria-label="Menú del panel"/);
  expect(html).toContain('aria-label="Cargando el entrenamiento…"');
  expect(html).not.toContain(routine.nombre);
  await signIn(page, user);
  const releaseEntry = await holdEntry(page);
  await watchShifts(page);
  const visiting = page.goto(`/dashboard/workouts/${id}`);
  // The app's JS is held: what shows is the HTML alone.
  const loading = page.getByRole('status', { name: 'Cargando el entrenamiento…' });
  await expect(loading).toBeVisible();
  const box = await loading.boundingBox();
  releaseEntry();
  await visiting;
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(routine.nombre));
  expect(box?.height).toBeGreaterThan(0);
  // The session replaces the placeholders in their place: nothing above them moved before that.
  expect(await shifted(page)).toBeLessThan(0.05);
});

test('a tap on the shell’s “Entrenamiento vacío” before the app drew over it is not lost: the empty session starts', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await createVerifiedUser(request);
  const releaseEntry = await holdEntry(page);
  const signingIn = signIn(page, user);
  // The app's JS is held: the button is the shell's HTML, with no handler yet.
  const empty = page.getByRole('button', { name: 'Entrenamiento vacío' });
  await expect(empty).toBeVisible();
  await empty.click();
  releaseEntry();
  await signingIn;
  await expect(page).toHaveURL(/\/dashboard\/workouts\/\d+$/);
});

test('a signed-out visitor of the overview’s shell is sent to /login', async ({ page }) => {
  await page.goto('/dashboard/overview');
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible();
});

test('the overview’s shell holds the static texts and no account, day or week', async ({ request }) => {
  const html = await (await request.get('/dashboard/overview')).text();
  expect(html).toContain('<h1');
  expect(html).toContain('Mis Rutinas');
  expect(html).toContain('Acceso rápido a tus rutinas de entrenamiento recientes');
  expect(html).toContain('data-testid="compact-week-placeholder"');
  expect(html).not.toContain('data-testid="compact-week"');
  expect(html).toMatch(/<nav [^>]*aria-label="Menú del panel"/);
  // The app's entry is requested by the shell's boot script after the first paint, not at an
  // interaction, and not from the head (where it would be fetched before the first paint).
  expect(html).toMatch(/<script defer src="\/assets\/shell-boot-[\w-]+\.js"><\/script>/);
  expect(html).not.toMatch(/assets\/boot-|<script type="module"|modulepreload/);
});

test('the calendar’s shell holds no month: the build’s day is not the visitor’s', async ({ request }) => {
  const html = await (await request.get('/dashboard/calendar')).text();
  expect(html).toContain('<h1');
  expect(html).toContain('data-testid="calendar-placeholder"');
  expect(html).not.toContain('routine-calendar-month');
  // With a query the screen may differ from its shell: the app draws it from index.html.
  const withQuery = await (await request.get('/dashboard/routines?tab=descubrir')).text();
  expect(withQuery).toContain('<div id="root"></div>');
});
