import { actionMail, type MailContent } from './layout';
import { greeting } from './name';

/**
 * The day's training reminder. The routine names are the user's own (escaped by the
 * layout); the unsubscribe link turns reminders off without signing in.
 */
export function reminderMail({
  nombre,
  routines,
  startUrl,
  unsubscribeUrl,
}: {
  nombre: string;
  routines: string[];
  startUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  const list = routines.map((r) => `«${r.replace(/[\p{Cc}\p{Z}\s]+/gu, ' ').trim()}»`).join(', ');
  return actionMail({
    subject: 'Hoy te toca entrenar',
    greeting: greeting(nombre),
    intro: [
      routines.length === 1
        ? `Hoy tienes planificada tu rutina ${list}.`
        : `Hoy tienes planificadas tus rutinas ${list}.`,
    ],
    action: { label: 'Empezar entrenamiento', url: startUrl },
    outro: [
      'Recibes este correo porque activaste los recordatorios en tu perfil de Forja.',
      `Para no recibir más recordatorios, abre este enlace: ${unsubscribeUrl}`,
    ],
  });
}
