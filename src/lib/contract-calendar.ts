import { z } from './zod';

/**
 * The calendar feed and e-mail reminders: the shapes the server answers and accepts, shared by the
 * server's route schemas and the profile screen.
 */

/** `GET /api/users/me/calendar-feed`: whether the private subscription address exists. */
export const calendarFeedStatus = z.object({
  activo: z.boolean(),
  /** When the current address was made (ISO 8601), null when off. */
  creado: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;

/** `POST /api/users/me/calendar-feed`: the new address, shown once (only its hash is kept). */
export const calendarFeedCreated = calendarFeedStatus.extend({ url: z.string() });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreated>;

/** Time zones offered in the profile (the server accepts any IANA zone). */
export const REMINDER_TIME_ZONES = [
  'Europe/Madrid',
  'Atlantic/Canary',
  'Europe/Lisbon',
  'Europe/London',
  'Europe/Paris',
  'America/Mexico_City',
  'America/Bogota',
  'America/Lima',
  'America/Santiago',
  'America/Argentina/Buenos_Aires',
  'America/New_York',
  'UTC',
] as const;

/** True when `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `GET`/`PUT /api/users/me/reminders`. */
export const reminderSettings = z.object({
  activo: z.boolean({ error: 'Indica si quieres recibir recordatorios (true o false)' }),
  hora: z
    .number({ error: 'La hora debe ser un número entero de 0 a 23' })
    .int('La hora debe ser un número entero de 0 a 23')
    .min(0, 'La hora debe ser un número entero de 0 a 23')
    .max(23, 'La hora debe ser un número entero de 0 a 23'),
  zona_horaria: z
    .string({ error: 'La zona horaria es obligatoria' })
    .max(64, 'Zona horaria desconocida')
    .refine(isTimeZone, 'Zona horaria desconocida'),
});
export type ReminderSettings = z.infer<typeof reminderSettings>;
