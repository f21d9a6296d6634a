import { describe, expect, it } from 'vitest';
import { makeSet } from '../../testing/fixtures/training-log';
import { setFormDefaults, setFormSchema, setPatchOf, type SetFormInput } from './set-form';

const reps = (overrides: Partial<SetFormInput> = {}): SetFormInput => ({
  ...setFormDefaults(makeSet({ repeticiones: 8, kg: 60, rir: 2 })),
  ...overrides,
});

const errorsOf = (input: SetFormInput) => {
  const result = setFormSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('setFormSchema', () => {
  it('reads the texts of a repetitions set, accepting a decimal comma', () => {
    const result = setFormSchema.parse(reps({ kg: '62,5', rir: '' }));
    expect(result).toMatchObject({ repeticiones: 8, kg: 62.5, rir: null });
    expect(setPatchOf(result)).toEqual({ repeticiones: 8, kg: 62.5, rir: null });
  });

  it('applies the contract limits with a key per problem', () => {
    expect(errorsOf(reps({ repeticiones: '1001' }))).toEqual({ repeticiones: 'range' });
    expect(errorsOf(reps({ kg: '-1' }))).toEqual({ kg: 'range' });
    expect(errorsOf(reps({ rir: '6' }))).toEqual({ rir: 'range' });
    expect(errorsOf(reps({ repeticiones: '7.5' }))).toEqual({ repeticiones: 'integer' });
    expect(errorsOf(reps({ kg: 'mucho' }))).toEqual({ kg: 'number' });
    expect(errorsOf(reps({ repeticiones: '' }))).toEqual({ repeticiones: 'required' });
  });

  it('sends kg 0 for a body-weight set and only the fields of the measure', () => {
    expect(setPatchOf(setFormSchema.parse(reps({ kg: '' })))).toEqual({ repeticiones: 8, kg: 0, rir: 2 });
    const plank = setFormDefaults(makeSet({ medida: 'tiempo', repeticiones: null, kg: null, segundos: 60, rir: null }));
    expect(setPatchOf(setFormSchema.parse({ ...plank, segundos: '75' }))).toEqual({ segundos: 75, rir: null });
    expect(errorsOf({ ...plank, segundos: '0' })).toEqual({ segundos: 'range' });
    expect(errorsOf({ ...plank, segundos: '' })).toEqual({ segundos: 'required' });
  });

  it('shows and reads the weight in pounds for a user who chose lb, and sends kilograms', () => {
    const defaults = setFormDefaults(makeSet({ repeticiones: 5, kg: 61.23, rir: 1 }), 'lb');
    expect(defaults.kg).toBe('135');
    const edited = setFormSchema.parse({ ...defaults, kg: '140' });
    expect(setPatchOf(edited, 'lb')).toEqual({ repeticiones: 5, kg: 63.5, rir: 1 });
  });
});
