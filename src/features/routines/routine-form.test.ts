import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserRoutine, UserRoutineExercise } from '../../lib/contract';
import { userRoutinesFixture } from '../../testing/handlers/routines';
import {
  changedExercises,
  isPositiveInteger,
  isRoutineResponse,
  mergeExercises,
  nextOrder,
  toFormValues,
  toRoutinePatch,
  validateRoutineForm,
  type ExerciseFormValues,
  type RoutineFormValues,
} from './routine-form';

const [routine] = userRoutinesFixture as [UserRoutine, ...UserRoutine[]];
const [firstExercise] = routine.ejercicios as [UserRoutineExercise, ...UserRoutineExercise[]];

const edit = (list: ExerciseFormValues[], index: number, patch: Partial<ExerciseFormValues>) =>
  list.map((e, i) => (i === index ? { ...e, ...patch } : e));

const validForm = (overrides: Partial<RoutineFormValues> = {}): RoutineFormValues => ({
  ...toFormValues(routine),
  ...overrides,
});

describe('form values and dates', () => {
  it('turns dd-mm-yyyy into yyyy-mm-dd for the date inputs and back for the PATCH', () => {
    const values = toFormValues(routine);
    expect(values.fecha_inicio_rutina).toBe('2025-11-03');
    expect(values.fecha_fin_rutina).toBe('2025-12-28');
    expect(values.dia).toBe('1');
    expect(toRoutinePatch(values)).toEqual({
      fecha_inicio_rutina: '03-11-2025',
      fecha_fin_rutina: '28-12-2025',
      dia: 1,
      rutina_compartida: false,
    });
  });

  it('leaves missing dates and weekday empty', () => {
    const values = toFormValues({ ...routine, fecha_inicio_rutina: null, fecha_fin_rutina: null, dia: null });
    expect(values).toMatchObject({ fecha_inicio_rutina: '', fecha_fin_rutina: '', dia: '' });
  });

  it('round-trips any real date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1990, 0, 1), max: new Date(2090, 11, 31), noInvalidDate: true }), (d) => {
        const wire = `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`;
        const values = toFormValues({ ...routine, fecha_inicio_rutina: wire, fecha_fin_rutina: wire });
        expect(toRoutinePatch(values).fecha_inicio_rutina).toBe(wire);
      }),
    );
  });

  it('sorts exercises by order', () => {
    const values = toFormValues({ ...routine, ejercicios: [...routine.ejercicios].reverse() });
    expect(values.ejercicios.map((e) => e.orden)).toEqual(['1', '2']);
  });
});

describe('validateRoutineForm (docs/PRODUCT.md §5)', () => {
  it('accepts a complete form', () => {
    expect(validateRoutineForm(validForm())).toEqual([]);
  });

  it.each(['fecha_inicio_rutina', 'fecha_fin_rutina', 'dia'] as const)('requires %s', (field) => {
    expect(validateRoutineForm(validForm({ [field]: '' }))).toEqual([{ key: 'messages.required' }]);
  });

  it('numbers each failing exercise from 1 and reports series and repetitions separately', () => {
    const form = validForm();
    form.ejercicios = edit(form.ejercicios, 0, { series: '0' });
    form.ejercicios = edit(form.ejercicios, 1, { repeticiones: '2.5', series: '' });
    expect(validateRoutineForm(form)).toEqual([
      { key: 'messages.series', number: 1 },
      { key: 'messages.series', number: 2 },
      { key: 'messages.repetitions', number: 2 },
    ]);
  });

  it('reports a comment the server would refuse (control characters, over 500 characters), by number', () => {
    const form = validForm();
    form.ejercicios = edit(form.ejercicios, 1, { comentario: 'Sube\u0000lento' });
    expect(validateRoutineForm(form)).toEqual([{ key: 'messages.comment', number: 2 }]);
    form.ejercicios = edit(form.ejercicios, 1, { comentario: 'x'.repeat(501) });
    expect(validateRoutineForm(form)).toEqual([{ key: 'messages.comment', number: 2 }]);
  });

  it('takes only integers greater than 0', () => {
    expect(['1', '12', ' 3 '].every(isPositiveInteger)).toBe(true);
    expect(['0', '-1', '2.5', '', 'abc', '1e2'].some(isPositiveInteger)).toBe(false);
  });
});

describe('exercise changes on save', () => {
  it('sends only the exercises that changed', () => {
    const form = validForm();
    expect(changedExercises(form.ejercicios, routine.ejercicios)).toEqual([]);
    form.ejercicios = edit(form.ejercicios, 1, { series: '5', comentario: 'Despacio' });
    expect(changedExercises(form.ejercicios, routine.ejercicios)).toEqual([
      { id: 12, patch: { series: 5, repeticiones: 12, orden: 2, comentario: 'Despacio' } },
    ]);
  });

  it('skips rows without an id', () => {
    const form = validForm();
    form.ejercicios = edit(form.ejercicios, 0, { id: null, series: '9' });
    expect(changedExercises(form.ejercicios, routine.ejercicios)).toEqual([]);
  });
});

describe('mergeExercises after adding or deleting', () => {
  const added: UserRoutineExercise = {
    ...firstExercise,
    id: 90,
    ejercicio_id: 90,
    id_ejercicio_catalogo: 120,
    nombre: 'Plancha',
    orden: 3,
  };

  it('keeps unsaved edits of existing rows and appends the new one', () => {
    let current = validForm().ejercicios;
    current = edit(current, 0, { series: '6', comentario: 'Con pausa' });
    const merged = mergeExercises(current, [...routine.ejercicios, added]);
    expect(merged.map((e) => e.nombre)).toEqual(['Sentadilla', 'Flexiones', 'Plancha']);
    expect(merged[0]).toMatchObject({ series: '6', comentario: 'Con pausa' });
    expect(merged[2]).toMatchObject({ id: 90, orden: '3', series: '3' });
  });

  it('gives a row without an order the list length plus 1', () => {
    const merged = mergeExercises([], [{ ...added, orden: 0 }, firstExercise]);
    expect(merged.map((e) => [e.nombre, e.orden])).toEqual([
      ['Sentadilla', '1'],
      ['Plancha', '2'],
    ]);
    expect(nextOrder([1, 2])).toBe(3);
  });
});

describe('server answers', () => {
  it('accepts an add-exercise answer only with a routine id and an exercise list', () => {
    expect(isRoutineResponse(routine)).toBe(true);
    expect(isRoutineResponse({ rutina_id: 3 })).toBe(false);
    expect(isRoutineResponse({ ejercicios: [] })).toBe(false);
    expect(isRoutineResponse({ rutina_id: 0, ejercicios: [] })).toBe(false);
    expect(isRoutineResponse(null)).toBe(false);
  });
});
