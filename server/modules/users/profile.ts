import { userPreferences, userPreferencesSaved, userProfile } from '../../../src/lib/contract';
import { profileUpdatePayloadSchema } from '../../../src/lib/validation';
import { toUserProfile } from '../../domain/profile';
import { updatePreferences, updateProfile, userNotFound } from './accounts';
import { profileReader } from './accounts/users-repository';
import { auth, errors, tags, type UsersApp } from './shared';

/** `GET users`, `PUT users/update` and `PUT users/preferences`: the caller's profile. */
export function profileRoutes(app: UsersApp): void {
  const readProfile = profileReader(app.db, app.config.pglitePrepare);
  app.get(
    '/users',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The caller's profile",
        description:
          'Dates as the original client reads them: `fecha_nacimiento` YYYY-MM-DD (bound to a date input; ' +
          'register and update accept it as YYYY-MM-DD or DD-MM-YYYY), `fecha_alta` DD-MM-YYYY HH:mm:ss (Madrid).',
        security: auth,
        response: { 200: userProfile, ...errors(401, 403) },
      },
    },
    async (request) => {
      const row = await readProfile(request.user!.id);
      if (!row) throw userNotFound();
      return toUserProfile(row);
    },
  );

  app.put(
    '/users/update',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Update the caller's profile (goal as id_objetivo or objetivo_id)",
        security: auth,
        body: profileUpdatePayloadSchema,
        response: { 200: userProfile, ...errors(400, 401, 403) },
      },
    },
    async (request) => updateProfile(app.db, request.user!.id, request.body),
  );

  app.put(
    '/users/preferences',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Set the caller's weight unit (kg or lb)",
        description:
          'Only how the client shows and reads weights: every weight the API stores and answers stays in ' +
          'kilograms. `GET users` answers it as `unidad`; `PUT users/update` leaves it as it is.',
        security: auth,
        body: userPreferences,
        response: { 200: userPreferencesSaved, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const saved = await updatePreferences(app.db, request.user!.id, request.body.unidad);
      return { message: 'Preferencias guardadas', ...saved };
    },
  );
}
