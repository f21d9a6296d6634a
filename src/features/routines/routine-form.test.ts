import { zodResolver } from '@hookform/resolvers/zod';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserRoutine, UserRoutineExercise } from '../../lib/contract';
import { userRoutinesFixture } from '../../testing/handlers/routines';
import {
  changedExercises,
  formMessages,
  isPositiveInteger,
  isRoutineResponse,
  mergeExercises,
  nextOrder,
  toFormValues,
  routineFormSchema,
  toRoutinePatch,
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

/** The messages a save reports: the schema through react-hook-form's resolver, as the form runs it. */
async function messagesOf(values: RoutineFormValues) {
  const { errors } = await zodResolver(routineFormSchema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return formMessages(errors);
}

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

describe('routineFormSchema and formMessages (docs/PRODUCT.md §5)', () => {
  it('accepts a complete form', async () => {
    expect(routineFormSchema.safeParse(validForm()).success).toBe(true);
    expect(await messagesOf(validForm())).toEqual([]);
  });

  it.each(['fecha_inicio_rutina', 'fecha_fin_rutina', 'dia'] as const)('requires %s', async (field) => {
    expect(await messagesOf(validForm({ [field]: '' }))).toEqual([{ key: 'messages.required' }]);
  });

  it('says "required" once however many required fields are empty', async () => {
    expect(await messagesOf(validForm({ fecha_inicio_rutina: '', fecha_fin_rutina: '', dia: '' }))).toEqual([
      { key: 'messages.required' },
    ]);
  });

  it('numbers each failing exercise from 1 and reports series and repetitions separately', async () => {
    const form = validForm();
    form.ejercicios = edit(form.ejercicios, 0, { series: '0' });
    form.ejercicios = edit(form.ejercicios, 1, { repeticiones: '2.5', series: '' });
    expect(await messagesOf(form)).toEqual([
      { key: 'messages.series', number: 1 },
      { key: 'messages.series', number: 2 },
      { key: 'messages.repetitions', number: 2 },
    ]);
  });

  it('reports a comment the server would refuse (control characters, over 500 characters), by number', async () => {
    const form = validForm();
    form.ejercicios = edit(form.ejercicios, 1, { comentario: 'Sube\u0000lento' });
    expect(await messagesOf(form)).toEqual([{ key: 'messages.comment', number: 2 }]);
    form.ejercicios = edit(form.ejercicios, 1, { comentario: 'x'.repeat(501) });
    expect(await messagesOf(form)).toEqual([{ key: 'messages.comment', number: 2 }]);
  });

  it('reports the required fields first, then each exercise in order', async () => {
    const form = validForm({ dia: '' });
    form.ejercicios = edit(form.ejercicios, 1, { series: '0', comentario: 'x'.repeat(501) });
    form.ejercicios = edit(form.ejercicios, 0, { repeticiones: '-1' });
    expect(await messagesOf(form)).toEqual([
      { key: 'messages.required' },
      { key: 'messages.repetitions', number: 1 },
      { key: 'messages.series', number: 2 },
      { key: 'messages.comment', number: 2 },
    ]);
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

  it('takes the order of the server after a delete, which renumbers every row', () => {
    const current = edit(validForm().ejercicios, 0, { orden: '2' });
    const merged = mergeExercises(current, routine.ejercicios);
    expect(merged.map((e) => e.orden)).toEqual(['1', '2']);
  });

  it('keeps an order changed and not saved yet after an add, which only appends', () => {
    let current = validForm().ejercicios;
    current = edit(current, 0, { orden: '2' });
    current = edit(current, 1, { orden: '1' });
    const merged = mergeExercises(current, [...routine.ejercicios, added], { keepOrder: true });
    expect(merged.map((e) => [e.nombre, e.orden])).toEqual([
      ['Sentadilla', '2'],
      ['Flexiones', '1'],
      ['Plancha', '3'],
    ]);
    // ...so "Guardar" still sends the swap.
    expect(changedExercises(merged, [...routine.ejercicios, added]).map((c) => [c.id, c.patch.orden])).toEqual([
      [11, 2],
      [12, 1],
    ]);
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
