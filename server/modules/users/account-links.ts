import { resendVerificationSchema } from '../../../src/lib/validation';
import { checkResetToken, invalidResetToken, MESSAGES, resendVerification } from './accounts';
import { errors, messageResponse, resetTokenHeaders } from './schemas';
import { tags, type Limiters, type UsersApp } from './shared';

/**
 * The links of the account e-mails, beyond SPEC (issue #40): a new verification link on request,
 * and a look at a reset link before its form is shown.
 */
export function accountLinkRoutes(app: UsersApp, { byIp, byEmail }: Limiters): void {
  app.post(
    '/users/resend-verification',
    {
      onRequest: byIp('resend-verification'),
      preHandler: byEmail('resend-verification'),
      schema: {
        tags,
        summary: 'E-mail a new verification link to an account that is not verified yet',
        description:
          'Always 200 with the same message, whether the address has an unverified account, a verified one or none ' +
          '(it cannot be used to learn which addresses are registered). For an unverified account the previous links stop ' +
          'working and a new single-use link `${APP_URL}/api/users/verify-email/<token>` (48 h) is sent; the e-mail ' +
          'holds no text of the asker nor the name of the account. Counted per IP and per e-mail like forgot-password.',
        body: resendVerificationSchema,
        response: { 200: messageResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      const mail = await resendVerification(app.db, request.body.email, app.config.appUrl);
      // Not awaited: a slow or failing mail server must not make this answer differ from the one
      // for an address with nothing to send.
      if (mail) {
        app.mailer.send(mail).catch((err: unknown) => request.log.error({ err }, 'Verification e-mail not sent'));
      }
      return { message: MESSAGES.verificationResent };
    },
  );

  app.get(
    '/users/reset-password',
    {
      // One counter with PUT users/reset-password: guessing tokens here costs as much as there.
      onRequest: byIp('reset-password'),
      schema: {
        tags,
        summary: 'Whether a reset link still works (the token is not used)',
        description:
          'The reset screen asks before it shows its form. Header `reset-token` as for `PUT users/reset-password`: ' +
          '200 when it can still be used, 403 `Invalid or expired reset token` when it is unknown, used or expired.',
        headers: resetTokenHeaders,
        response: { 200: messageResponse, ...errors(403, 429) },
      },
    },
    async (request) => {
      const token = request.headers['reset-token'];
      if (!token) throw invalidResetToken();
      return { message: await checkResetToken(app.db, token) };
    },
  );
}
