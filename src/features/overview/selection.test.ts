import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUserRoutine as routine } from '../../testing/handlers/calendar';
import { overlapsWeek, selectOverviewRoutines } from './selection';

const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Madrid';
});
afterAll(() => {
  process.env.TZ = previousTz;
});

// Thursday 19-11-2026: the week runs from Monday 16-11 to Sunday 22-11.
const NOW = new Date(2026, 10, 19, 12);
const ids = (list: { rutina_id: number }[]) => list.map((r) => r.rutina_id);

describe('overlapsWeek', () => {
  it('is true when the range touches Monday or Sunday of the current week', () => {
    expect(overlapsWeek(routine({ fecha_inicio_rutina: '01-11-2026', fecha_fin_rutina: '16-11-2026' }), NOW)).toBe(
      true,
    );
    expect(overlapsWeek(routine({ fecha_inicio_rutina: '22-11-2026', fecha_fin_rutina: '30-12-2026' }), NOW)).toBe(
      true,
    );
    expect(overlapsWeek(routine({ fecha_inicio_rutina: '01-01-2026', fecha_fin_rutina: '31-12-2027' }), NOW)).toBe(
      true,
    );
  });

  it('is false for ranges that end before Monday or start after Sunday, or without both dates', () => {
    expect(overlapsWeek(routine({ fecha_inicio_rutina: '01-11-2026', fecha_fin_rutina: '15-11-2026' }), NOW)).toBe(
      false,
    );
    expect(overlapsWeek(routine({ fecha_inicio_rutina: '23-11-2026', fecha_fin_rutina: '30-11-2026' }), NOW)).toBe(
      false,
    );
    expect(overlapsWeek(routine({ fecha_inicio_rutina: '01-11-2026' }), NOW)).toBe(false);
  });

  it('on a Sunday still looks at the week that started the Monday before', () => {
    const sunday = new Date(2026, 10, 22, 20);
    expect(overlapsWeek(routine({ fecha_inicio_rutina: '16-11-2026', fecha_fin_rutina: '16-11-2026' }), sunday)).toBe(
      true,
    );
    expect(overlapsWeek(routine({ fecha_inicio_rutina: '23-11-2026', fecha_fin_rutina: '23-11-2026' }), sunday)).toBe(
      false,
    );
  });
});

describe('selectOverviewRoutines (docs/PRODUCT.md §4)', () => {
  const old = (id: number, start: string) =>
    routine({ rutina_id: id, fecha_inicio_rutina: start, fecha_fin_rutina: '31-03-2026' });

  it('prefers routines that overlap this week, at most 4, in list order', () => {
    const list = [
      routine({ rutina_id: 1, rutina_activa: true }),
      ...[2, 3, 4, 5, 6].map((id) =>
        routine({ rutina_id: id, fecha_inicio_rutina: '01-11-2026', fecha_fin_rutina: '30-11-2026' }),
      ),
    ];
    expect(ids(selectOverviewRoutines(list, NOW))).toEqual([2, 3, 4, 5]);
  });

  it('else takes the active routines', () => {
    const list = [old(1, '01-01-2026'), routine({ rutina_id: 2, rutina_activa: true }), routine({ rutina_id: 3 })];
    expect(ids(selectOverviewRoutines(list, NOW))).toEqual([2]);
  });

  it('else the routines with dates, newest start first (crossing years)', () => {
    const list = [
      routine({ rutina_id: 1 }),
      old(2, '01-01-2026'),
      old(3, '15-12-2025'),
      old(4, '01-03-2026'),
      old(5, '01-02-2026'),
      old(6, '01-06-2025'),
    ];
    expect(ids(selectOverviewRoutines(list, NOW))).toEqual([4, 5, 2, 3]);
  });

  it('else the first routines of the list', () => {
    const list = [1, 2, 3, 4, 5].map((id) => routine({ rutina_id: id }));
    expect(ids(selectOverviewRoutines(list, NOW))).toEqual([1, 2, 3, 4]);
  });

  it('gives nothing for no routines', () => {
    expect(selectOverviewRoutines([], NOW)).toEqual([]);
  });
});
