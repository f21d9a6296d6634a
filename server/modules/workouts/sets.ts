import {
  workoutSet,
  workoutSetInput,
  workoutSetPatch,
  type SetType,
  type WorkoutSetInput,
} from '../../../src/lib/contract-training';
import { messageResponse } from '../../../src/lib/contract';
import { TRAINING_MESSAGES as M } from '../../domain/training/messages';
import { trainingError } from './errors';
import { errors, ownWorkout, security, TAGS, type App } from './common';
import { toWireSet } from './read';
import { deleteSet, findSet, sessionExercise, upsertSet, type SetRow, type SetValues } from './repository';
import { setParams } from './schemas';
import { plausibleLive } from './time';

/** The value a set of each measure cannot do without. */
const PRIMARY = { repeticiones: 'repeticiones', tiempo: 'segundos', distancia: 'metros' } as const;

/**
 * The checks a schema cannot make: the measure's own value, and the instants the client sent
 * (`sent`: a PATCH's own fields, not the stored set's) plausible (modules/workouts/time.ts).
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
export function setRoutes(app: App) {
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
