import { randomInt } from 'node:crypto';
import { format } from 'date-fns';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeneratedRoutine } from '../../../src/lib/contract';
import { generateRoutine, NotEnoughExercisesError, type GeneratedPlan } from '../../domain/generator';
import { REAL_MODELS } from '../../domain/generator/coach';
import { HttpError } from '../../plugins/errors';
import { generatorProfile, goalOf, type Goal } from './profile';
import {
  latestPlanChoices,
  loadUserState,
  referenceCache,
  storeGenerated,
  type Reference,
  type UserState,
} from './repository';
import { autogenerateResponse } from './schemas';
import { wizardAnswersOf, type WizardAnswers } from './wizard';

/**
 * A new plan for the user from a random seed, with the exercise model and the answers of their
 * latest programme wizard (experience, equipment, sore areas); 503 when the catalogue cannot
 * give one.
 */
function planFor(
  request: FastifyRequest,
  user: UserState,
  ref: Reference,
  { goalId, goal }: { goalId: number; goal: Goal },
  answers: WizardAnswers,
  today: string,
): GeneratedPlan {
  try {
    return generateRoutine({
      profile: { ...generatorProfile(user, { goalId, goal }, today), ...answers },
      history: user,
      catalogue: ref.catalogue,
      models: REAL_MODELS,
      seed: randomInt(0, 2 ** 31 - 1),
    });
  } catch (err) {
    if (err instanceof NotEnoughExercisesError) {
      request.log.error({ err }, 'Routine generator: catalogue too small');
      throw new HttpError(503, 'The exercise catalogue is too small to build a routine', 'CATALOGUE_TOO_SMALL');
    }
    throw err;
  }
}

/** The stored plan in the docs/PRODUCT.md §13 shape. */
function generatedRoutineOf(routineId: number, plan: GeneratedPlan, goalId: number, goal: Goal, ref: Reference) {
  return {
    rutina_id: routineId,
    nombre: plan.nombre,
    rutina_observaciones: plan.observaciones,
    realizada: false,
    objetivo: goal.goalName,
    dificultad: ref.levels.get(plan.level) ?? '',
    metodo: goal.methodName,
    tiempo_aerobicos: goal.tiempoAerobicos,
    tiempo_anaerobicos: goal.tiempoAnaerobicos,
    descanso: goal.descanso,
    // The method text built from the goal's own prescription (goal 5 shares method 3 in the
    // tables, whose text is about hypertrophy).
    metodo_observaciones: plan.metodoObservaciones,
    objetivos_id: goalId,
    dificultad_id: plan.level,
    metodos_id: goal.methodId,
    dia: plan.dia,
    ejercicios: plan.ejercicios.map((e) => {
      const d = ref.details.get(e.exerciseId)!;
      return {
        id_ejercicio: e.exerciseId,
        nombre: d.nombre,
        series: e.series,
        repeticiones: e.repeticiones,
        medida: e.medida,
        descanso: e.descanso,
        comentario: e.comentario,
        orden: e.orden,
        tipo: d.tipo,
        step_1: d.inicio,
        step_2: d.fin,
        grupo_muscular: d.grupo,
      };
    }),
  } satisfies GeneratedRoutine;
}

/**
 * `POST autogenerate` (docs/PRODUCT.md §13): builds a new routine for the caller from their goal, level,
 * age, BMI, history and the answers of their latest programme wizard (the body stays empty), stores it as a template only they can see (routines.owner_user_id) so
 * `POST user-routines { id_rutina }` can add it to their routines, and answers it.
 */
const autogenerate: FastifyPluginAsyncZod = async (app) => {
  // The body is empty; server/app.ts accepts an empty JSON body for the whole API.
  const reference = referenceCache(app.db);

  app.post(
    '/autogenerate',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['routines'],
        summary: 'Generate a personalised routine for the caller',
        response: autogenerateResponse,
      },
    },
    async (request): Promise<GeneratedRoutine> => {
      const userId = request.user!.id;
      const today = format(new Date(), 'yyyy-MM-dd');
      const [user, ref, choices] = await Promise.all([
        loadUserState(app.db, userId, today),
        reference(),
        latestPlanChoices(app.db, userId),
      ]);
      const answers = wizardAnswersOf(choices);
      if (!user) throw new HttpError(403, 'User not found', 'USER_NOT_FOUND');
      const { goalId, goal } = goalOf(user, ref);
      const plan = planFor(request, user, ref, { goalId, goal }, answers, today);
      const routineId = await storeGenerated(app.db, { userId, goalId, methodId: goal.methodId, plan });
      return generatedRoutineOf(routineId, plan, goalId, goal, ref);
    },
  );
};

export default autogenerate;
