import { http, HttpResponse } from 'msw';
import { VALID_RESET_TOKEN } from './auth';

/** The answer of `POST users/resend-verification`, the same for any address. */
export const RESEND_MESSAGE =
  'Si este correo tiene una cuenta pendiente de verificar, te hemos enviado un enlace nuevo. Revisa tu bandeja de entrada.';

/**
 * The links of the account e-mails (server/modules/users/account-links.ts): their own group, so
 * a story that replaces `auth` (a login or a reset answer) keeps them.
 */
export const accountLinkHandlers = [
  http.get('/api/users/reset-password', ({ request }) =>
    request.headers.get('reset-token') === VALID_RESET_TOKEN
      ? HttpResponse.json({ message: 'El enlace es válido.' })
      : HttpResponse.json({ message: 'Invalid or expired reset token' }, { status: 403 }),
  ),
  http.post('/api/users/resend-verification', () => HttpResponse.json({ message: RESEND_MESSAGE })),
];
