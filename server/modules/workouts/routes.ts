import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors, ownWorkout, security, TAGS, type App } from './common';
import {
  currentWorkout,
  workout,
  workoutExercise,
  workoutExercisePatch,
  workoutFinished,
  workoutFinishInput,
  workoutPage,
  workoutPatch,
  workoutStart,
} from '../../../src/lib/contract-training';
import { messageResponse } from '../../../src/lib/contract';
import { TRAINING_MESSAGES as M } from '../../domain/training/messages';
import { pageCount } from '../shared/query-schemas';
import { trainingError, trainingErrorHandler } from './errors';
import { currentWorkoutRow, readWorkout } from './read';
import { deleteWorkout, finishWorkout, patchExercise, setNotes, startWorkout } from './repository';
import { setRoutes } from './sets';
import { listWorkouts, summaryOf } from './stats';
import { listQuery, exerciseParams, workoutParams } from './schemas';
import { assertDatabaseZone } from './time-zones';
import { plausibleLive } from './time';

/** docs/PRODUCT.md §16: training sessions (start, read, list, notes, finish, delete). */
const workoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(trainingErrorHandler);
  startAndReadRoutes(app);
  changeRoutes(app);
  setRoutes(app);
};
export default workoutRoutes;

function startAndReadRoutes(app: App) {
  const auth = { preHandler: app.authenticate };
  const schema = { tags: TAGS, security };
  app.post(
    '/workouts',
    {
      ...auth,
      schema: {
        ...schema,
        summary:
          'Starts a session from a user routine (201); the same cliente_id again answers that session (200), or 410 once it was deleted',
        body: workoutStart,
        response: { 200: workout, 201: workout, ...errors, 409: errors[404], 410: errors[404] },
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      const startedAt = req.body.iniciado_en === undefined ? undefined : new Date(req.body.iniciado_en);
      if (startedAt) plausibleLive('iniciado_en', startedAt);
      const { rutina_id, cliente_id } = req.body;
      const outcome = await startWorkout(app.db, userId, rutina_id, cliente_id, startedAt);
      if (outcome.kind === 'routine-not-found') throw trainingError(404, M.routineNotFound);
      if (outcome.kind === 'empty-routine') throw trainingError(400, M.routineEmpty);
      if (outcome.kind === 'in-progress') throw trainingError(409, M.inProgress, 'WORKOUT_IN_PROGRESS');
      // A replay of a start whose session was deleted since (issue 41 item 10).
      if (outcome.kind === 'deleted') throw trainingError(410, M.startDeleted, 'WORKOUT_DELETED');
      const row = await ownWorkout(app, userId, outcome.id);
      return reply.code(outcome.kind === 'created' ? 201 : 200).send(await readWorkout(app.db, row));
    },
  );
  app.get(
    '/workouts/current',
    {
      ...auth,
      schema: { ...schema, summary: 'The session in progress, or null', response: { 200: currentWorkout, ...errors } },
    },
    async (req) => {
      const row = await currentWorkoutRow(app.db, req.user!.id);
      return { workout: row === null ? null : await readWorkout(app.db, row) };
    },
  );
  app.get(
    '/workouts',
    {
      ...auth,
      schema: {
        ...schema,
        summary: 'History, newest first; desde/hasta (YYYY-MM-DD in tz) bound the day a session started',
        querystring: listQuery,
        response: { 200: workoutPage, ...errors },
      },
    },
    async (req) => {
      await assertDatabaseZone(app.db, req.query.tz);
      const { items, total } = await listWorkouts(app.db, req.user!.id, req.query);
      return { items, total, page: req.query.page, total_pages: pageCount(total, req.query.limit) };
    },
  );
  app.get(
    '/workouts/:id',
    { ...auth, schema: { ...schema, params: workoutParams, response: { 200: workout, ...errors } } },
    async (req) => readWorkout(app.db, await ownWorkout(app, req.user!.id, req.params.id)),
  );
  app.get(
    '/workouts/:id/summary',
    {
      ...auth,
      schema: {
        ...schema,
        summary: 'Duration, sets, volume and the records the session beat',
        params: workoutParams,
        response: { 200: workoutFinished, ...errors },
      },
    },
    async (req) => finished(app, await ownWorkout(app, req.user!.id, req.params.id)),
  );
}

async function finished(app: App, row: Awaited<ReturnType<typeof ownWorkout>>) {
  const [w, resumen] = await Promise.all([readWorkout(app.db, row), summaryOf(app.db, row, app.config.recordsSummary)]);
  return { workout: w, resumen };
}

function changeRoutes(app: App) {
  const auth = { preHandler: app.authenticate };
  const schema = { tags: TAGS, security };
  app.patch(
    '/workouts/:id',
    {
      ...auth,
      schema: { ...schema, params: workoutParams, body: workoutPatch, response: { 200: workout, ...errors } },
    },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      if (req.body.notas !== undefined) await setNotes(app.db, row.id, req.body.notas);
      return readWorkout(app.db, await ownWorkout(app, req.user!.id, row.id));
    },
  );
  app.patch(
    '/workouts/:id/exercises/:exerciseId',
    {
      ...auth,
      schema: {
        ...schema,
        summary: 'A note on an exercise of the session, or skips it (omitido)',
        params: exerciseParams,
        body: workoutExercisePatch,
        response: { 200: workoutExercise, ...errors },
      },
    },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      if (!(await patchExercise(app.db, row.id, req.params.exerciseId, req.body))) {
        throw trainingError(404, M.exerciseNotFound);
      }
      const full = await readWorkout(app.db, row);
      return full.ejercicios.find((e) => e.id === req.params.exerciseId)!;
    },
  );
  app.post(
    '/workouts/:id/finish',
    {
      ...auth,
      schema: {
        ...schema,
        summary: 'Finishes the session (idempotent: a finished one answers its summary again)',
        params: workoutParams,
        body: workoutFinishInput.nullish(),
        response: { 200: workoutFinished, ...errors },
      },
    },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      const body = req.body ?? {};
      if (row.estado === 'en_curso') {
        const at = body.terminado_en ? new Date(body.terminado_en) : new Date();
        if (at < row.iniciadoEn) throw trainingError(400, M.beforeStart('terminado_en'));
        plausibleLive('terminado_en', at);
        await finishWorkout(app.db, row.id, at, body.notas);
      } else if (body.notas !== undefined) {
        await setNotes(app.db, row.id, body.notas);
      }
      return finished(app, await ownWorkout(app, req.user!.id, row.id));
    },
  );
  app.delete(
    '/workouts/:id',
    { ...auth, schema: { ...schema, params: workoutParams, response: { 200: messageResponse, ...errors } } },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      await deleteWorkout(app.db, row.id);
      return { message: M.deleted };
    },
  );
}
