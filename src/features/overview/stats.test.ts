import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRoutineExercises, makeUserRoutine as routine } from '../../testing/handlers/calendar';
import { toIsoDate } from '../../lib/dates';
import { lastWorkoutDate, overviewStats } from './stats';

const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Madrid';
});
afterAll(() => {
  process.env.TZ = previousTz;
});

// Thursday 19-11-2026 at noon.
const NOW = new Date(2026, 10, 19, 12);

describe('lastWorkoutDate (docs/PRODUCT.md §4)', () => {
  it('is the latest session date before now over every routine', () => {
    const list = [
      routine({ fecha_inicio_rutina: '01-11-2026', fecha_fin_rutina: '31-12-2026', dia: 1 }),
      routine({ fecha_inicio_rutina: '01-11-2026', fecha_fin_rutina: '31-12-2026', dia: 2 }),
    ];
    expect(toIsoDate(lastWorkoutDate(list, NOW)!)).toBe('2026-11-17');
  });

  it("counts today's session once the day has started", () => {
    const list = [routine({ fecha_inicio_rutina: '01-11-2026', fecha_fin_rutina: '31-12-2026', dia: 4 })];
    expect(toIsoDate(lastWorkoutDate(list, NOW)!)).toBe('2026-11-19');
  });

  it('stops at the end date of a finished routine (previous year, Sunday)', () => {
    const list = [routine({ fecha_inicio_rutina: '01-12-2025', fecha_fin_rutina: '10-01-2026', dia: 7 })];
    expect(toIsoDate(lastWorkoutDate(list, NOW)!)).toBe('2026-01-04');
  });

  it('is null when every session is in the future or no routine has full dates and day', () => {
    const list = [
      routine({ fecha_inicio_rutina: '23-11-2026', fecha_fin_rutina: '31-12-2026', dia: 1 }),
      routine({ fecha_inicio_rutina: '01-01-2026', dia: 1 }),
      routine({ fecha_inicio_rutina: '01-01-2026', fecha_fin_rutina: '31-12-2026' }),
    ];
    expect(lastWorkoutDate(list, NOW)).toBeNull();
    expect(lastWorkoutDate([], NOW)).toBeNull();
  });
});

describe('overviewStats (docs/PRODUCT.md §2, "Estadísticas")', () => {
  it('sums exercises, counts active routines, formats the last workout and counts levels ignoring case', () => {
    const list = [
      routine({ nivel: 'Principiante', rutina_activa: true, ejercicios: makeRoutineExercises(3) }),
      routine({ nivel: 'principiante', ejercicios: makeRoutineExercises(5) }),
      routine({
        nivel: 'Experto',
        rutina_activa: true,
        fecha_inicio_rutina: '28-09-2026',
        fecha_fin_rutina: '31-10-2026',
        dia: 7,
      }),
    ];
    expect(overviewStats(list, NOW)).toEqual({
      totalExercises: 8,
      activeCount: 2,
      totalCount: 3,
      lastWorkout: '25-10-2026',
      levelCount: 2,
    });
  });

  it('is all zero and empty without routines', () => {
    expect(overviewStats([], NOW)).toEqual({
      totalExercises: 0,
      activeCount: 0,
      totalCount: 0,
      lastWorkout: '',
      levelCount: 0,
    });
  });
});
