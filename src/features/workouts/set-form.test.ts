import { describe, expect, it } from 'vitest';
import { workoutSetInput, type SetMeasure } from '../../lib/contract-training';
import { DEFAULT_PLATES, warmupRamp } from './plates';
import {
  inKilos,
  setFieldErrors,
  setFieldsResolver,
  toFields,
  toSetInput,
  warmupInputs,
  type SetFields,
  type SetInputField,
} from './set-form';

const EMPTY: SetFields = { repeticiones: '', kg: '', rir: '', segundos: '', metros: '' };
const at = (medida: SetMeasure) => ({ exerciseId: 1, orden: 2, medida, now: new Date(0) });

/** What a user may type: blanks, both decimal marks, the limits and one past them, and nonsense. */
const TYPED = ['', ' 7 ', '0', '1', '5', '6', '8,5', '62.5', '-1', '1000', '1001', '1e3', '86400', '86401'];
const MORE = ['100000', '100001', '0,5', 'abc', '12kg'];

/** The fields a measure requires (the server takes them as optional; the row does not). */
const REQUIRED: Record<SetMeasure, SetInputField> = {
  repeticiones: 'repeticiones',
  tiempo: 'segundos',
  distancia: 'metros',
};

describe('set form', () => {
  it('accepts a decimal comma and sends only the fields of the measure', () => {
    const fields = toFields({
      medida: 'repeticiones',
      repeticiones: 10,
      kg: 62.5,
      rir: null,
      segundos: 5,
      metros: null,
    });
    expect(fields.kg).toBe('62,5');
    expect(toSetInput(fields, at('repeticiones'))).toMatchObject({
      repeticiones: 10,
      kg: 62.5,
      rir: null,
      segundos: null,
      orden: 2,
      tipo: 'trabajo',
    });
    expect(setFieldErrors(fields, 'repeticiones')).toEqual({});
  });

  it('always sends the set’s type: work unless told', () => {
    const fields = { ...EMPTY, repeticiones: '10', kg: '20' };
    expect(toSetInput(fields, at('repeticiones')).tipo).toBe('trabajo');
    expect(toSetInput(fields, { ...at('repeticiones'), tipo: 'calentamiento' }).tipo).toBe('calentamiento');
  });

  it('sends the type chosen on the row over the row’s own', () => {
    const fields = { ...EMPTY, repeticiones: '10', kg: '20', tipo: 'calentamiento' as const };
    expect(toSetInput(fields, { ...at('repeticiones'), tipo: 'trabajo' }).tipo).toBe('calentamiento');
  });

  it('shows and takes pounds, and sends kilos', () => {
    const values = {
      medida: 'repeticiones' as const,
      repeticiones: 5,
      kg: 61.23,
      rir: null,
      segundos: null,
      metros: null,
    };
    expect(toFields(values, 'lb').kg).toBe('135');
    const typed = { ...EMPTY, repeticiones: '5', kg: '135' };
    expect(toSetInput(inKilos(typed, 'lb'), at('repeticiones')).kg).toBe(61.23);
    expect(inKilos({ ...typed, kg: '132,5' }, 'kg').kg).toBe('132,5');
    expect(inKilos({ ...typed, kg: '' }, 'lb').kg).toBe('');
  });

  it('holds pounds to the server’s kilo limits', () => {
    const ok = { ...EMPTY, repeticiones: '5' };
    expect(setFieldErrors({ ...ok, kg: '2204,6' }, 'repeticiones', 'lb')).toEqual({});
    expect(setFieldErrors({ ...ok, kg: '2205' }, 'repeticiones', 'lb')).toEqual({ kg: 'setRow.lbError' });
    expect(setFieldErrors({ ...ok, kg: '1500' }, 'repeticiones', 'kg')).toEqual({ kg: 'errors.kg' });
    for (const kg of ['0', '2204,6', '1000', '0,1']) {
      const sent = toSetInput(inKilos({ ...ok, kg }, 'lb'), at('repeticiones'));
      expect(workoutSetInput.safeParse(sent).success).toBe(true);
    }
  });

  it('turns the warm-up ramp into warm-up sets at the given positions, accepted by the server', () => {
    const ramp = warmupRamp(100, DEFAULT_PLATES);
    const sets = warmupInputs(ramp, { exerciseId: 3, positions: [4, 5, 6, 7], now: new Date(0) });
    expect(sets.map((s) => [s.orden, s.repeticiones, s.kg, s.tipo])).toEqual([
      [4, 10, 20, 'calentamiento'],
      [5, 5, 40, 'calentamiento'],
      [6, 3, 60, 'calentamiento'],
      [7, 1, 80, 'calentamiento'],
    ]);
    expect(sets.every((s) => workoutSetInput.safeParse(s).success && s.ejercicio_sesion_id === 3)).toBe(true);
    // Positions run out at the server's limit: only what fits is sent.
    expect(warmupInputs(ramp, { exerciseId: 3, positions: [100], now: new Date(0) })).toHaveLength(1);
  });

  it('refuses what the server would refuse, with the field’s message', () => {
    const ok = { ...EMPTY, repeticiones: '10' };
    expect(setFieldErrors({ ...ok, repeticiones: '' }, 'repeticiones')).toEqual({ repeticiones: 'errors.reps' });
    expect(setFieldErrors({ ...ok, repeticiones: '8,5' }, 'repeticiones')).toEqual({ repeticiones: 'errors.reps' });
    expect(setFieldErrors({ ...ok, kg: '-1' }, 'repeticiones')).toEqual({ kg: 'errors.kg' });
    expect(setFieldErrors({ ...ok, rir: '6' }, 'repeticiones')).toEqual({ rir: 'errors.rir' });
    expect(setFieldErrors({ ...ok, segundos: '0' }, 'tiempo')).toEqual({ segundos: 'errors.seconds' });
    expect(setFieldErrors({ ...ok, segundos: '45' }, 'tiempo')).toEqual({});
    expect(setFieldErrors({ ...ok, metros: '' }, 'distancia')).toEqual({ metros: 'errors.metres' });
  });

  // The plain check stands in for a zod schema (named optimisation "A light session screen",
  // docs/PERFORMANCE.md register): held here to the server's own schema, field by field, for every
  // measure.
  it.each<SetMeasure>(['repeticiones', 'tiempo', 'distancia'])(
    'lets through exactly what the server accepts (%s)',
    (medida) => {
      for (const field of Object.keys(EMPTY) as SetInputField[]) {
        for (const typed of [...TYPED, ...MORE]) {
          const fields = { ...EMPTY, [REQUIRED[medida]]: '1', [field]: typed };
          const row = Object.keys(setFieldErrors(fields, medida)).length === 0;
          const server = workoutSetInput.safeParse(toSetInput(fields, at(medida))).success;
          const missing = fields[REQUIRED[medida]].trim() === '';
          expect({ medida, field, typed, row }).toEqual({ medida, field, typed, row: server && !missing });
        }
      }
    },
  );

  it('gives react-hook-form the errors, or the values when there are none', async () => {
    const resolve = setFieldsResolver('repeticiones');
    const options = { fields: {}, shouldUseNativeValidation: false };
    expect(await resolve({ ...EMPTY, repeticiones: '8' }, undefined, options)).toEqual({
      values: { ...EMPTY, repeticiones: '8' },
      errors: {},
    });
    expect(await resolve({ ...EMPTY, rir: '9' }, undefined, options)).toEqual({
      values: {},
      errors: {
        repeticiones: { type: 'validate', message: 'errors.reps' },
        rir: { type: 'validate', message: 'errors.rir' },
      },
    });
  });
});
