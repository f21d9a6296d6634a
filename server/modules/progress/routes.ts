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
import { TRAINING_MESSAGES as M } from '../../domain/training/messages';
import { addDays, dayIn, mondayOf, streak } from '../../domain/training/weeks';
import { errors, security, type App } from '../workouts/common';
import { trainingError, trainingErrorHandler } from '../workouts/errors';
import { idText, weeksQuery } from '../workouts/schemas';
import { assertDatabaseZone } from '../workouts/time-zones';
import { records } from '../workouts/stats';
import { catalogueName, exercisePoints, loggedExercises, weeklyAdherence, weeklyMuscleSets } from './repository';

const TAGS = ['progress'];
/** Weekly sets per muscle group recommended for hypertrophy (docs/PRODUCT.md §16). */
export const WEEKLY_SETS_BAND = { min: 10, max: 20 } as const;
/** How far back the streak looks (weeks, the current one included). */
export const STREAK_WEEKS = 104;

/** The Mondays (YYYY-MM-DD) of the last `n` weeks in `tz`, oldest first, the current one last. */
function lastWeeks(n: number, tz: string): string[] {
  const current = mondayOf(dayIn(new Date(), tz));
  return Array.from({ length: n }, (_, i) => addDays(current, -7 * (n - 1 - i)));
}

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
        params: z.object({ exerciseId: idText }),
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
};
export default progressRoutes;

function weeklyRoutes(app: App) {
  const auth = { preHandler: app.authenticate };
  const schema = { tags: TAGS, security, querystring: weeksQuery };
  app.get(
    '/progress/muscles',
    {
      ...auth,
      schema: {
        ...schema,
        summary: 'Sets done per muscle group and week (Monday in tz)',
        response: { 200: muscleVolume, ...errors },
      },
    },
    async (req): Promise<MuscleVolume> => {
      const { semanas, tz } = req.query;
      await assertDatabaseZone(app.db, tz);
      const weeks = lastWeeks(semanas, tz);
      const rows = await weeklyMuscleSets(app.db, req.user!.id, weeks[0]!, weeks.at(-1)!, tz);
      // Every group trained in the window appears in every week (0 where none), by id.
      const groups = [...new Map(rows.map((r) => [r.id, r.nombre])).entries()].sort((a, b) => a[0] - b[0]);
      const count = new Map(rows.map((r) => [`${r.semana}/${r.id}`, r.series]));
      return {
        banda: { ...WEEKLY_SETS_BAND },
        semanas: weeks.map((semana) => ({
          semana,
          grupos: groups.map(([id, nombre]) => ({ id, nombre, series: count.get(`${semana}/${id}`) ?? 0 })),
        })),
      };
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
      const rows = await weeklyAdherence(app.db, req.user!.id, weeks[0]!, weeks.at(-1)!, tz);
      const byWeek = new Map(rows.map((r) => [r.semana, r]));
      const all = weeks.map((semana) => byWeek.get(semana) ?? { semana, planificadas: 0, hechas: 0, volumen_kg: 0 });
      return { semanas: all.slice(-semanas), racha: streak([...all].reverse()) };
    },
  );
}
