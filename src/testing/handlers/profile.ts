import { http, HttpResponse } from 'msw';
import { profileFixture } from '../fixtures/profile';
import type { ReminderSettings } from '../../lib/contract-calendar';
import type { WeightUnit } from '../../lib/units';
import { goalsFixture } from './reference';

export const FEED_URL = 'https://forja.example/api/calendar/Q2FsZW5kYXJpb0RlRWplbXBsb1BhcmFGb3JqYUFwcDE.ics';
const CREATED = '2026-03-02T09:15:00.000Z';
export const REMINDERS_OFF: ReminderSettings = { activo: false, hora: 8, zona_horaria: 'Europe/Madrid' };

/** A story's own calendar feed, starting on or off; POST turns it on (or renews it), DELETE turns it off. */
export function calendarFeedHandlers(on: boolean) {
  let active = on;
  return [
    http.get('/api/users/me/calendar-feed', () =>
      HttpResponse.json({ activo: active, creado: active ? CREATED : null }),
    ),
    http.post('/api/users/me/calendar-feed', () => {
      active = true;
      return HttpResponse.json({ activo: true, creado: CREATED, url: FEED_URL }, { status: 201 });
    }),
    http.delete('/api/users/me/calendar-feed', () => {
      active = false;
      return HttpResponse.json({ message: 'Calendario desactivado' });
    }),
  ];
}

/** A story's own reminder settings, starting as `initial`; PUT keeps what was sent. */
export function remindersHandlers(initial: ReminderSettings) {
  let current = initial;
  return [
    http.get('/api/users/me/reminders', () => HttpResponse.json(current)),
    http.put('/api/users/me/reminders', async ({ request }) => {
      current = (await request.json()) as ReminderSettings;
      return HttpResponse.json(current);
    }),
  ];
}
/** The password the deletion handler accepts (any other is the server's 401). */
export const DELETE_PASSWORD = 'Secreta#2025';

const attachment = (name: string) => ({ 'content-disposition': `attachment; filename="${name}"` });

/** "Tus datos": the two downloads and the account's deletion. */
const yourDataHandlers = [
  http.get(
    '/api/users/me/history.csv',
    () =>
      new HttpResponse('\uFEFFFecha,Rutina,Ejercicio,Serie,Kg,Repeticiones,RIR,Segundos,Metros,Notas\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', ...attachment('forja-historial-2025-11-03.csv') },
      }),
  ),
  http.get('/api/users/me/export.json', () =>
    HttpResponse.json(
      { formato: 'forja-datos', version: 1, perfil: profileFixture, sesiones: [] },
      { headers: attachment('forja-datos-2025-11-03.json') },
    ),
  ),
  http.delete('/api/users/me', async ({ request }) => {
    const { password } = (await request.json()) as { password?: string };
    return password === DELETE_PASSWORD
      ? HttpResponse.json({ message: 'Tu cuenta se ha eliminado' })
      : HttpResponse.json({ message: 'La contraseña no es correcta', code: 'WRONG_PASSWORD' }, { status: 401 });
  }),
];

/** A story's own profile in `unidad`; `PUT users/preferences` changes what `GET users` answers next. */
export function weightUnitHandlers(initial: WeightUnit) {
  let unidad = initial;
  return [
    http.get('/api/users', () => HttpResponse.json({ ...profileFixture, unidad })),
    http.put('/api/users/preferences', async ({ request }) => {
      unidad = ((await request.json()) as { unidad: WeightUnit }).unidad;
      return HttpResponse.json({ message: 'Preferencias guardadas', unidad });
    }),
  ];
}

/** `GET users` and the profile updates, echoing what was sent. */
export const profileHandlers = [
  http.get('/api/users', () => HttpResponse.json(profileFixture)),
  http.put('/api/users/update', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    const objetivoId = Number(body.id_objetivo);
    return HttpResponse.json({
      ...profileFixture,
      ...body,
      objetivo_id: objetivoId,
      objetivo: goalsFixture.find((g) => g.id === objetivoId)?.nombre ?? null,
    });
  }),
  http.put('/api/users/update-password', () => HttpResponse.json({ message: 'Password updated' })),
  http.put('/api/users/preferences', async ({ request }) =>
    HttpResponse.json({ message: 'Preferencias guardadas', ...((await request.json()) as object) }),
  ),
  // Off by default (no state shared between stories: those that switch them use the factories below).
  http.get('/api/users/me/calendar-feed', () => HttpResponse.json({ activo: false, creado: null })),
  http.get('/api/users/me/reminders', () => HttpResponse.json(REMINDERS_OFF)),
  ...yourDataHandlers,
];
