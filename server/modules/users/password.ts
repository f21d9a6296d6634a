import { changePassword, forgotPassword, resetPassword } from './accounts';
import { HttpError } from '../../plugins/errors';
import {
  changePasswordPayloadSchema,
  errors,
  forgotPasswordSchema,
  messageResponse,
  resetPasswordPayloadSchema,
  resetTokenHeaders,
} from './schemas';
import { auth, sendMail, tags, type Limiters, type UsersApp } from './shared';

/** `PUT users/update-password`, `users/forgot-password` and `users/reset-password`. */
export function passwordRoutes(app: UsersApp, { byIp, byEmail, byUser }: Limiters): void {
  app.put(
    '/users/update-password',
    {
      onRequest: app.admitHashing,
      preHandler: [app.authenticate, byUser('update-password')],
      schema: {
        tags,
        summary: 'Change the password (every other session ends)',
        security: auth,
        body: changePasswordPayloadSchema,
        response: { 200: messageResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { id: userId, sessionId } = request.user!;
      const { oldPassword, password } = request.body;
      const change = { userId, sessionId, oldPassword, password };
      return { message: await changePassword(app.db, change, request.hashTurn ?? app.hashing.run) };
    },
  );

  app.put(
    '/users/forgot-password',
    {
      onRequest: byIp('forgot-password'),
      preHandler: byEmail('forgot-password'),
      schema: {
        tags,
        summary: 'E-mail a password-reset link (`${APP_URL}/password-reset-request/<token>`, 1 h, single use)',
        body: forgotPasswordSchema,
        response: { 200: messageResponse, ...errors(400, 403, 429, 503) },
      },
    },
    async (request) => {
      const { message, mail } = await forgotPassword(app.db, request.body.email, app.config.appUrl);
      await sendMail(app, mail, request);
      return { message };
    },
  );

  app.put(
    '/users/reset-password',
    {
      onRequest: [app.admitHashing, byIp('reset-password')],
      schema: {
        tags,
        summary: 'Set a new password with the token of the reset link (every session ends)',
        headers: resetTokenHeaders,
        body: resetPasswordPayloadSchema,
        response: { 200: messageResponse, ...errors(400, 403, 429) },
      },
    },
    async (request) => {
      const token = request.headers['reset-token'];
      if (!token) throw new HttpError(403, 'Invalid or expired reset token', 'INVALID_RESET_TOKEN');
      const turn = request.hashTurn ?? app.hashing.run;
      return { message: await resetPassword(app.db, token, request.body.password, turn) };
    },
  );
}
