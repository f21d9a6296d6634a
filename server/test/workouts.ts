import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SetType, Workout, WorkoutSet, WorkoutSetInput } from '../../src/lib/contract-training';
import type { Db } from '../db/client';
import { workoutExercises, workouts, workoutSets } from '../db/schema';
import { call } from './call';
import type { TestUser } from './users';

/** `POST /workouts` from routine `rutinaId`, expecting a 201. */
export async function startWorkout(app: FastifyInstance, who: TestUser, rutinaId: number): Promise<Workout> {
  const res = await call(app, who, 'POST', 'workouts', { rutina_id: rutinaId, cliente_id: randomUUID() });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Workout>();
}

/** `PUT` a new set of reps × kg on the session's exercise `exerciseId`, expecting a 201. */
export async function logSet(
  app: FastifyInstance,
  who: TestUser,
  workoutId: number,
  set: Partial<WorkoutSetInput> & Pick<WorkoutSetInput, 'ejercicio_sesion_id'>,
): Promise<WorkoutSet> {
  const res = await call(app, who, 'PUT', `workouts/${workoutId}/sets/${randomUUID()}`, {
    orden: 1,
    medida: 'repeticiones',
    ...set,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<WorkoutSet>();
}

export interface HistorySet {
  exerciseId: number;
  repeticiones: number;
  kg: number;
  /** Defaults to 'trabajo'. */
  tipo?: SetType;
}

/**
 * A finished session written straight to the database (fixed dates for progress tests and the
 * bench): its exercises are the distinct catalogue ids of `sets`, in order.
 */
export async function insertFinishedWorkout(
  db: Db,
  userId: number,
  startedAt: Date,
  sets: HistorySet[],
  opts: { minutes?: number; muscleOnly?: boolean } = {},
): Promise<number> {
  const [w] = await db
    .insert(workouts)
    .values({
      userId,
      clienteId: randomUUID(),
      nombre: 'Rutina histórica',
      estado: 'terminado',
      iniciadoEn: startedAt,
      terminadoEn: new Date(startedAt.getTime() + (opts.minutes ?? 60) * 60_000),
    })
    .returning({ id: workouts.id });
  const ids = [...new Set(sets.map((s) => s.exerciseId))];
  const rows = await db
    .insert(workoutExercises)
    .values(
      ids.map((exerciseId, i) => ({
        workoutId: w!.id,
        exerciseId,
        orden: i + 1,
        seriesObjetivo: 3,
        repeticionesObjetivo: 10,
        descanso: 90,
        medida: 'repeticiones',
      })),
    )
    .returning({ id: workoutExercises.id, exerciseId: workoutExercises.exerciseId });
  const byExercise = new Map(rows.map((r) => [r.exerciseId, r.id]));
  if (sets.length > 0) {
    await db.insert(workoutSets).values(
      sets.map((s, i) => ({
        id: randomUUID(),
        workoutId: w!.id,
        workoutExerciseId: byExercise.get(s.exerciseId)!,
        orden: i + 1,
        medida: 'repeticiones',
        repeticiones: s.repeticiones,
        kg: s.kg,
        tipo: s.tipo ?? 'trabajo',
        completadaEn: new Date(startedAt.getTime() + (i + 1) * 60_000),
      })),
    );
  }
  return w!.id;
}
