import { describe, expect, it } from 'vitest';
import type { UserRoutine } from '../../lib/contract';
import { isPlannedOn, plannedOn } from './schedule';

// Only the fields the schedule reads.
const makeUserRoutine = (fields: Partial<UserRoutine>) =>
  ({ fecha_inicio_rutina: null, fecha_fin_rutina: null, dia: null, ...fields }) as UserRoutine;

describe('plannedOn', () => {
  const monday = new Date(2026, 10, 23);
  const full = { fecha_inicio_rutina: '02-11-2026', fecha_fin_rutina: '30-11-2026', dia: 1 };

  it('finds the routines whose weekday is today, within their dates (both included)', () => {
    const routines = [
      makeUserRoutine({ ...full, rutina_id: 1 }),
      makeUserRoutine({ ...full, rutina_id: 2, dia: 2 }),
      makeUserRoutine({ ...full, rutina_id: 3, fecha_inicio_rutina: '23-11-2026', fecha_fin_rutina: '23-11-2026' }),
      makeUserRoutine({ ...full, rutina_id: 4, fecha_fin_rutina: '22-11-2026' }),
      makeUserRoutine({ ...full, rutina_id: 5, fecha_inicio_rutina: null }),
    ];
    expect(plannedOn(routines, monday).map((r) => r.rutina_id)).toEqual([1, 3]);
  });

  it('ignores the time of day', () => {
    expect(
      isPlannedOn(makeUserRoutine({ ...full, fecha_fin_rutina: '23-11-2026' }), new Date(2026, 10, 23, 23, 59)),
    ).toBe(true);
  });
});
