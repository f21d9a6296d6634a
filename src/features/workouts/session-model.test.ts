import { describe, expect, it } from 'vitest';
import type { PendingEntry, PendingSet } from '../../entities/workouts/set-queue';
import type { WorkoutExercise } from '../../lib/contract-training';
import {
  makeWorkout,
  prev,
  savedSet,
  SUGGESTIONS,
  workoutInDeload,
  workoutInProgramme,
  workoutToProgress,
  workoutWithOneSet,
} from '../../testing/handlers/workouts';
import { exerciseRows, nextPositions, sessionProgress, withQueuedEdits, type SetRow } from './session-model';

const queued = (setId: string, orden: number, reps: number, status: PendingSet['status'] = 'pending'): PendingSet => ({
  kind: 'set',
  workoutId: 41,
  id: setId,
  set: { ejercicio_sesion_id: 1, orden, medida: 'repeticiones', repeticiones: reps, kg: 65, rir: 1, tipo: 'trabajo' },
  status,
  attempts: status === 'failed' ? 1 : 0,
});

/** Each row as [kind and number, status, repetitions, kg]: "C1" a warm-up, "3" work set 3. */
const shape = (rows: SetRow[]) =>
  rows.map((r) => [`${r.tipo === 'calentamiento' ? 'C' : ''}${r.n}`, r.status, r.values.repeticiones, r.values.kg]);

/** The squat with no advice, last time 3 x 10 at 82.5 kg. */
const squatAt82 = (): WorkoutExercise => ({
  ...makeWorkout().ejercicios[0]!,
  anterior: [1, 2, 3].map((n) => prev(n, 10, 82.5)),
  sugerencia: null,
});

describe('exerciseRows: what prefills a set', () => {
  it('with the advice, every set to do aims at its load and repetitions', () => {
    const [squat, bench] = makeWorkout().ejercicios;
    // "Mantén 60 kg", 10 repetitions: last time's 10, 10, 8 no longer decide set 3.
    expect(shape(exerciseRows(squat!, []))).toEqual([
      ['1', 'todo', 10, 60],
      ['2', 'todo', 10, 60],
      ['3', 'todo', 10, 60],
    ]);
    // First time: no load to suggest, the repetitions the advice aims at.
    expect(shape(exerciseRows(bench!, []))).toEqual([
      ['1', 'todo', 8, null],
      ['2', 'todo', 8, null],
      ['3', 'todo', 8, null],
    ]);
  });

  it('the first work set takes the suggested load; without advice, last time’s same set', () => {
    const squat = workoutToProgress().ejercicios[0]!;
    expect(exerciseRows(squat, [])[0]!.values).toMatchObject({ repeticiones: 8, kg: 65, rir: null });
    const noAdvice = { ...squat, sugerencia: null, anterior: [prev(1, 10, 60), prev(2, 9, 62.5)] };
    expect(shape(exerciseRows(noAdvice, []))).toEqual([
      ['1', 'todo', 10, 60],
      ['2', 'todo', 9, 62.5],
      // Last time had no third set: its last one.
      ['3', 'todo', 9, 62.5],
    ]);
  });

  it('after set 1 at a new weight (85), set 2 shows 85, not last time’s 82.5; last time stays the reference', () => {
    const squat = squatAt82();
    expect(exerciseRows(squat, [])[1]!.values.kg).toBe(82.5);
    squat.series = [savedSet('s1', 1, 1, 8, 85)];
    expect(shape(exerciseRows(squat, []))).toEqual([
      ['1', 'saved', 8, 85],
      ['2', 'todo', 8, 85],
      ['3', 'todo', 8, 85],
    ]);
    // The same from a set still in the queue, and the advice gives way to what was lifted.
    const advised = { ...squatAt82(), sugerencia: SUGGESTIONS.subir };
    const rows = exerciseRows(advised, [{ ...queued('q1', 1, 6), set: { ...queued('q1', 1, 6).set, kg: 87.5 } }]);
    expect(rows[1]!.values).toMatchObject({ repeticiones: 6, kg: 87.5, rir: null });
    expect(advised.anterior.map((s) => s.kg)).toEqual([82.5, 82.5, 82.5]);
  });

  it('without history nor advice: the bottom of the range; time and distance stay empty', () => {
    const [squat, , plank, run] = makeWorkout().ejercicios;
    expect(exerciseRows({ ...squat!, anterior: [], sugerencia: null }, [])[0]!.values).toMatchObject({
      repeticiones: 8,
      kg: null,
    });
    expect(exerciseRows({ ...plank!, sugerencia: null }, [])[0]!.values.segundos).toBeNull();
    expect(exerciseRows(run!, [])[0]!.values.metros).toBeNull();
  });

  it('advice to move to a harder variation prefills nothing of this exercise: last time does', () => {
    const pushUps = workoutInProgramme().ejercicios[1]!;
    expect(pushUps.sugerencia?.ejercicio_siguiente).not.toBeNull();
    expect(exerciseRows(pushUps, [])[0]!.values).toMatchObject({ repeticiones: 20, kg: 0 });
  });

  it('the advice of a timed exercise prefills its seconds', () => {
    const plank = makeWorkout().ejercicios[2]!;
    expect(exerciseRows(plank, []).map((r) => r.values.segundos)).toEqual([30, 30]);
  });
});

describe('exerciseRows: the rows', () => {
  it('merges the queued sets over the server ones: a queued set wins; a failed send is still pending', () => {
    const squat = workoutWithOneSet().ejercicios[0]!;
    // No connection or a server hiccup: the outbox sends it again by itself, so it only waits.
    const rows = exerciseRows(squat, [queued('x', 2, 9, 'failed')]);
    expect(rows.map((r) => r.status)).toEqual(['saved', 'pending', 'todo']);
    const refused = exerciseRows(squat, [{ ...queued('x', 2, 9, 'rejected'), reason: 'Entrenamiento terminado' }]);
    expect(refused[1]).toMatchObject({ status: 'rejected', reason: 'Entrenamiento terminado' });
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

  it('a set queued by an older version (no type) is a work set', () => {
    const squat = makeWorkout().ejercicios[0]!;
    const { tipo: _, ...old } = queued('old', 1, 10).set;
    const rows = exerciseRows(squat, [{ ...queued('old', 1, 10), set: old }]);
    expect(rows[0]).toMatchObject({ n: 1, tipo: 'trabajo', status: 'pending' });
  });
});

describe('exerciseRows: warm-ups', () => {
  const warmups = [savedSet('w1', 1, 1, 10, 20, 'calentamiento'), savedSet('w2', 1, 2, 5, 40, 'calentamiento')];

  it('listed first as warm-ups, not numbered as work sets; work sets take the next positions', () => {
    const squat = { ...squatAt82(), series: warmups };
    const rows = exerciseRows(squat, []);
    expect(shape(rows)).toEqual([
      ['C1', 'saved', 10, 20],
      ['C2', 'saved', 5, 40],
      // Not prefilled from the 40 kg warm-up: last time's work sets.
      ['1', 'todo', 10, 82.5],
      ['2', 'todo', 10, 82.5],
      ['3', 'todo', 10, 82.5],
    ]);
    expect(rows.filter((r) => r.status === 'todo').map((r) => r.orden)).toEqual([3, 4, 5]);
  });

  it('warm-ups logged after a work set take the positions after it, and the rows still read 1, 2, 3', () => {
    const squat = {
      ...squatAt82(),
      series: [savedSet('s1', 1, 1, 8, 85), ...[2, 3].map((o) => savedSet(`w${o}`, 1, o, 5, 40, 'calentamiento'))],
    };
    const rows = exerciseRows(squat, []);
    expect(shape(rows)).toEqual([
      ['C1', 'saved', 5, 40],
      ['C2', 'saved', 5, 40],
      ['1', 'saved', 8, 85],
      ['2', 'todo', 8, 85],
      ['3', 'todo', 8, 85],
    ]);
    expect(rows.slice(3).map((r) => r.orden)).toEqual([4, 5]);
  });

  it('last time’s warm-ups prefill nothing: work set 1 is last time’s work set 1', () => {
    const squat = { ...workoutInDeload().ejercicios[0]!, sugerencia: null };
    expect(shape(exerciseRows(squat, []))).toEqual([
      ['1', 'todo', 10, 60],
      ['2', 'todo', 10, 60],
    ]);
  });

  it('the next positions come after every set the exercise has, warm-ups and queued ones included', () => {
    const squat = { ...squatAt82(), series: warmups };
    expect(nextPositions(squat, [], 3)).toEqual([3, 4, 5]);
    expect(nextPositions(squat, [queued('q', 7, 8)], 2)).toEqual([8, 9]);
    expect(nextPositions(makeWorkout().ejercicios[0]!, [], 2)).toEqual([1, 2]);
  });
});

describe('sessionProgress', () => {
  it('counts done work sets (server and queued) against planned, skipped exercises planning none', () => {
    const w = workoutWithOneSet();
    w.ejercicios[3]!.omitido = true;
    expect(sessionProgress(w, [queued('x', 2, 9), { ...queued('y', 1, 1), workoutId: 99 }])).toEqual({
      done: 2,
      planned: 8,
      unsent: 1,
    });
  });

  it('a set the server refused is not on its way: not unsent (no notice says it will be sent)', () => {
    expect(sessionProgress(workoutWithOneSet(), [queued('x', 2, 9, 'rejected')])).toMatchObject({ unsent: 0 });
    expect(sessionProgress(workoutWithOneSet(), [queued('x', 2, 9, 'failed')])).toMatchObject({ unsent: 1 });
  });

  it('leaves warm-ups out of the sets done (they are still unsent while queued)', () => {
    const w = workoutWithOneSet();
    w.ejercicios[0]!.series.push(savedSet('w', 1, 2, 10, 20, 'calentamiento'));
    const warmup = { ...queued('qw', 3, 5), set: { ...queued('qw', 3, 5).set, tipo: 'calentamiento' as const } };
    expect(sessionProgress(w, [warmup])).toMatchObject({ done: 1, unsent: 1 });
  });
});

const fresh = { workoutId: 41, status: 'pending', attempts: 0 } as const;
const names = (entries: PendingEntry[]) =>
  withQueuedEdits(makeWorkout(), entries).ejercicios.map((e) => `${e.orden}:${e.nombre}`);

describe('corrections and deletions of done sets', () => {
  const stored = '00000000-0000-4000-8000-000000000001';

  it('a queued correction replaces the stored set; a queued deletion hides it (and it no longer counts)', () => {
    const w = workoutWithOneSet();
    const squat = w.ejercicios[0]!;
    const edited = { ...queued(stored, 1, 12), id: stored };
    expect(shape(exerciseRows(squat, [edited]))[0]).toEqual(['1', 'pending', 12, 65]);
    const gone: PendingEntry = { ...fresh, kind: 'setDelete', id: stored, set: edited.set };
    expect(shape(exerciseRows(squat, [gone]))[0]).toEqual(['1', 'todo', 10, 60]);
    expect(sessionProgress(w, [gone])).toMatchObject({ done: 0, unsent: 0 });
  });

  it('a done set keeps when it was done, stored or queued (a correction sends that time again)', () => {
    const squat = workoutWithOneSet().ejercicios[0]!;
    const at = squat.series[0]!.completada_en;
    expect(exerciseRows(squat, [])[0]).toMatchObject({ setId: stored, completadaEn: at });
    const later = '2026-11-17T18:30:00.000Z';
    const edited = {
      ...queued(stored, 1, 12),
      id: stored,
      set: { ...queued(stored, 1, 12).set, completada_en: later },
    };
    expect(exerciseRows(squat, [edited])[0]).toMatchObject({ completadaEn: later });
  });

  it('a deletion the server refused leaves the set where it was', () => {
    const squat = workoutWithOneSet().ejercicios[0]!;
    const gone: PendingEntry = { ...fresh, kind: 'setDelete', id: stored, set: queued(stored, 1, 10).set };
    expect(exerciseRows(squat, [{ ...gone, status: 'rejected' }])[0]).toMatchObject({ setId: stored, status: 'saved' });
  });
});

describe('withQueuedEdits: the session as changed on this device', () => {
  const added = (exerciseId: number, orden?: number): PendingEntry => ({
    ...fresh,
    kind: 'exerciseAdd',
    id: `add:${exerciseId}`,
    clienteId: '00000000-0000-4000-8000-0000000000e1',
    exerciseId,
    add: { id_ejercicio: 4, series_objetivo: 2, ...(orden ? { orden } : {}) },
    shown: { nombre: 'Curl de bíceps', grupo_muscular: 'Bíceps', medida: 'repeticiones', carga: 'mancuernas' },
  });

  it('nothing queued for the session: the same session', () => {
    const w = makeWorkout();
    expect(withQueuedEdits(w, [queued('x', 1, 10)])).toBe(w);
  });

  it('an added exercise shows at once, last or where it was put, with its sets to do', () => {
    expect(names([added(-5)])).toEqual([
      '1:Sentadilla',
      '2:Press de banca',
      '3:Plancha',
      '4:Carrera continua',
      '5:Curl de bíceps',
    ]);
    expect(names([added(-5, 2)])).toEqual([
      '1:Sentadilla',
      '2:Curl de bíceps',
      '3:Press de banca',
      '4:Plancha',
      '5:Carrera continua',
    ]);
    const curl = withQueuedEdits(makeWorkout(), [added(-5)]).ejercicios.at(-1)!;
    expect(curl).toMatchObject({ id: -5, id_ejercicio_catalogo: 4, carga: 'mancuernas', series_objetivo: 2 });
    const set = { ...queued('s', 1, 12), set: { ...queued('s', 1, 12).set, ejercicio_sesion_id: -5 } };
    expect(shape(exerciseRows(curl, [set]))).toEqual([
      ['1', 'pending', 12, 65],
      ['2', 'todo', 12, 65],
    ]);
  });

  it('a removed exercise goes, the others close up; an order moves them (the last one wins)', () => {
    const remove: PendingEntry = { ...fresh, kind: 'exerciseRemove', id: 'remove:2', exerciseId: 2 };
    expect(names([remove])).toEqual(['1:Sentadilla', '2:Plancha', '3:Carrera continua']);
    const order: PendingEntry = { ...fresh, kind: 'order', id: 'order:41', ids: [3, 1, -5, 2, 4] };
    expect(names([added(-5), order])).toEqual([
      '1:Plancha',
      '2:Sentadilla',
      '3:Curl de bíceps',
      '4:Press de banca',
      '5:Carrera continua',
    ]);
  });

  it('exercise changes: rest, group, sets, and a replacement’s name with none of the old one’s history', () => {
    const patch = (exerciseId: number, p: object, nombre?: string): PendingEntry => ({
      ...fresh,
      kind: 'exercise',
      id: `exercise:${exerciseId}`,
      exerciseId,
      patch: p,
      ...(nombre ? { nombre } : {}),
    });
    const w = withQueuedEdits(makeWorkout(), [
      patch(1, { descanso: 150, grupo: 1, series_objetivo: 5 }),
      patch(2, { grupo: 1, id_ejercicio: 2 }, 'Flexiones'),
    ]);
    expect(w.ejercicios[0]).toMatchObject({ descanso: 150, grupo: 1, series_objetivo: 5, nombre: 'Sentadilla' });
    expect(w.ejercicios[1]).toMatchObject({
      grupo: 1,
      id_ejercicio_catalogo: 2,
      nombre: 'Flexiones',
      sugerencia: null,
    });
    expect(w.ejercicios[1]).not.toHaveProperty('id_ejercicio');
  });

  it('what the server refused is not shown as done', () => {
    expect(names([{ ...added(-5), status: 'rejected' }])).toHaveLength(4);
  });
});
