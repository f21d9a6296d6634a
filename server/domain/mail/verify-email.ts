import { actionMail, type MailContent } from './layout';
import { greeting } from './name';

/** Sent on registration (and again when an unverified address registers once more). */
export function verifyEmailMail({ nombre, url }: { nombre: string; url: string }): MailContent {
  return actionMail({
    subject: 'Confirma tu correo para activar tu cuenta de Forja',
    greeting: greeting(nombre),
    intro: [
      'Gracias por registrarte en Forja. Solo falta un paso: confirma que este correo es tuyo para activar tu cuenta y empezar a planificar tus entrenamientos.',
    ],
    action: { label: 'Confirmar mi correo', url },
    outro: [
      'El enlace caduca en 48 horas y solo se puede usar una vez.',
      'Si no has creado una cuenta en Forja, ignora este mensaje: sin confirmar, la cuenta no se puede usar.',
    ],
  });
}

/**
 * Sent when someone asks for the link again (`POST users/resend-verification`). Anyone who knows
 * the address may ask, so the mail holds no text of theirs nor of whoever registered: no name,
 * only our words and the link.
 */
export function verifyEmailAgainMail({ url }: { url: string }): MailContent {
  return actionMail({
    subject: 'Confirma tu correo para activar tu cuenta de Forja',
    greeting: 'Hola:',
    intro: [
      'Nos han pedido un nuevo enlace para confirmar este correo en Forja. Confírmalo para activar tu cuenta y empezar a planificar tus entrenamientos.',
    ],
    action: { label: 'Confirmar mi correo', url },
    outro: [
      'El enlace caduca en 48 horas y solo se puede usar una vez; los enlaces anteriores ya no funcionan.',
      'Si no has creado una cuenta en Forja, ignora este mensaje: sin confirmar, la cuenta no se puede usar.',
    ],
  });
}
