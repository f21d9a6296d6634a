import { describe, expect, it } from 'vitest';
import { makeWorkoutListItem } from '../../testing/fixtures/training-log';
import { doneSessions, occurrenceMark, visibleDays } from './marks';

/** Local 18:00 of a day, as the server sends it (an ISO instant). */
const at = (isoDate: string, hour = 18) => new Date(`${isoDate}T${String(hour).padStart(2, '0')}:00:00`).toISOString();

describe('calendar marks', () => {
  const items = [
    makeWorkoutListItem({ id: 3, rutina_id: 11, iniciado_en: at('2026-11-16', 20) }),
    makeWorkoutListItem({ id: 2, rutina_id: 11, iniciado_en: at('2026-11-16', 8) }),
    makeWorkoutListItem({
      id: 4,
      rutina_id: 12,
      iniciado_en: at('2026-11-18'),
      estado: 'en_curso',
      terminado_en: null,
    }),
    makeWorkoutListItem({ id: 5, rutina_id: null, iniciado_en: at('2026-11-19') }),
    // Just before local midnight: it belongs to that local day, whatever the UTC date.
    makeWorkoutListItem({ id: 6, rutina_id: 12, iniciado_en: new Date('2026-11-20T23:59:00').toISOString() }),
  ];
  const done = doneSessions(items);
  const today = '2026-11-18';

  it('marks an occurrence done by the newest finished session of that routine that day', () => {
    expect(occurrenceMark(11, '2026-11-16', done, today)).toEqual({ status: 'done', workoutId: 3 });
    expect(occurrenceMark(12, '2026-11-20', done, today)).toEqual({ status: 'done', workoutId: 6 });
  });

  it('marks a past occurrence without a finished session missed, today and later planned', () => {
    expect(occurrenceMark(11, '2026-11-09', done, today)).toEqual({ status: 'missed' });
    // A session of another routine that day does not count.
    expect(occurrenceMark(12, '2026-11-16', done, today)).toEqual({ status: 'missed' });
    // A session still in progress today does not make it done.
    expect(occurrenceMark(12, '2026-11-18', done, today)).toEqual({ status: 'planned' });
    expect(occurrenceMark(11, '2026-11-23', done, today)).toEqual({ status: 'planned' });
  });

  it('ignores sessions whose routine was deleted', () => {
    expect([...done.values()]).not.toContain(5);
  });

  it("turns FullCalendar's exclusive end into the last day shown", () => {
    expect(visibleDays(new Date(2026, 9, 26), new Date(2026, 11, 7))).toEqual({
      desde: '2026-10-26',
      hasta: '2026-12-06',
    });
  });
});
