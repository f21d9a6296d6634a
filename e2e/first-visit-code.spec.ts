import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiCall, createVerifiedUser, signIn } from './support/accounts';
import { routineForToday } from './support/routines';
import type { Workout } from '../src/lib/contract-training';

/**
 * What the session screen and progress load on a visit, by npm package (from the build's source
 * maps, dist/web): the pieces their first screen does not show load when they are needed, so
 * neither brings zod, the session's exercise menu loads at its first tap, and progress brings the
 * measurement form's libraries only when its section comes near (named optimisations "Dialogs on
 * demand", "A light session screen", "The exercise menu on demand" and "The measurements near the
 * viewport", docs/PERFORMANCE.md register), and the session screen comes in a few dozen scripts rather
 * than about a hundred (named optimisation "Small shared chunks inlined").
 */

const WEB_ROOT = path.resolve(import.meta.dirname, '../dist/web');

/**
 * The most scripts a first visit to the session screen may request: 29 when this was set, 97 with
 * Rolldown's automatic chunks alone (vite.config.ts, "Small shared chunks inlined").
 */
const SESSION_SCRIPTS = 40;

/**
 * Records the scripts `page` requests from now on; `sources()` lists the files of npm packages
 * (`zod/…`, `@zag-js/menu/dist/menu.machine.mjs`) their source maps name.
 */
function scriptsOf(page: Page) {
  const urls = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.add(new URL(r.url()).pathname);
  });
  return {
    /** How many scripts it has requested. */
    count: () => urls.size,
    async sources(): Promise<string[]> {
      const found: string[] = [];
      for (const url of urls) {
        // A file without a map (the shell's boot script, the bundler's runtime) has no package's code.
        const map = await readFile(path.join(WEB_ROOT, `${url}.map`), 'utf8').catch(() => null);
        for (const source of map ? (JSON.parse(map) as { sources: string[] }).sources : [])
          found.push(source.split('node_modules/').pop()!);
      }
      return found;
    },
  };
}

/** Whether any of `sources` is a file of `prefix` (a package, or a package's file). */
const loads = (sources: string[], prefix: string) => sources.some((s) => s.startsWith(prefix));

/** A finished session of today's routine (three work sets of its first exercise), then one in progress. */
async function seed(request: APIRequestContext, token: string) {
  const { id: rutina_id } = await routineForToday(request, token);
  const done = (await apiCall(request, token, 'post', '/api/workouts', {
    rutina_id,
    cliente_id: randomUUID(),
  })) as Workout;
  for (const orden of [1, 2, 3])
    await apiCall(request, token, 'put', `/api/workouts/${done.id}/sets/${randomUUID()}`, {
      ejercicio_sesion_id: done.ejercicios[0]!.id,
      orden,
      medida: 'repeticiones',
      repeticiones: 8,
      kg: 60,
    });
  await apiCall(request, token, 'post', `/api/workouts/${done.id}/finish`, {});
  const current = (await apiCall(request, token, 'post', '/api/workouts', {
    rutina_id,
    cliente_id: randomUUID(),
  })) as Workout;
  return current.id;
}

test('the session screen and progress load their forms and zod only when a user reaches them', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const current = await seed(request, user.token);
  await signIn(page, user);

  const session = scriptsOf(page);
  await page.goto(`/dashboard/workouts/${current}`);
  await expect(page.getByRole('button', { name: 'Marcar la serie 1 como hecha' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(session.count()).toBeLessThanOrEqual(SESSION_SCRIPTS);
  // The menu's machine (its anatomy, a list of part names, is in Chakra's theme, in the entry).
  const menuMachine = '@zag-js/menu/dist/menu.machine';
  const atFirst = await session.sources();
  for (const code of ['zod/', menuMachine]) expect(loads(atFirst, code), code).toBe(false);
  // The first tap on an exercise's "⋮" loads its menu and opens it.
  await page
    .getByRole('button', { name: /^Opciones de / })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Descanso' })).toBeVisible();
  expect(loads(await session.sources(), menuMachine)).toBe(true);
  await page.keyboard.press('Escape');

  const progress = scriptsOf(page);
  await page.goto('/dashboard/progress');
  await expect(page.getByRole('region', { name: '1RM estimado' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The form's libraries: its rule (zod), react-hook-form, and the date picker's calendar maths (the
  // picker's anatomy is in Chakra's theme, in the entry).
  const formLibraries = ['zod/', 'react-hook-form/', '@internationalized/date/'];
  const first = await progress.sources();
  for (const code of formLibraries) expect(loads(first, code), code).toBe(false);

  // Near it, the section's form loads and works as before.
  const section = page.getByRole('region', { name: 'Medidas corporales' });
  await section.scrollIntoViewIfNeeded();
  const form = section.getByRole('form', { name: 'Anotar una medida' });
  await expect(form.getByRole('button', { name: 'Guardar medida' })).toBeVisible();
  const near = await progress.sources();
  for (const code of formLibraries) expect(loads(near, code), code).toBe(true);
});
