import { expect, test, type Page, type Route } from '@playwright/test';
import { apiHeaders, createVerifiedUser, signIn } from './support/accounts';

/**
 * With the server unreachable, a screen says so and offers "Reintentar"
 * (which asks again), never its empty text; the failure is not toasted (docs/PRODUCT.md §8).
 */

/** Every call to the API fails as with the network down, until `restore` is called. */
async function cutApi(page: Page) {
  const fail = (route: Route) => route.abort('internetdisconnected');
  await page.route('**/api/**', fail);
  return () => page.unroute('**/api/**', fail);
}

test('Mis Rutinas: an unreachable server shows the error and "Reintentar", which brings the routines', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  const templates = await request.get('/api/routines/filter', { headers: await apiHeaders(request, user.token) });
  const [template] = (await templates.json()) as { id_rutina: number; nombre: string }[];
  const created = await request.post('/api/user-routines', {
    data: { id_rutina: template!.id_rutina },
    headers: await apiHeaders(request, user.token),
  });
  expect(created.ok(), await created.text()).toBe(true);

  await signIn(page, user);
  const restore = await cutApi(page);
  await page.goto('/dashboard/routines');
  await expect(page.getByText('No se pudieron cargar las rutinas.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No hay rutinas creadas todavía')).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  await restore();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('article', { name: template!.nombre })).toBeVisible();
  await expect(page.getByText('No se pudieron cargar las rutinas.')).toHaveCount(0);
});

test('the overview and the calendar show the error and "Reintentar" instead of empty figures', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  const restore = await cutApi(page);
  await page.goto('/dashboard/overview');
  await expect(page.getByText('No se pudieron cargar tus rutinas.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No se pudieron cargar tus estadísticas.')).toBeVisible();
  await expect(page.getByText('No se ha podido cargar tu semana.')).toBeVisible();
  await expect(page.getByText('Todavía no tienes rutinas')).toHaveCount(0);
  await page.goto('/dashboard/calendar');
  await expect(page.getByText('No se pudieron cargar tus rutinas para el calendario.')).toBeVisible({
    timeout: 15_000,
  });

  // Back on line, "Reintentar" asks again: the new user's truthful empty states, with a way forward.
  await restore();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('routine-calendar-month')).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByText('Todavía no tienes rutinas')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Genera tu primera rutina' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explorar rutinas' })).toBeVisible();
});

test('the editor of an unknown or deleted routine says "Rutina no encontrada" and leads back', async ({
  page,
  request,
}) => {
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await page.goto('/dashboard/routines/edit/999999');
  await expect(page.getByRole('heading', { name: 'Rutina no encontrada' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Volver a Mis Rutinas' }).click();
  await expect(page).toHaveURL(/\/dashboard\/routines$/);
});
