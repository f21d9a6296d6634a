import { describe, expect, it } from 'vitest';
import { measurementFormSchema, rangeIn, toInput, type MeasurementFormValues } from './measurement-input';

const NOW = new Date('2026-11-18T10:00:00');
const values = (over: Partial<MeasurementFormValues> = {}): MeasurementFormValues => ({
  tipo: 'peso',
  valor: '72,5',
  fecha: '2026-11-18',
  ...over,
});
const problem = (unit: 'kg' | 'lb', v: MeasurementFormValues) => {
  const result = measurementFormSchema(unit, NOW).safeParse(v);
  return result.success ? null : JSON.parse(result.error.issues[0]!.message);
};

describe('the measurement form', () => {
  it('takes a Spanish decimal and sends kilograms, or centimetres', () => {
    expect(problem('kg', values())).toBeNull();
    expect(toInput(values(), 'kg')).toEqual({ fecha: '2026-11-18', tipo: 'peso', valor: 72.5 });
    expect(toInput(values({ valor: '160' }), 'lb').valor).toBe(72.57);
    expect(toInput(values({ tipo: 'cintura', valor: '32,5' }), 'lb').valor).toBe(82.55);
  });

  it('words the server’s ranges in the user’s unit, both ends accepted', () => {
    expect(rangeIn('peso', 'kg')).toEqual({ min: 20, max: 400 });
    expect(rangeIn('peso', 'lb')).toEqual({ min: 44.1, max: 881.8 });
    expect(rangeIn('brazo', 'lb')).toEqual({ min: 4, max: 118.1 });
    expect(problem('lb', values({ valor: '44,1' }))).toBeNull();
    expect(problem('lb', values({ valor: '881,8' }))).toBeNull();
    expect(problem('lb', values({ valor: '40' }))).toEqual({ key: 'form.range', min: 44.1, max: 881.8, unit: 'lb' });
    expect(problem('kg', values({ tipo: 'muslo', valor: '301' }))).toEqual({
      key: 'form.range',
      min: 10,
      max: 300,
      unit: 'cm',
    });
  });

  it('refuses an empty value, a word, three decimals and a date after tomorrow', () => {
    expect(problem('kg', values({ valor: ' ' }))).toEqual({ key: 'form.required' });
    expect(problem('kg', values({ valor: 'setenta' }))).toEqual({ key: 'form.number' });
    expect(problem('kg', values({ valor: '72,555' }))).toEqual({ key: 'form.decimals' });
    expect(problem('kg', values({ fecha: '2026-11-19' }))).toBeNull();
    expect(problem('kg', values({ fecha: '2026-11-20' }))).toEqual({ key: 'form.future' });
    expect(problem('kg', values({ fecha: '1899-12-31' }))).toEqual({ key: 'form.tooEarly' });
  });
});
