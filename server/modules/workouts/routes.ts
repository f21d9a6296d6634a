import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentWorkout,
  workout,
  workoutFinished,
  workoutFinishInput,
  workoutPage,
  workoutPatch,
  workoutSet,
  workoutSetInput,
  workoutSetPatch,
  workoutStart,
  type SetType,
  type WorkoutSetInput,
} from '../../../src/lib/contract-training';
import { messageResponse } from '../../../src/lib/contract';
import { TRAINING_MESSAGES as M } from '../../domain/training/messages';
import { pageCount } from '../shared/schemas';
import { assertDatabaseZone, plausibleLive, trainingError, trainingErrorHandler } from './errors';
import { readWorkout, summaryOf } from './read';
import {
  currentWorkoutRow,
  deleteSet,
  deleteWorkout,
  findSet,
  finishWorkout,
  sessionExercise,
  setNotes,
  startWorkout,
  toWireSet,
  upsertSet,
  workoutRow,
  type SetRow,
  type SetValues,
} from './repository';
import { feedbackRoutes } from './feedback-routes';
import { sessionChangeRoutes } from './session-routes';
import { patchWorkout } from './session-repository';
import { listWorkouts } from './stats-repository';
import { errors, listQuery, security, setParams, TAGS, workoutParams } from './schemas';

/** The app as the training routes see it (zod type provider). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type App = FastifyInstance<any, any, any, any, ZodTypeProvider>;

/** The user's session `id` or a 404 (another user's session is not found either). */
async function ownWorkout(app: App, userId: number, id: number) {
  const row = await workoutRow(app.db, userId, id);
  if (!row) throw trainingError(404, M.workoutNotFound);
  return row;
}

/** docs/PRODUCT.md §16: training sessions (start, read, list, notes, finish, delete) and their sets. */
const workoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.setErrorHandler(trainingErrorHandler);
  startAndReadRoutes(app);
  changeRoutes(app);
  sessionChangeRoutes(app, ownWorkout);
  feedbackRoutes(app, ownWorkout);
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
          'Starts a session from a user routine, or an empty one without rutina_id (201); the same cliente_id again answers that session (200), or 410 once it was deleted',
        body: workoutStart,
        response: { 200: workout, 201: workout, ...errors, 409: errors[404], 410: errors[404] },
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      const startedAt = req.body.iniciado_en === undefined ? undefined : new Date(req.body.iniciado_en);
      if (startedAt) plausibleLive('iniciado_en', startedAt);
      const { rutina_id, cliente_id, nombre } = req.body;
      const outcome = await startWorkout(app.db, userId, rutina_id ?? null, cliente_id, startedAt, nombre);
      if (outcome.kind === 'routine-not-found') throw trainingError(404, M.routineNotFound);
      if (outcome.kind === 'empty-routine') throw trainingError(400, M.routineEmpty);
      if (outcome.kind === 'in-progress') throw trainingError(409, M.inProgress, 'WORKOUT_IN_PROGRESS');
      // A replay of a start whose session was deleted since.
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
      schema: {
        ...schema,
        summary: 'Notes, name, or the order of the exercises (every one of them, orden becomes 1..n)',
        params: workoutParams,
        body: workoutPatch,
        response: { 200: workout, ...errors },
      },
    },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      if (!(await patchWorkout(app.db, row.id, req.body))) throw trainingError(400, M.exerciseOrder);
      return readWorkout(app.db, await ownWorkout(app, req.user!.id, row.id));
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

/** The value a set of each measure cannot do without. */
const PRIMARY = { repeticiones: 'repeticiones', tiempo: 'segundos', distancia: 'metros' } as const;

/**
 * The checks a schema cannot make: the measure's own value, and the instants the client sent
 * (`sent`: a PATCH's own fields, not the stored set's) plausible (errors.ts `plausibleLive`).
 */
function checked(input: WorkoutSetInput, sent: { completada_en?: string; editada_en?: string } = input): SetValues {
  const primary = PRIMARY[input.medida];
  if (input[primary] === undefined || input[primary] === null)
    throw trainingError(400, M.required(primary, input.medida));
  if (sent.completada_en !== undefined) plausibleLive('completada_en', new Date(sent.completada_en));
  if (sent.editada_en !== undefined) plausibleLive('editada_en', new Date(sent.editada_en));
  const { editada_en: _sent, ...values } = input;
  return {
    ...values,
    completada_en: input.completada_en ? new Date(input.completada_en) : new Date(),
    editada_en: sent.editada_en ? new Date(sent.editada_en) : null,
  };
}

const inputOf = (row: SetRow): Omit<WorkoutSetInput, 'editada_en'> => ({
  ejercicio_sesion_id: row.workoutExerciseId,
  orden: row.orden,
  medida: row.medida as WorkoutSetInput['medida'],
  repeticiones: row.repeticiones,
  kg: row.kg,
  segundos: row.segundos,
  metros: row.metros,
  rir: row.rir,
  tipo: row.tipo as SetType,
  completada_en: row.completadaEn.toISOString(),
});

/** docs/PRODUCT.md §16: a session's sets, by the client's UUID (also on finished sessions). */
function setRoutes(app: App) {
  const auth = { preHandler: app.authenticate };
  const schema = { tags: TAGS, security, params: setParams };
  const upsert = async (userId: number, workoutId: number, setId: string, values: SetValues) => {
    const saved = await upsertSet(app.db, userId, workoutId, setId, values);
    if (saved) return saved;
    // Nothing saved: say why (only now, off the hot path).
    const found = await sessionExercise(app.db, userId, workoutId, values.ejercicio_sesion_id);
    if (!found) throw trainingError(404, M.workoutNotFound);
    if (!found.exerciseFound) throw trainingError(400, M.unknownSessionExercise);
    // An edit older than the stored one (a late retry): the stored set, unchanged.
    const stored = await findSet(app.db, workoutId, setId);
    if (stored) return { row: stored, created: false };
    // The id is another session's set: not this session's to replace.
    throw trainingError(404, M.setNotFound);
  };
  app.put(
    '/workouts/:id/sets/:setId',
    {
      ...auth,
      schema: {
        ...schema,
        summary: 'Creates (201) or replaces (200) a set; the same request again changes nothing',
        body: workoutSetInput,
        response: { 200: workoutSet, 201: workoutSet, ...errors },
      },
    },
    async (req, reply) => {
      const values = checked(req.body);
      const saved = await upsert(req.user!.id, req.params.id, req.params.setId, values);
      return reply.code(saved.created ? 201 : 200).send(toWireSet(saved.row));
    },
  );
  app.patch(
    '/workouts/:id/sets/:setId',
    {
      ...auth,
      schema: { ...schema, body: workoutSetPatch, response: { 200: workoutSet, ...errors } },
    },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      const current = await findSet(app.db, row.id, req.params.setId);
      if (!current) throw trainingError(404, M.setNotFound);
      const values = checked({ ...inputOf(current), ...req.body }, req.body);
      return toWireSet((await upsert(req.user!.id, row.id, req.params.setId, values)).row);
    },
  );
  app.delete(
    '/workouts/:id/sets/:setId',
    { ...auth, schema: { ...schema, response: { 200: messageResponse, ...errors } } },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      if (!(await deleteSet(app.db, row.id, req.params.setId))) throw trainingError(404, M.setNotFound);
      return { message: M.setDeleted };
    },
  );
}
