/**
 * docs/PRODUCT.md §16: changing a session while training: adding an exercise (by the client's
 * UUID), changing one (rest, group, planned sets, another exercise in its place), removing one,
 * the alternatives to one, and saving the session as a routine. The session's order and name:
 * routes.ts (`PATCH /workouts/{id}`).
 */
import {
  exerciseAlternatives,
  workoutExercise,
  workoutExerciseAdd,
  workoutExercisePatch,
  workoutRoutineCreated,
  workoutToRoutine,
  type SetMeasure,
  type SetType,
} from '../../../src/lib/contract-training';
import { messageResponse } from '../../../src/lib/contract';
import { alternativesFor, samePatternIds } from '../../domain/exercise-model/alternatives';
import { EXERCISE_MODELS } from '../../domain/exercise-model';
import { TRAINING_MESSAGES as M } from '../../domain/training/messages';
import { MAX_SESSION_EXERCISES, routineItems } from '../../domain/training/session-changes';
import { latestPlanChoices } from '../autogenerate/repository';
import { wizardAnswersOf } from '../autogenerate/wizard';
import { trainingError } from './errors';
import { readWorkout } from './read';
import { sessionContents } from './read-repository';
import type { WorkoutRow } from './repository';
import type { App } from './routes';
import {
  addExercise,
  catalogueEntries,
  patchExercise,
  removeExercise,
  saveAsRoutine,
  sessionExerciseRow,
} from './session-repository';
import { addParams, errors, exerciseParams, security, TAGS, workoutParams } from './schemas';

type OwnWorkout = (app: App, userId: number, id: number) => Promise<WorkoutRow>;

export function sessionChangeRoutes(app: App, ownWorkout: OwnWorkout) {
  patchRoute(app, ownWorkout);
  exerciseRoutes(app, ownWorkout);
  routineRoutes(app, ownWorkout);
}

/** The session exercise `exerciseId` as `GET /workouts/{id}` shows it. */
async function exerciseOf(app: App, row: WorkoutRow, exerciseId: number) {
  const full = await readWorkout(app.db, row);
  return full.ejercicios.find((e) => e.id === exerciseId)!;
}

function patchRoute(app: App, ownWorkout: OwnWorkout) {
  app.patch(
    '/workouts/:id/exercises/:exerciseId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        security,
        summary:
          'Note, skipped, rest (remembered for the exercise), group, planned sets, or another catalogue exercise in its place (409 when its measure differs from the logged sets)',
        params: exerciseParams,
        body: workoutExercisePatch,
        response: { 200: workoutExercise, ...errors, 409: errors[404] },
      },
    },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      const outcome = await patchExercise(app.db, row.userId, row.id, req.params.exerciseId, req.body);
      if (outcome.kind === 'not-found') throw trainingError(404, M.exerciseNotFound);
      if (outcome.kind === 'unknown-exercise') throw trainingError(400, M.catalogueExerciseUnknown);
      if (outcome.kind === 'measure-conflict') {
        throw trainingError(409, M.measureConflict(outcome.logged, outcome.replacement), 'MEASURE_CONFLICT');
      }
      return exerciseOf(app, row, req.params.exerciseId);
    },
  );
}

function exerciseRoutes(app: App, ownWorkout: OwnWorkout) {
  const auth = { preHandler: app.authenticate };
  const schema = { tags: TAGS, security };
  app.put(
    '/workouts/:id/exercises/:clienteId',
    {
      ...auth,
      schema: {
        ...schema,
        summary: `Adds a catalogue exercise under the client's UUID (201; the same UUID again answers it, 200; at most ${MAX_SESSION_EXERCISES})`,
        params: addParams,
        body: workoutExerciseAdd,
        response: { 200: workoutExercise, 201: workoutExercise, ...errors },
      },
    },
    async (req, reply) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      const outcome = await addExercise(app.db, row.userId, row.id, req.params.clienteId, req.body);
      if (outcome.kind === 'unknown-exercise') throw trainingError(400, M.catalogueExerciseUnknown);
      if (outcome.kind === 'too-many') throw trainingError(400, M.tooManyExercises(MAX_SESSION_EXERCISES));
      return reply.code(outcome.kind === 'created' ? 201 : 200).send(await exerciseOf(app, row, outcome.id));
    },
  );
  app.delete(
    '/workouts/:id/exercises/:exerciseId',
    {
      ...auth,
      schema: {
        ...schema,
        summary: 'Removes an exercise and its sets from the session (the others renumbered)',
        params: exerciseParams,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      if (!(await removeExercise(app.db, row.id, req.params.exerciseId))) throw trainingError(404, M.exerciseNotFound);
      return { message: M.exerciseRemoved };
    },
  );
  app.get(
    '/workouts/:id/exercises/:exerciseId/alternatives',
    {
      ...auth,
      schema: {
        ...schema,
        summary:
          'Catalogue exercises of the same movement pattern, within the equipment and sore areas of the latest programme, best fit first (at most 8)',
        params: exerciseParams,
        response: { 200: exerciseAlternatives, ...errors },
      },
    },
    async (req) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      const found = await sessionExerciseRow(app.db, row.id, req.params.exerciseId);
      if (!found) throw trainingError(404, M.exerciseNotFound);
      const { list } = await sessionContents(app.db, row);
      const ids = samePatternIds(found.exerciseId, EXERCISE_MODELS);
      const [entries, choices] = await Promise.all([
        catalogueEntries(app.db, [found.exerciseId, ...ids]),
        latestPlanChoices(app.db, row.userId),
      ]);
      const current = entries.find((e) => e.id === found.exerciseId);
      if (!current) return [];
      const inSession = list.map(({ we }) => we.exerciseId);
      return alternativesFor(current, entries, wizardAnswersOf(choices), inSession);
    },
  );
}

function routineRoutes(app: App, ownWorkout: OwnWorkout) {
  app.post(
    '/workouts/:id/routine',
    {
      preHandler: app.authenticate,
      schema: {
        tags: TAGS,
        security,
        summary:
          'Saves the session as a new routine of the caller (its exercises not skipped, in order; sets and repetitions as done)',
        params: workoutParams,
        body: workoutToRoutine,
        response: { 201: workoutRoutineCreated, ...errors },
      },
    },
    async (req, reply) => {
      const row = await ownWorkout(app, req.user!.id, req.params.id);
      const { list, sets } = await sessionContents(app.db, row);
      const items = routineItems(
        list.map(({ we }) => ({
          exerciseId: we.exerciseId,
          omitido: we.omitido,
          seriesObjetivo: we.seriesObjetivo,
          repeticionesObjetivo: we.repeticionesObjetivo,
          descanso: we.descanso,
          medida: we.medida as SetMeasure,
          sets: sets
            .filter((s) => s.workoutExerciseId === we.id)
            .map((s) => ({ tipo: s.tipo as SetType, medida: s.medida as SetMeasure, repeticiones: s.repeticiones })),
        })),
      );
      if (items.length === 0) throw trainingError(400, M.nothingToSave);
      const id = await saveAsRoutine(app.db, row.userId, { userRoutineId: row.userRoutineId }, req.body.nombre, items);
      return reply.code(201).send({ rutina_id: id, message: M.routineSaved });
    },
  );
}
