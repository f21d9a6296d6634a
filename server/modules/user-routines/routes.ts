import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse, userRoutine, userRoutineList, type UserRoutine } from '../../../src/lib/contract';
import { parseWireDate, toIsoDate } from '../../../src/lib/dates';
import { renderRoutinePdf } from '../../domain/pdf/routine-pdf';
import { todayIso } from '../../domain/routines/schedule';
import { HttpError } from '../../plugins/errors';
import { errorSchema, idParams } from '../shared/schemas';
import { RoutineBodies } from './cache';
import {
  appendExercise,
  copyTemplate,
  copyUserRoutine,
  createBlankRoutine,
  deleteUserRoutine,
  DEFAULT_REPETICIONES,
  DEFAULT_SERIES,
  removeExercise,
  routinesVersionReader,
  updateExercise,
  updateUserRoutine,
  userRoutineReads,
  type ExerciseChanges,
  type ExerciseOutcome,
  type UserRoutineReads,
} from './repository';
import {
  appendBody,
  blankBody,
  copyBody,
  exercisePatch,
  itemParams,
  listQuery,
  routinePatch,
  type BlankBody,
  type RoutinePatch,
} from './schemas';

/**
 * Sends JSON the route's response schema already wrote (`reply.serialize`, kept by cache.ts):
 * Fastify sends a Buffer as it is.
 */
const sendJson = (reply: FastifyReply, body: Buffer) => reply.type('application/json; charset=utf-8').send(body);

const notFound = () => new HttpError(404, 'Routine not found', 'NOT_FOUND');
/** The session's user was deleted while the request ran. */
const userGone = () => new HttpError(403, 'User not found', 'USER_NOT_FOUND');

/** OpenAPI text: which exercise id goes where (contract.ts userRoutineExercise). */
const EXERCISE_IDS =
  'In the answer, `ejercicios[].id` and `ejercicios[].ejercicio_id` are both the exercise’s id inside the ' +
  'routine (the `{exerciseId}` of PATCH/DELETE .../exercises/{exerciseId}); `id_ejercicio_catalogo` is the ' +
  'catalogue exercise’s id.';
const EXERCISE_PATH =
  '`exerciseId`: the exercise’s id inside the routine, `ejercicios[].id` or `ejercicios[].ejercicio_id` of a ' +
  'GET answer (the same value), never the catalogue id (another routine’s exercise: 404).';

/** An exercise change's outcome as the error the route answers; `ok` passes through. */
function throwUnlessOk(outcome: ExerciseOutcome): void {
  if (outcome === 'routine-not-found') throw notFound();
  if (outcome === 'exercise-not-found') throw new HttpError(404, 'Exercise not found in this routine', 'NOT_FOUND');
  if (outcome === 'unknown-exercise') throw new HttpError(400, 'Unknown ejercicio_id', 'UNKNOWN_EXERCISE');
}

/** Both wire dates as stored dates, or neither; a 400 when only one comes or they are out of order. */
function datesOf(body: Pick<RoutinePatch, 'fecha_inicio_rutina' | 'fecha_fin_rutina'>) {
  const start = body.fecha_inicio_rutina;
  const end = body.fecha_fin_rutina;
  if ((start === undefined) !== (end === undefined)) {
    throw new HttpError(400, 'fecha_inicio_rutina and fecha_fin_rutina must be sent together', 'VALIDATION');
  }
  if (start === undefined || end === undefined) return null;
  const dates = { fechaInicio: toIsoDate(parseWireDate(start)!), fechaFin: toIsoDate(parseWireDate(end)!) };
  if (dates.fechaInicio > dates.fechaFin) {
    throw new HttpError(400, 'fecha_inicio_rutina must not be after fecha_fin_rutina', 'VALIDATION');
  }
  return dates;
}

/** The columns a PATCH of a routine changes; a 400 when it changes nothing or mixes dates up. */
function routineChanges(body: RoutinePatch) {
  const changes = {
    ...datesOf(body),
    ...(body.rutina_compartida !== undefined ? { compartida: body.rutina_compartida } : {}),
    ...(body.dia !== undefined ? { dia: body.dia } : {}),
    ...(body.nombre !== undefined ? { nombre: body.nombre } : {}),
  };
  if (Object.keys(changes).length === 0) throw new HttpError(400, 'Nothing to update', 'NOTHING_TO_UPDATE');
  return changes;
}

/** A blank routine's columns (issue #40): dates together and in order, as for a PATCH. */
function blankValues(body: BlankBody) {
  const dates = datesOf(body);
  return {
    nombre: body.nombre,
    dia: body.dia ?? null,
    fechaInicio: dates?.fechaInicio ?? null,
    fechaFin: dates?.fechaFin ?? null,
  };
}

/** Wire names of an exercise PATCH → its columns (undefined left out: unchanged). */
const EXERCISE_COLUMNS = {
  series: 'series',
  repeticiones: 'repeticiones',
  orden: 'orden',
  comentario: 'comentario',
  descanso: 'descanso',
  repeticiones_min: 'repeticionesMin',
  repeticiones_max: 'repeticionesMax',
  rir: 'rir',
} as const satisfies Record<string, keyof ExerciseChanges>;

function exerciseChanges(body: Partial<Record<keyof typeof EXERCISE_COLUMNS, unknown>>): ExerciseChanges {
  const entries = Object.entries(EXERCISE_COLUMNS).flatMap(([wire, column]) => {
    const value = body[wire as keyof typeof EXERCISE_COLUMNS];
    return value === undefined ? [] : [[column, value]];
  });
  return Object.fromEntries(entries) as ExerciseChanges;
}

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What every route of this file shares: OpenAPI tags, security, errors, auth, the routine lookup. */
interface Shared {
  tags: string[];
  security: { token: never[] }[];
  errors: { 400: typeof errorSchema; 401: typeof errorSchema; 403: typeof errorSchema; 404: typeof errorSchema };
  auth: { preHandler: App['authenticate'] };
  reads: UserRoutineReads;
  routineOf(userId: number, id: number): Promise<UserRoutine>;
}

/** docs/PRODUCT.md §14: the caller's own copies. Another user's id is always a 404. */
const userRoutineRoutes: FastifyPluginAsyncZod = async (app) => {
  const reads = userRoutineReads(app.db, app.config.pglitePrepare);
  const shared: Shared = {
    tags: ['user-routines'],
    security: [{ token: [] }],
    errors: { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
    auth: { preHandler: app.authenticate },
    reads,
    routineOf: async (userId, id) => {
      const found = await reads.find(userId, id);
      if (!found) throw notFound();
      return found;
    },
  };
  // "routine bodies per user" (cache.ts), one per app instance (each API process keeps its own).
  const cacheBytes = app.config.userRoutinesCacheBytes;
  const bodies =
    cacheBytes > 0 ? new RoutineBodies(routinesVersionReader(app.db, app.config.pglitePrepare), cacheBytes) : null;
  collectionRoutes(app, shared, bodies);
  routineRoutes(app, shared, bodies);
  exerciseRoutes(app, shared);
};

/** The list and copying a public or generated routine in. */
function collectionRoutes(app: App, shared: Shared, bodies: RoutineBodies | null) {
  const { tags, security, errors, auth, reads, routineOf } = shared;
  app.get(
    '/user-routines',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'The caller and one page of their routines (active=true|false filters on rutina_activa)',
        description: EXERCISE_IDS,
        querystring: listQuery,
        response: { 200: userRoutineList, ...errors },
      },
    },
    async (req, reply) => {
      const { page, limit } = req.query;
      const userId = req.user!.id;
      const active = req.query.active === undefined ? undefined : req.query.active === 'true';
      const today = todayIso();
      const build = () => reads.list(userId, { page, limit, active, today });
      if (!bodies) {
        const list = await build();
        if (list === null) throw userGone();
        return list;
      }
      const body = await bodies.get(userId, `list/${page}/${limit}/${active ?? ''}/${today}`, async () => {
        const list = await build();
        return list && reply.serialize(list);
      });
      if (body === null) throw userGone();
      return sendJson(reply, body);
    },
  );

  app.post(
    '/user-routines',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Copies a public routine, or one generated for the caller, into their routines',
        body: copyBody,
        response: { 201: userRoutine, ...errors },
      },
    },
    async (req, reply) => {
      const id = await copyTemplate(app.db, req.user!.id, req.body.id_rutina);
      if (id === null) throw notFound();
      return reply.code(201).send(await routineOf(req.user!.id, id));
    },
  );

  app.post(
    '/user-routines/blank',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'A routine of the caller’s own from nothing: its name, optionally weekday and dates (both together)',
        description:
          'No exercises yet: add them with `POST user-routines/{id}/exercises`. The routine takes the caller’s goal ' +
          '(else "Adaptación general") and that goal’s method, labelled Principiante.',
        body: blankBody,
        response: { 201: userRoutine, ...errors },
      },
    },
    async (req, reply) => {
      const id = await createBlankRoutine(app.db, req.user!.id, blankValues(req.body));
      if (id === null) throw userGone();
      return reply.code(201).send(await routineOf(req.user!.id, id));
    },
  );
}

/** One routine: its PDF, read, delete, change. */
function routineRoutes(app: App, shared: Shared, bodies: RoutineBodies | null) {
  const { tags, security, errors, auth, reads, routineOf } = shared;
  app.get(
    '/user-routines/generate/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'The routine as an A4 PDF (attachment rutina-<id>.pdf)',
        params: idParams,
        produces: ['application/pdf'],
        // Fastify sends a Buffer as it is (no serializer): this only documents the 200.
        response: { 200: z.any().describe('application/pdf document'), ...errors },
      },
    },
    async (req, reply) => {
      const routine = await routineOf(req.user!.id, req.params.id);
      const pdf = await renderRoutinePdf(routine);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="rutina-${routine.rutina_id}.pdf"`)
        .send(pdf);
    },
  );

  app.get(
    '/user-routines/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        description: EXERCISE_IDS,
        params: idParams,
        response: { 200: userRoutine, ...errors },
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      const { id } = req.params;
      if (!bodies) return routineOf(userId, id);
      const today = todayIso();
      const body = await bodies.get(userId, `routine/${id}/${today}`, async () => {
        const routine = await reads.find(userId, id, today);
        return routine && reply.serialize(routine);
      });
      if (body === null) throw notFound();
      return sendJson(reply, body);
    },
  );

  app.delete(
    '/user-routines/:id',
    { ...auth, schema: { tags, security, params: idParams, response: { 200: messageResponse, ...errors } } },
    async (req) => {
      if (!(await deleteUserRoutine(app.db, req.user!.id, req.params.id))) throw notFound();
      return { message: 'Routine deleted' };
    },
  );

  app.patch(
    '/user-routines/:id',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Dates (both together, DD-MM-YYYY), shared flag, weekday (1-7 or null) and name',
        params: idParams,
        body: routinePatch,
        response: { 200: userRoutine, ...errors },
      },
    },
    async (req) => {
      const changes = routineChanges(req.body);
      if (!(await updateUserRoutine(app.db, req.user!.id, req.params.id, changes))) throw notFound();
      return routineOf(req.user!.id, req.params.id);
    },
  );
}

/** Saving a copy of a shared routine, and a routine's exercises: add, change, remove. */
function exerciseRoutes(app: App, { tags, security, errors, auth, routineOf }: Shared) {
  app.post(
    '/user-routines/:id/save',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Copies a routine another user shared (or one of the caller’s own) into the caller’s routines',
        params: idParams,
        response: { 201: userRoutine, ...errors },
      },
    },
    async (req, reply) => {
      const id = await copyUserRoutine(app.db, req.user!.id, req.params.id);
      if (id === null) throw notFound();
      return reply.code(201).send(await routineOf(req.user!.id, id));
    },
  );
  app.post(
    '/user-routines/:id/exercises',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: `Appends a catalogue exercise (orden n + 1, ${DEFAULT_SERIES} series of ${DEFAULT_REPETICIONES})`,
        description: `The body’s \`ejercicio_id\` is the catalogue exercise’s id (\`GET exercises\`). ${EXERCISE_IDS}`,
        params: idParams,
        body: appendBody,
        response: { 200: userRoutine, ...errors },
      },
    },
    async (req) => {
      throwUnlessOk(await appendExercise(app.db, req.user!.id, req.params.id, req.body.ejercicio_id));
      return routineOf(req.user!.id, req.params.id);
    },
  );

  app.patch(
    '/user-routines/:id/exercises/:exerciseId',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Series, repeticiones, orden (others renumbered 1..n), comentario, rest and target of one exercise',
        description:
          `${EXERCISE_PATH} Optional (issue #40): \`descanso\` (seconds, 0-900), \`repeticiones_min\` and ` +
          '`repeticiones_max` (together, bottom <= top) and `rir` (0-5); null clears each.',
        params: itemParams,
        body: exercisePatch,
        response: { 200: userRoutine, ...errors },
      },
    },
    async (req) => {
      const changes = exerciseChanges(req.body);
      if (Object.keys(changes).length === 0) throw new HttpError(400, 'Nothing to update', 'NOTHING_TO_UPDATE');
      throwUnlessOk(await updateExercise(app.db, req.user!.id, req.params.id, req.params.exerciseId, changes));
      return routineOf(req.user!.id, req.params.id);
    },
  );

  app.delete(
    '/user-routines/:id/exercises/:exerciseId',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Removes one exercise; the others are renumbered 1..n',
        description: EXERCISE_PATH,
        params: itemParams,
        response: { 200: userRoutine, ...errors },
      },
    },
    async (req) => {
      throwUnlessOk(await removeExercise(app.db, req.user!.id, req.params.id, req.params.exerciseId));
      return routineOf(req.user!.id, req.params.id);
    },
  );
}

export default userRoutineRoutes;
