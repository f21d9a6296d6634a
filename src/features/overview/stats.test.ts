import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeRoutineExercises, makeUserRoutine as routine } from '../../testing/handlers/calendar';
import { toIsoDate } from '../../lib/dates';
import { makeWorkoutListItem as session } from '../../testing/fixtures/training-log';
import { lastFinishedDate, overviewStats } from './stats';

const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Madrid';
});
afterAll(() => {
  process.env.TZ = previousTz;
});

describe('lastFinishedDate (issue #40: the last session done, not the last one planned)', () => {
  it('is the local day the newest finished session started, skipping one in progress', () => {
    const sessions = [
      session({ id: 3, estado: 'en_curso', terminado_en: null, iniciado_en: new Date(2026, 10, 19, 9).toISOString() }),
      session({ id: 2, rutina_id: null, iniciado_en: new Date(2026, 10, 17, 23, 30).toISOString() }),
      session({ id: 1, iniciado_en: new Date(2026, 9, 2).toISOString() }),
    ];
    expect(toIsoDate(lastFinishedDate(sessions)!)).toBe('2026-11-17');
  });

  it('is null with no finished session', () => {
    expect(lastFinishedDate([])).toBeNull();
    expect(lastFinishedDate([session({ estado: 'en_curso', terminado_en: null })])).toBeNull();
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
    // The routine's planned Sundays do not count: only the session finished on 02-10-2026.
    const sessions = [session({ rutina_id: null, iniciado_en: new Date(2026, 9, 2, 18).toISOString() })];
    expect(overviewStats(list, sessions)).toEqual({
      totalExercises: 8,
      activeCount: 2,
      totalCount: 3,
      lastWorkout: '02-10-2026',
      levelCount: 2,
    });
  });

  it('is all zero and empty without routines', () => {
    expect(overviewStats([], [])).toEqual({
      totalExercises: 0,
      activeCount: 0,
      totalCount: 0,
      lastWorkout: '',
      levelCount: 0,
    });
  });
});
