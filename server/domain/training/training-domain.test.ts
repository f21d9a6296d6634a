import { describe, expect, it } from 'vitest';
import { defaultMeasure } from './measure';
import { addDays, dayIn, isTimeZone, mondayOf, streak } from './weeks';

describe('weeks', () => {
  it('finds the Monday of a day, and the day of an instant in a time zone', () => {
    expect(mondayOf('2026-01-21')).toBe('2026-01-19');
    expect(mondayOf('2026-01-19')).toBe('2026-01-19');
    expect(mondayOf('2026-01-25')).toBe('2026-01-19');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(dayIn(new Date('2026-03-01T23:30:00Z'), 'Europe/Madrid')).toBe('2026-03-02');
    expect(dayIn(new Date('2026-03-01T23:30:00Z'), 'UTC')).toBe('2026-03-01');
  });

  it('knows IANA names only', () => {
    expect(isTimeZone('Europe/Madrid')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    for (const bad of ['Mars/Olympus', '', "Europe/Madrid'; drop table x", '../etc'])
      expect(isTimeZone(bad)).toBe(false);
  });
});

describe('streak (newest week first)', () => {
  const w = (planificadas: number, hechas: number) => ({ planificadas, hechas });
  it('counts met weeks in a row; the current week breaks nothing until it is met', () => {
    expect(streak([w(2, 0), w(2, 2), w(1, 3), w(1, 0), w(1, 1)])).toBe(2);
    expect(streak([w(2, 2), w(2, 2), w(1, 0)])).toBe(2);
    expect(streak([w(1, 0), w(1, 0), w(1, 1)])).toBe(0);
  });
  it('skips weeks with nothing planned nor done; a week with only unplanned sessions counts', () => {
    expect(streak([w(0, 0), w(1, 1), w(0, 0), w(0, 1), w(2, 1)])).toBe(2);
    expect(streak([])).toBe(0);
  });
});

describe('defaultMeasure', () => {
  it('times cardio, stretches and holds; counts repetitions otherwise', () => {
    expect(defaultMeasure({ tipo: 'Cardio', fuerza: 'otro' })).toBe('tiempo');
    expect(defaultMeasure({ tipo: 'Estiramiento', fuerza: 'estatico' })).toBe('tiempo');
    expect(defaultMeasure({ tipo: 'Fuerza', fuerza: 'estatico' })).toBe('tiempo');
    expect(defaultMeasure({ tipo: 'Fuerza', fuerza: 'empuje' })).toBe('repeticiones');
    expect(defaultMeasure({ tipo: 'Pliometría', fuerza: 'otro' })).toBe('repeticiones');
  });
});
