import { deleteAccount, getProfile } from './accounts';
import { accountJson } from './account-json';
import { sessionPages } from './export-repository';
import { historyCsv } from '../../domain/account-data/history-csv';
import { todayIso } from '../../domain/profile';
import {
  csvDocument,
  deleteAccountPayloadSchema,
  errors,
  historyCsvQuery,
  jsonDocument,
  messageResponse,
} from './schemas';
import { auth, tags, type Limiters, type UsersApp } from './shared';

const attachment = (name: string) => `attachment; filename="${name}-${todayIso()}`;

/**
 * "Tus datos" (docs/PRODUCT.md §11): the caller's training history as CSV, everything of theirs
 * as JSON (both streamed from keyset pages, never held whole) and deleting the account.
 */
export function dataRoutes(app: UsersApp, limits: Limiters): void {
  exportRoutes(app, limits);
  deleteAccountRoute(app, limits);
}

/** `GET users/me/history.csv` and `GET users/me/export.json`. */
function exportRoutes(app: UsersApp, { byUser }: Limiters): void {
  app.get(
    '/users/me/history.csv',
    {
      preHandler: [app.authenticate, byUser('export')],
      schema: {
        tags,
        summary: "The caller's training history as CSV, one row per set (attachment forja-historial-YYYY-MM-DD.csv)",
        description:
          'UTF-8 with a byte-order mark, comma-separated (RFC 4180), dot decimals, sessions oldest first. Columns: ' +
          'Fecha (session start, YYYY-MM-DD in Madrid), Rutina, Ejercicio, Serie, Kg, Repeticiones, RIR, Segundos, ' +
          'Metros, Notas (the note on that exercise in that session); an empty cell is a figure not measured. ' +
          'A name or note that a spreadsheet would run as a formula (starting with =, +, -, @, tab or CR, also ' +
          "right after a comma, semicolon, tab or line break inside it) gets a leading ' there, and is quoted. " +
          '`?formato=excel` writes the same table for a Spanish-locale Excel: `;` between cells, decimal comma ' +
          '(62,5) and Fecha as DD-MM-YYYY (the default, `estandar`, is unchanged).',
        security: auth,
        querystring: historyCsvQuery,
        produces: ['text/csv'],
        response: { 200: csvDocument, ...errors(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const csv = historyCsv(sessionPages(app.db, request.user!.id), request.query.formato);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `${attachment('forja-historial')}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/users/me/export.json',
    {
      preHandler: [app.authenticate, byUser('export')],
      schema: {
        tags,
        summary: 'Everything of the caller as one JSON document (attachment forja-datos-YYYY-MM-DD.json)',
        description:
          '`{ formato: "forja-datos", version: 1, exportado_en, perfil, mediciones, rutinas, rutinas_guardadas, ' +
          'rutinas_generadas, programas, sesiones, ejercicios_quitados, descansos_por_ejercicio, ejercicios_importados, ejercicios_propios, medidas_corporales, ' +
          'valoraciones_musculares, preparacion_sesiones, ajustes_programas }`: `perfil` as `GET users` answers it (no ' +
          'password), the rest as arrays of rows under the database column names, without the owner id; routines ' +
          'and sessions carry their `ejercicios` (with the catalogue name as `ejercicio`) and sessions their sets ' +
          'under each exercise as `series`. Timestamps ISO 8601 (UTC), dates YYYY-MM-DD.',
        security: auth,
        produces: ['application/json'],
        response: { 200: jsonDocument, ...errors(401, 403, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const perfil = await getProfile(app.db, userId);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `${attachment('forja-datos')}.json"`)
        .header('cache-control', 'no-store')
        .send(accountJson(app.db, userId, perfil));
    },
  );
}

/** `DELETE users/me`. */
function deleteAccountRoute(app: UsersApp, { byUser }: Limiters): void {
  app.delete(
    '/users/me',
    {
      onRequest: app.admitHashing,
      preHandler: [app.authenticate, byUser('delete-account')],
      schema: {
        tags,
        summary: 'Delete the account and everything of it, with the password asked again; a confirmation e-mail',
        description:
          'A wrong password is a 401 `{ message }` and deletes nothing. Afterwards the session answers 403 ' +
          '`User not found`. The e-mail is sent after the deletion: if the mail server fails, the deletion stands.',
        security: auth,
        body: deleteAccountPayloadSchema,
        response: { 200: messageResponse, ...errors(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const turn = request.hashTurn ?? app.hashing.run;
      const input = { userId: request.user!.id, password: request.body.password, appUrl: app.config.appUrl };
      const { message, mail } = await deleteAccount(app.db, input, turn);
      try {
        await app.mailer.send(mail);
      } catch (err) {
        request.log.error({ err, to: mail.to }, 'The account-deleted e-mail could not be sent');
      }
      return { message };
    },
  );
}
