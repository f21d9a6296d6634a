import { randomInt } from 'node:crypto';
import { format } from 'date-fns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { generatedRoutine, type GeneratedRoutine } from '../../../src/lib/contract';
import { ageOn, bmiOf, generateRoutine, NotEnoughExercisesError, trainedWeeks } from '../../domain/generator';
import { HttpError } from '../../plugins/errors';
import { errorSchema } from '../schemas';
import { loadCatalogue, loadDetails, loadHistory, loadProfile, storeGenerated } from './repository';

/**
 * `POST autogenerate` (API.md): builds a new routine for the caller from their goal, level,
 * age, BMI and history, stores it as a template only they can see (routines.owner_user_id) so
 * `POST user-routines { id_rutina }` can add it to their routines, and answers it.
 */
const autogenerate: FastifyPluginAsyncZod = async (app) => {
  // SPEC.md: the body is empty. A client that still sends `Content-Type: application/json`
  // with no body gets the same answer instead of a parse error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new HttpError(400, 'Malformed JSON body', 'FST_ERR_CTP_INVALID_JSON_BODY'), undefined);
    }
  });

  app.post(
    '/autogenerate',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['routines'],
        summary: 'Generate a personalised routine for the caller',
        response: {
          200: generatedRoutine,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          503: errorSchema,
        },
      },
    },
    async (request): Promise<GeneratedRoutine> => {
      const userId = request.user!.id;
      const today = format(new Date(), 'yyyy-MM-dd');
      const [profile, history, catalogue] = await Promise.all([
        loadProfile(app.db, userId),
        loadHistory(app.db, userId, today),
        loadCatalogue(app.db),
      ]);
      if (!profile) throw new HttpError(403, 'User not found', 'USER_NOT_FOUND');
      if (profile.goalId === null || profile.methodId === null) {
        throw new HttpError(
          400,
          'You have no goal (objetivo) yet: choose one in your profile before generating a routine',
          'NO_GOAL',
        );
      }

      let plan;
      try {
        plan = generateRoutine({
          profile: {
            goalId: profile.goalId,
            methodId: profile.methodId,
            goalName: profile.goalName!,
            age: ageOn(profile.fechaNacimiento, today),
            sexo: profile.sexo,
            bmi: bmiOf(profile.peso, profile.altura),
            trainedWeeks: trainedWeeks(history.periods, today),
          },
          history,
          catalogue,
          seed: randomInt(0, 2 ** 31 - 1),
        });
      } catch (err) {
        if (err instanceof NotEnoughExercisesError) {
          request.log.error({ err }, 'Routine generator: catalogue too small');
          throw new HttpError(503, 'The exercise catalogue is too small to build a routine', 'CATALOGUE_TOO_SMALL');
        }
        throw err;
      }

      const ids = plan.ejercicios.map((e) => e.exerciseId);
      const [routineId, details] = await Promise.all([
        storeGenerated(app.db, { userId, goalId: profile.goalId, methodId: profile.methodId, plan }),
        loadDetails(app.db, ids, plan.level),
      ]);
      return {
        rutina_id: routineId,
        nombre: plan.nombre,
        rutina_observaciones: plan.observaciones,
        realizada: false,
        objetivo: profile.goalName!,
        dificultad: details.nivel,
        metodo: profile.methodName!,
        tiempo_aerobicos: profile.tiempoAerobicos!,
        tiempo_anaerobicos: profile.tiempoAnaerobicos!,
        descanso: profile.descanso!,
        metodo_observaciones: profile.methodObservaciones!,
        objetivos_id: profile.goalId,
        dificultad_id: plan.level,
        metodos_id: profile.methodId,
        dia: plan.dia,
        ejercicios: plan.ejercicios.map((e) => {
          const d = details.byId.get(e.exerciseId)!;
          return {
            id_ejercicio: e.exerciseId,
            nombre: d.nombre,
            series: e.series,
            repeticiones: e.repeticiones,
            comentario: e.comentario,
            orden: e.orden,
            tipo: d.tipo,
            step_1: d.inicio,
            step_2: d.fin,
            grupo_muscular: d.grupo ?? 'Desconocido',
          };
        }),
      };
    },
  );
};

export default autogenerate;
