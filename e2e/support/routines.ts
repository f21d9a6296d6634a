import { expect, type APIRequestContext } from '@playwright/test';
import { addMonths, endOfMonth, getISODay, startOfMonth } from 'date-fns';
import { apiHeaders } from './accounts';
import { browserToday, wireDate } from './dates';

/** A routine the journeys train or move: its id and name. */
export interface PlannedRoutine {
  id: number;
  nombre: string;
}

/**
 * The first template routine, copied into the user's routines through the API and planned on
 * today's weekday (the browser's), from the 1st of this month to the end of the next one.
 */
export async function routineForToday(request: APIRequestContext, token: string): Promise<PlannedRoutine> {
  const templates = await request.get('/api/routines/filter', { headers: await apiHeaders(request, token) });
  expect(templates.status()).toBe(200);
  const [template] = (await templates.json()) as { id_rutina: number }[];
  expect(template).toBeDefined();
  const created = await request.post('/api/user-routines', {
    data: { id_rutina: template!.id_rutina },
    headers: await apiHeaders(request, token),
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { rutina_id: id, nombre } = (await created.json()) as { rutina_id: number; nombre: string };
  const today = browserToday();
  const patched = await request.patch(`/api/user-routines/${id}`, {
    data: {
      fecha_inicio_rutina: wireDate(startOfMonth(today)),
      fecha_fin_rutina: wireDate(endOfMonth(addMonths(today, 1))),
      dia: getISODay(today),
    },
    headers: await apiHeaders(request, token),
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  return { id, nombre };
}
