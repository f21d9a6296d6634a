import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adherence,
  exerciseProgress,
  muscleVolume,
  personalRecords,
  progressExercise,
  type Adherence,
  type MuscleVolume,
} from '../../../src/lib/contract-training';
import { muscleRecovery, type MuscleRecovery } from '../../../src/lib/contract-feedback';
import { LIFTER_GROUPS } from '../../domain/plans/lifter-groups';
import { TRAINING_MESSAGES as M } from '../../domain/training/messages';
import { RECOVERY_DAYS, recoveryOf } from '../../domain/training/recovery';
import { adherenceOf, muscleVolumeOf, STREAK_WEEKS } from '../../domain/training/progress';
import { dayIn, lastWeeks } from '../../domain/training/weeks';
import { assertDatabaseZone, trainingError, trainingErrorHandler } from '../workouts/errors';
import type { App } from '../workouts/routes';
import { errors, security } from '../workouts/schemas';
import { records } from '../workouts/stats-repository';
import {
  catalogueName,
  exercisePoints,
  loggedExercises,
  programmeBand,
  weeklyAdherence,
  weeklyMuscleSets,
} from './repository';
import { feedbackSince } from './recovery-repository';
import { exerciseParams, TAGS, weeksQuery } from './schemas';
import { tzQuery } from '../workouts/schemas';

/** docs/PRODUCT.md §16: progress from the user's finished sessions. */
const progressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(trainingErrorHandler);
  const auth = { preHandler: app.authenticate };
  const schema = { tags: TAGS, security };
  app.get(
    '/progress/exercises',
    {
      ...auth,
      schema: {
        ...schema,
        summary: 'Exercises logged, most recent first',
        response: { 200: z.array(progressExercise), ...errors },
      },
    },
    async (req) => loggedExercises(app.db, req.user!.id),
  );
  app.get(
    '/progress/exercises/:exerciseId',
    {
      ...auth,
      schema: {
        ...schema,
        summary: 'Per finished session, oldest first: Epley 1RM estimate, heaviest set and volume',
        params: exerciseParams,
        response: { 200: exerciseProgress, ...errors },
      },
    },
    async (req) => {
      const nombre = await catalogueName(app.db, req.params.exerciseId);
      if (nombre === null) throw trainingError(404, M.catalogueExerciseNotFound);
      const puntos = await exercisePoints(app.db, req.user!.id, req.params.exerciseId);
      return { id_ejercicio_catalogo: req.params.exerciseId, nombre, formula: 'epley' as const, puntos };
    },
  );
  app.get(
    '/progress/records',
    {
      ...auth,
      schema: {
        ...schema,
        summary: 'Current personal records per exercise',
        response: { 200: personalRecords, ...errors },
      },
    },
    async (req) => records(app.db, req.user!.id, undefined, app.config.recordsSummary),
  );
  weeklyRoutes(app);
  recoveryRoute(app);
};
export default progressRoutes;

/** Each lifter group's state from its latest feedback (docs/coaching/feedback.md "Recovery"). */
function recoveryRoute(app: App) {
  app.get(
    '/progress/recovery',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        security,
        summary: `Each lifter muscle group's state from its latest feedback in the last ${RECOVERY_DAYS} days (day in tz)`,
        querystring: z.object({ tz: tzQuery }),
        response: { 200: muscleRecovery, ...errors },
      },
    },
    async (req): Promise<MuscleRecovery> => {
      const { tz } = req.query;
      await assertDatabaseZone(app.db, tz);
      const rows = await feedbackSince(app.db, req.user!.id, new Date(Date.now() - RECOVERY_DAYS * 86_400_000));
      return {
        grupos: LIFTER_GROUPS.map((g) => {
          const latest = rows.find((r) => r.grupoId === g.id);
          const state = recoveryOf(latest && { ...latest, fecha: dayIn(latest.iniciadoEn, tz) });
          return { id: g.id, clave: g.key, nombre: g.nombre, ...state };
        }),
      };
    },
  );
}

function weeklyRoutes(app: App) {
  const auth = { preHandler: app.authenticate };
  const schema = { tags: TAGS, security, querystring: weeksQuery };
  app.get(
    '/progress/muscles',
    {
      ...auth,
      schema: {
        ...schema,
        summary: 'Sets done per lifter muscle group and week (Monday in tz), with the programme band',
        response: { 200: muscleVolume, ...errors },
      },
    },
    async (req): Promise<MuscleVolume> => {
      const { semanas, tz } = req.query;
      await assertDatabaseZone(app.db, tz);
      const weeks = lastWeeks(semanas, tz);
      const [sets, band] = await Promise.all([
        weeklyMuscleSets(app.db, req.user!.id, weeks[0]!, weeks.at(-1)!, tz),
        programmeBand(app.db, req.user!.id, dayIn(new Date(), tz)),
      ]);
      return muscleVolumeOf(weeks, sets, band);
    },
  );
  app.get(
    '/progress/adherence',
    {
      ...auth,
      schema: {
        ...schema,
        summary: 'Sessions planned vs finished per week, and the streak',
        response: { 200: adherence, ...errors },
      },
    },
    async (req): Promise<Adherence> => {
      const { semanas, tz } = req.query;
      await assertDatabaseZone(app.db, tz);
      const weeks = lastWeeks(Math.max(semanas, STREAK_WEEKS), tz);
      return adherenceOf(weeks, await weeklyAdherence(app.db, req.user!.id, weeks[0]!, weeks.at(-1)!, tz), semanas);
    },
  );
}
