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
import { notFuture } from './time';

/** The value a set of each measure cannot do without. */
const PRIMARY = { repeticiones: 'repeticiones', tiempo: 'segundos', distancia: 'metros' } as const;

/** The checks a schema cannot make: the measure's own value, and no instant in the future. */
function checked(input: WorkoutSetInput): SetValues {
  const primary = PRIMARY[input.medida];
  if (input[primary] === undefined || input[primary] === null)
    throw trainingError(400, M.required(primary, input.medida));
  const at = input.completada_en ? new Date(input.completada_en) : new Date();
  notFuture('completada_en', at);
  return { ...input, completada_en: at };
}

const inputOf = (row: SetRow): WorkoutSetInput => ({
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
      const values = checked({ ...inputOf(current), ...req.body });
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
