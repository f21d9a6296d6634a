import { actionMail, type MailContent } from './layout';
import { greeting } from './name';

/**
 * Sent once an account is deleted (docs/PRODUCT.md §11). The only text of the user's in it is
 * their first name, which `greeting` trims and `actionMail` escapes; the button leads to the
 * landing page.
 */
export function accountDeletedMail({ nombre, url }: { nombre: string; url: string }): MailContent {
  return actionMail({
    subject: 'Tu cuenta de Forja se ha eliminado',
    greeting: greeting(nombre),
    intro: [
      'Hemos eliminado tu cuenta de Forja tal como pediste: tu perfil, tus rutinas, tus programas, tus sesiones de entrenamiento con todas sus series y tus mediciones ya no están en nuestros sistemas.',
    ],
    action: { label: 'Ir a Forja', url },
    outro: [
      'Si algún día quieres volver, puedes crear una cuenta nueva con la misma dirección de correo.',
      'Si no has sido tú quien ha eliminado la cuenta, responde a este correo para avisarnos.',
    ],
  });
}
