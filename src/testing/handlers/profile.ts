import { http, HttpResponse } from 'msw';
import { profileFixture } from '../fixtures/profile';
import type { ReminderSettings } from '../../lib/contract-calendar';
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
  // Off by default (no state shared between stories: those that switch them use the factories below).
  http.get('/api/users/me/calendar-feed', () => HttpResponse.json({ activo: false, creado: null })),
  http.get('/api/users/me/reminders', () => HttpResponse.json(REMINDERS_OFF)),
];
