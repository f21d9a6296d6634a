import { describe, expect, it } from 'vitest';
import { makeUserRoutine } from '../../testing/handlers/calendar';
import { makeWorkoutListItem } from '../../testing/fixtures/training-log';
import { restDays, unplannedSessions } from './sessions';

/** Local hour of a day, as the server sends it (an ISO instant). */
const at = (isoDate: string, hour = 18) => new Date(`${isoDate}T${String(hour).padStart(2, '0')}:00:00`).toISOString();

// Routine 11 on Mondays of November 2026 (2, 9, 16, 23, 30).
const routines = [
  makeUserRoutine({ rutina_id: 11, fecha_inicio_rutina: '02-11-2026', fecha_fin_rutina: '30-11-2026', dia: 1 }),
];

describe('unplannedSessions', () => {
  const items = [
    makeWorkoutListItem({ id: 9, rutina_id: 11, iniciado_en: at('2026-11-16') }),
    // A second session of the routine that Monday: the occurrence shows the newest, this one its own event.
    makeWorkoutListItem({ id: 8, rutina_id: 11, iniciado_en: at('2026-11-16', 8) }),
    // The routine done on a Wednesday (moved since, or done another day).
    makeWorkoutListItem({ id: 7, rutina_id: 11, iniciado_en: at('2026-11-11') }),
    // An empty workout, an imported one, one of a deleted routine.
    makeWorkoutListItem({ id: 6, rutina_id: null, nombre: 'Entrenamiento vacío', iniciado_en: at('2026-11-10') }),
    makeWorkoutListItem({ id: 5, rutina_id: 99, nombre: 'Borrada', iniciado_en: at('2026-11-09') }),
    makeWorkoutListItem({
      id: 4,
      rutina_id: null,
      estado: 'en_curso',
      terminado_en: null,
      iniciado_en: at('2026-11-12'),
    }),
    // Just before local midnight: that local day.
    makeWorkoutListItem({ id: 3, rutina_id: null, iniciado_en: new Date('2026-11-13T23:59:00').toISOString() }),
  ];

  it('keeps every finished session no occurrence shows, on its local day', () => {
    expect(unplannedSessions(items, routines).map((s) => [s.id, s.date])).toEqual([
      [8, '2026-11-16'],
      [7, '2026-11-11'],
      [6, '2026-11-10'],
      [5, '2026-11-09'],
      [3, '2026-11-13'],
    ]);
  });

  it('shows a routine session of its own once the routine moves to another weekday', () => {
    const moved = [{ ...routines[0]!, dia: 3 }];
    expect(unplannedSessions(items, moved).map((s) => s.id)).toContain(9);
    expect(unplannedSessions(items, moved).map((s) => s.id)).not.toContain(7);
    // And with the routine deleted, every finished session is its own event.
    expect(unplannedSessions(items, [])).toHaveLength(6);
  });
});

describe('restDays', () => {
  const days = ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-12-01'];

  it('is a day within a routine\u2019s dates with nothing planned and nothing done', () => {
    const done = [makeWorkoutListItem({ id: 1, rutina_id: null, iniciado_en: at('2026-11-04') })];
    // 1 Nov is before the routine, 2 Nov planned, 4 Nov done, 1 Dec after the routine.
    expect([...restDays(days, routines, done)]).toEqual(['2026-11-03']);
  });

  it('is none without dated routines', () => {
    expect(restDays(days, [makeUserRoutine()], []).size).toBe(0);
  });
});
