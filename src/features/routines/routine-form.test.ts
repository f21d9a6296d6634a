import { zodResolver } from '@hookform/resolvers/zod';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserRoutine, UserRoutineExercise } from '../../lib/contract';
import { moveTo } from '../../lib/order';
import { userRoutinesFixture } from '../../testing/handlers/routines';
import {
  formMessages,
  isPositiveInteger,
  isRoutineResponse,
  inScreenOrder,
  mergeExercises,
  planExerciseSave,
  toFormValues,
  routineFormSchema,
  toRoutinePatch,
  targetPatch,
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
      nombre: routine.nombre,
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

  it('refuses an end date before the start date, with its own message', async () => {
    expect(await messagesOf(validForm({ fecha_inicio_rutina: '2026-03-01', fecha_fin_rutina: '2026-02-28' }))).toEqual([
      { key: 'messages.endBeforeStart' },
    ]);
    expect(await messagesOf(validForm({ fecha_inicio_rutina: '2026-03-01', fecha_fin_rutina: '2026-03-01' }))).toEqual(
      [],
    );
    expect(
      await messagesOf(validForm({ fecha_inicio_rutina: '2026-03-01', fecha_fin_rutina: '2026-02-28', dia: '' })),
    ).toEqual([{ key: 'messages.required' }, { key: 'messages.endBeforeStart' }]);
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

const exercise = (id: number, orden: number): UserRoutineExercise => ({
  ...firstExercise,
  id,
  ejercicio_id: id,
  nombre: `E${id}`,
  orden,
});
/** Four saved exercises, ids 1..4 in that order. */
const four = [1, 2, 3, 4].map((id) => exercise(id, id));
const rowsOf = (saved: UserRoutineExercise[]) => toFormValues({ ...routine, ejercicios: saved }).ejercicios;

/** The server's answer to the plan: delete (renumbering), then each PATCH moves and edits. */
function applyPlan(saved: UserRoutineExercise[], plan: ReturnType<typeof planExerciseSave>) {
  let ids = [...saved].sort((a, b) => a.orden - b.orden).map((e) => e.id);
  const values = new Map(saved.map((e) => [e.id, { ...e }]));
  ids = ids.filter((id) => !plan.deletes.includes(id));
  for (const { id, patch } of plan.patches) {
    const { orden, ...fields } = patch;
    Object.assign(values.get(id)!, fields);
    if (orden !== undefined) ids = moveTo(ids, id, orden);
  }
  return ids.map((id) => values.get(id)!);
}

describe('planExerciseSave (what "Guardar" sends for the exercises)', () => {
  it('sends nothing when nothing changed, and only the rows that changed', () => {
    const form = validForm();
    expect(planExerciseSave(form.ejercicios, routine.ejercicios)).toEqual({ deletes: [], patches: [] });
    form.ejercicios = edit(form.ejercicios, 1, { series: '5', comentario: 'Despacio' });
    expect(planExerciseSave(form.ejercicios, routine.ejercicios)).toEqual({
      deletes: [],
      patches: [{ id: 12, patch: { series: 5, repeticiones: 12, comentario: 'Despacio' } }],
    });
  });

  it('deletes the rows removed on screen, and skips rows without an id', () => {
    const rows = rowsOf(four);
    const plan = planExerciseSave([{ ...rows[0]!, id: null, series: '9' }, rows[2]!, rows[3]!], four);
    expect(plan).toEqual({ deletes: [1, 2], patches: [] });
  });

  it('stores a swap: the first place first', () => {
    let rows = rowsOf(four);
    rows = edit(edit(rows, 0, { orden: '2' }), 1, { orden: '1' });
    const plan = planExerciseSave(rows, four);
    expect(plan.patches.map((p) => [p.id, p.patch.orden])).toEqual([[2, 1]]);
    expect(applyPlan(four, plan).map((e) => e.id)).toEqual([2, 1, 3, 4]);
  });

  it('keeps an order typed before another row is removed (the typed place counts in the list left)', () => {
    const rows = edit(rowsOf(four), 2, { orden: '1' }).filter((_, i) => i !== 1);
    const plan = planExerciseSave(rows, four);
    expect(plan.deletes).toEqual([2]);
    expect(applyPlan(four, plan).map((e) => e.id)).toEqual([3, 1, 4]);
  });

  it('moves a row down as the server would (past the end means last)', () => {
    const plan = planExerciseSave(edit(rowsOf(four), 0, { orden: '9' }), four);
    expect(applyPlan(four, plan).map((e) => e.id)).toEqual([2, 3, 4, 1]);
  });

  it('leaves the server with the order on screen and every edited value, whatever was typed and removed', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            orden: fc.integer({ min: 0, max: 6 }),
            series: fc.integer({ min: 1, max: 3 }),
            keep: fc.boolean(),
          }),
          {
            minLength: 4,
            maxLength: 4,
          },
        ),
        (edits) => {
          const rows = rowsOf(four)
            .map((row, i) => ({ ...row, orden: String(edits[i]!.orden), series: String(edits[i]!.series) }))
            .filter((_, i) => edits[i]!.keep);
          const plan = planExerciseSave(rows, four);
          // The wanted order: the rows on screen, each typed order applied as the server's move.
          let wanted = rows.map((r) => r.id!);
          for (const row of rows) {
            const typed = Number(row.orden);
            if (typed > 0 && typed !== four.find((e) => e.id === row.id)!.orden)
              wanted = moveTo(wanted, row.id!, typed);
          }
          const after = applyPlan(four, plan);
          expect(after.map((e) => e.id)).toEqual(wanted);
          for (const row of rows) expect(after.find((e) => e.id === row.id)!.series).toBe(Number(row.series));
        },
      ),
    );
  });
});

describe('mergeExercises after adding', () => {
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
    const merged = mergeExercises(current, [...routine.ejercicios, added], routine.ejercicios);
    expect(merged.map((e) => e.nombre)).toEqual(['Sentadilla', 'Flexiones', 'Plancha']);
    expect(merged[0]).toMatchObject({ series: '6', comentario: 'Con pausa' });
    expect(merged[2]).toMatchObject({ id: 90, orden: '3', series: '3' });
  });

  it('keeps an order dragged and not saved yet, so "Guardar" still sends the swap', () => {
    const current = validForm().ejercicios.reverse();
    const merged = mergeExercises(current, [...routine.ejercicios, added], routine.ejercicios);
    expect(merged.map((e) => [e.nombre, e.orden])).toEqual([
      ['Flexiones', '1'],
      ['Sentadilla', '2'],
      ['Plancha', '3'],
    ]);
    const after = applyPlan([...routine.ejercicios, added], planExerciseSave(merged, [...routine.ejercicios, added]));
    expect(after.map((e) => e.nombre)).toEqual(['Flexiones', 'Sentadilla', 'Plancha']);
  });

  it('keeps a row removed on screen removed (it waits for "Guardar")', () => {
    const current = validForm().ejercicios.slice(1);
    const merged = mergeExercises(current, [...routine.ejercicios, added], routine.ejercicios);
    expect(merged.map((e) => e.nombre)).toEqual(['Flexiones', 'Plancha']);
  });

  it('puts new exercises last, those without an order after the others', () => {
    const merged = mergeExercises([], [{ ...added, orden: 0 }, firstExercise], []);
    expect(merged.map((e) => [e.nombre, e.orden])).toEqual([
      ['Sentadilla', '1'],
      ['Plancha', '2'],
    ]);
  });

  it('drops a row the server no longer has', () => {
    const [first, second] = validForm().ejercicios;
    const merged = mergeExercises([first!, second!], [firstExercise, added], routine.ejercicios);
    expect(merged.map((e) => e.nombre)).toEqual(['Sentadilla', 'Plancha']);
  });
});

describe('inScreenOrder (the list on screen is the order "Guardar" stores)', () => {
  it('numbers the rows from 1 as they stand', () => {
    const rows = inScreenOrder(validForm().ejercicios.reverse());
    expect(rows.map((e) => [e.nombre, e.orden])).toEqual([
      ['Flexiones', '1'],
      ['Sentadilla', '2'],
    ]);
  });

  it('leaves the server with any reordering of the list, after any removal', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([0, 1, 2, 3], { minLength: 0, maxLength: 4 }), (picked) => {
        const rows = inScreenOrder(picked.map((i) => rowsOf(four)[i]!));
        const after = applyPlan(four, planExerciseSave(rows, four));
        expect(after.map((e) => e.id)).toEqual(rows.map((e) => e.id));
      }),
    );
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

describe("issue #40: the name, and each exercise's rest and target", () => {
  const row = () => toFormValues(routine).ejercicios[0]!;
  it("sends only the rest and target that changed, the range's ends together, empty as null", () => {
    const saved = routine.ejercicios.find((e) => e.id === row().id)!;
    expect(targetPatch(row(), saved)).toEqual({});
    expect(targetPatch({ ...row(), descanso: '120', repeticiones_max: '8', repeticiones_min: '6' }, saved)).toEqual({
      descanso: 120,
      repeticiones_min: 6,
      repeticiones_max: 8,
    });
    const withTargets = { ...saved, descanso: 120, repeticiones_min: 6, repeticiones_max: 8, rir: 2 };
    expect(
      targetPatch({ ...row(), descanso: '120', repeticiones_min: '6', repeticiones_max: '8', rir: '' }, withTargets),
    ).toEqual({
      rir: null,
    });
  });

  it('says a short name, a rest out of range, a range the wrong way round and a RIR over 5', async () => {
    const values = toFormValues(routine);
    values.nombre = ' ab ';
    values.ejercicios[0] = {
      ...values.ejercicios[0]!,
      descanso: '901',
      repeticiones_min: '12',
      repeticiones_max: '8',
      rir: '6',
    };
    values.ejercicios[1] = { ...values.ejercicios[1]!, repeticiones_min: '8', repeticiones_max: '' };
    expect(await messagesOf(values)).toEqual([
      { key: 'messages.name' },
      { key: 'messages.rest', number: 1 },
      { key: 'messages.range', number: 1 },
      { key: 'messages.rir', number: 1 },
      { key: 'messages.range', number: 2 },
    ]);
  });
});
