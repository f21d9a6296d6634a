import { describe, expect, it } from 'vitest';
import type { PendingSet } from '../../entities/workouts/set-queue';
import {
  makeWorkout,
  savedSet,
  SUGGESTIONS,
  workoutToProgress,
  workoutWithOneSet,
} from '../../testing/handlers/workouts';
import { exerciseRows, sessionProgress } from './session-model';

const queued = (setId: string, orden: number, reps: number, status: PendingSet['status'] = 'pending'): PendingSet => ({
  kind: 'set',
  workoutId: 41,
  id: setId,
  set: { ejercicio_sesion_id: 1, orden, medida: 'repeticiones', repeticiones: reps, kg: 65, rir: 1 },
  status,
  attempts: status === 'failed' ? 1 : 0,
});

describe('exerciseRows', () => {
  it('prefills each set from the same set last time, else from the target', () => {
    const [squat, bench] = makeWorkout().ejercicios;
    expect(exerciseRows(squat!, []).map((r) => [r.status, r.values.repeticiones, r.values.kg])).toEqual([
      ['todo', 10, 60],
      ['todo', 10, 60],
      ['todo', 8, 60],
    ]);
    expect(exerciseRows(bench!, []).map((r) => [r.values.repeticiones, r.values.kg])).toEqual([
      [8, null],
      [8, null],
      [8, null],
    ]);
  });

  it('merges the queued sets over the server ones: a queued set wins and keeps its state', () => {
    const squat = workoutWithOneSet().ejercicios[0]!;
    const rows = exerciseRows(squat, [queued('x', 2, 9, 'failed')]);
    expect(rows.map((r) => r.status)).toEqual(['saved', 'failed', 'todo']);
    const replaced = exerciseRows(squat, [
      { ...queued('00000000-0000-4000-8000-000000000001', 1, 12), id: squat.series[0]!.id },
    ]);
    expect(replaced[0]).toMatchObject({ status: 'pending', values: { repeticiones: 12 } });
  });

  it('adds extra rows, and rows for sets logged beyond the target', () => {
    const squat = makeWorkout().ejercicios[0]!;
    expect(exerciseRows(squat, [], 2)).toHaveLength(5);
    squat.series = [savedSet('s5', 1, 5, 6, 60)];
    expect(exerciseRows(squat, [])).toHaveLength(5);
  });

  it('suggests the previous set of this session when last time had none', () => {
    const bench = makeWorkout().ejercicios[1]!;
    bench.series = [savedSet('b1', 2, 1, 8, 50)];
    expect(exerciseRows(bench, [])[1]!.values).toMatchObject({ repeticiones: 8, kg: 50 });
  });

  it('prefills the first set with the suggested load; the others stay as last time', () => {
    const squat = workoutToProgress().ejercicios[0]!;
    expect(exerciseRows(squat, []).map((r) => [r.values.repeticiones, r.values.kg])).toEqual([
      [10, 65],
      [10, 60],
      [10, 60],
    ]);
    // Once the first set is done, it shows what was logged.
    squat.series = [savedSet('q1', 1, 1, 10, 62.5)];
    expect(exerciseRows(squat, [])[0]!.values.kg).toBe(62.5);
    // No load suggested (first time, body weight, timed work): last time or the target as before.
    const bench = { ...makeWorkout().ejercicios[1]!, sugerencia: SUGGESTIONS.primera_vez };
    expect(exerciseRows(bench, [])[0]!.values.kg).toBeNull();
  });
});

describe('sessionProgress', () => {
  it('counts done sets (server and queued) against planned, skipped exercises planning none', () => {
    const w = workoutWithOneSet();
    w.ejercicios[3]!.omitido = true;
    expect(sessionProgress(w, [queued('x', 2, 9), { ...queued('y', 1, 1), workoutId: 99 }])).toEqual({
      done: 2,
      planned: 8,
      unsent: 1,
    });
  });
});
