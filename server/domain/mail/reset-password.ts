import { actionMail, type MailContent } from './layout';
import { greeting } from './name';

/** Sent by forgot-password. */
export function resetPasswordMail({ nombre, url }: { nombre: string; url: string }): MailContent {
  return actionMail({
    subject: 'Restablece tu contraseña de Forja',
    greeting: greeting(nombre),
    intro: [
      'Hemos recibido una solicitud para cambiar la contraseña de tu cuenta de Forja. Pulsa el botón para elegir una nueva.',
    ],
    action: { label: 'Elegir una contraseña nueva', url },
    outro: [
      'El enlace caduca en 1 hora y solo se puede usar una vez. Al cambiar la contraseña se cerrarán todas tus sesiones abiertas.',
      'Si no has pedido este cambio, ignora este mensaje: tu contraseña actual sigue siendo válida.',
    ],
  });
}
