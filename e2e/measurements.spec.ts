import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BodyMeasurement } from '../src/lib/contract-measurements';
import { apiHeaders, createVerifiedUser, signIn, type E2EUser } from './support/accounts';
import { controlledByWorker } from './support/service-worker';

/**
 * Body measurements on the progress screen: today's weight logged and charted, another logged
 * with no signal that survives a reload and reaches the server exactly once when the signal is
 * back, and a delete.
 */

async function stored(request: APIRequestContext, user: E2EUser): Promise<BodyMeasurement[]> {
  const res = await request.get('/api/measurements', { headers: await apiHeaders(request, user.token) });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as BodyMeasurement[];
}

async function logWeight(page: Page, value: string) {
  const form = page.getByRole('form', { name: 'Anotar una medida' });
  await form.getByLabel('Medida').selectOption('peso');
  await form.getByLabel(/^Valor \(kg\)/).fill(value);
  await form.getByRole('button', { name: 'Guardar medida' }).click();
}

const list = (page: Page) => page.getByRole('list', { name: 'Anotaciones' });

test('a weight logged, another logged offline and reloaded, both on the server once, one deleted', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const user = await createVerifiedUser(request);
  await signIn(page, user);
  await controlledByWorker(page);
  // Seen once online, through the worker: the progress screen answers offline with its last copy.
  await page.goto('/dashboard/progress');
  await expect(page.getByText('Aún no has anotado ninguna medida. Empieza por tu peso de hoy.')).toBeVisible();

  // Online: listed at once, sent, charted.
  await logWeight(page, '72,5');
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(list(page)).toContainText('72,5 kg');
  await expect(list(page)).not.toContainText('Pendiente de enviar');
  const chart = page.getByRole('region', { name: 'Evolución' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-wrapper')).toBeVisible();
  await expect(chart.getByRole('table', { name: 'Peso corporal por fecha' })).toContainText('72,5 kg');
  await expect.poll(async () => (await stored(request, user)).map((m) => m.valor)).toEqual([72.5]);

  // No signal: the next one stays on the device, through a reload.
  // Every write the server answered (a retry of a lost answer would show here twice).
  const saved: string[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'PUT' && r.url().includes('/api/measurements/') && r.ok()) saved.push(r.url());
  });
  await context.setOffline(true);
  await logWeight(page, '72,1');
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  await expect(list(page).getByRole('listitem').filter({ hasText: '72,1 kg' })).toContainText(
    /Pendiente de enviar|Sin enviar: se reintentará/,
  );
  await page.reload();
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
  await expect(list(page).getByRole('listitem').filter({ hasText: '72,1 kg' })).toContainText(
    /Pendiente de enviar|Sin enviar: se reintentará/,
  );
  expect((await stored(request, user)).map((m) => m.valor)).toEqual([72.5]);

  // The signal is back: it reaches the server, once.
  await context.setOffline(false);
  await expect(list(page)).not.toContainText(/Pendiente de enviar|Sin enviar/, { timeout: 20_000 });
  await expect.poll(async () => (await stored(request, user)).map((m) => m.valor).sort()).toEqual([72.1, 72.5]);
  const offlineOne = (await stored(request, user)).find((m) => m.valor === 72.1)!;
  expect(saved.filter((url) => url.endsWith(offlineOne.cliente_id))).toHaveLength(1);
  expect(saved).toHaveLength(1);

  // Deleting it takes it off the list and the server.
  await list(page)
    .getByRole('listitem')
    .filter({ hasText: '72,1 kg' })
    .getByRole('button', { name: /^Borrar Peso corporal del / })
    .click();
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect.poll(async () => (await stored(request, user)).map((m) => m.valor)).toEqual([72.5]);
});
