import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUserRoutine } from '../../testing/handlers/calendar';
import { EVENT_COLOR, dropOutcome, routineDates, routineEventSources } from './recurrence';

const previousTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Madrid';
});
afterAll(() => {
  process.env.TZ = previousTz;
});

describe('routineDates (docs/PRODUCT.md §4, recurring events)', () => {
  it('gives one date a week on the routine weekday, start and end included', () => {
    const routine = makeUserRoutine({ fecha_inicio_rutina: '02-11-2026', fecha_fin_rutina: '30-11-2026', dia: 1 });
    expect(routineDates(routine)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23', '2026-11-30']);
  });

  it('crosses months and years, and Sunday is day 7', () => {
    const routine = makeUserRoutine({ fecha_inicio_rutina: '24-12-2026', fecha_fin_rutina: '14-01-2027', dia: 7 });
    expect(routineDates(routine)).toEqual(['2026-12-27', '2027-01-03', '2027-01-10']);
  });

  it('is not shifted by the daylight-saving change', () => {
    const routine = makeUserRoutine({ fecha_inicio_rutina: '20-03-2026', fecha_fin_rutina: '10-04-2026', dia: 7 });
    expect(routineDates(routine)).toEqual(['2026-03-22', '2026-03-29', '2026-04-05']);
  });

  it('gives nothing without start, end or weekday, or with a date that is not real', () => {
    const full = { fecha_inicio_rutina: '02-11-2026', fecha_fin_rutina: '30-11-2026', dia: 1 };
    expect(routineDates(makeUserRoutine({ ...full, fecha_inicio_rutina: null }))).toEqual([]);
    expect(routineDates(makeUserRoutine({ ...full, fecha_fin_rutina: null }))).toEqual([]);
    expect(routineDates(makeUserRoutine({ ...full, dia: null }))).toEqual([]);
    expect(routineDates(makeUserRoutine({ ...full, fecha_fin_rutina: '31-11-2026' }))).toEqual([]);
  });
});

describe('routine events', () => {
  it('builds the docs/PRODUCT.md §3 event for each date', () => {
    const routine = makeUserRoutine({
      rutina_id: 42,
      nombre: 'Pierna',
      fecha_inicio_rutina: '02-11-2026',
      fecha_fin_rutina: '12-11-2026',
      dia: 3,
    });
    const events = routineEventSources([routine, makeUserRoutine({ rutina_id: 43 })]).flatMap((s) => s.events);
    expect(events).toHaveLength(2);
    expect(events[0]).toEqual({
      id: '42',
      title: 'Pierna',
      date: '2026-11-04',
      allDay: true,
      color: EVENT_COLOR,
      contrastColor: '#1C1917',
      extendedProps: { startDate: '02-11-2026', originalDate: '2026-11-04', day: 3, routine },
    });
    expect(events[1]!.date).toBe('2026-11-11');
    expect(EVENT_COLOR).toBe('#F05A19');
  });
});

describe('routineEventSources', () => {
  const dated = { fecha_inicio_rutina: '02-11-2026', fecha_fin_rutina: '30-11-2026', dia: 1 };

  it('gives one source per routine with its weekly events', () => {
    const a = makeUserRoutine({ ...dated, rutina_id: 1 });
    const b = makeUserRoutine({ ...dated, rutina_id: 2, dia: 5 });
    const [sa, sb] = routineEventSources([a, b]);
    expect(sa!.id).toBe('1');
    expect(sa!.events.map((e) => e.date)).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    expect(sa!.events.every((e) => e.id === '1' && e.extendedProps.routine === a)).toBe(true);
    expect(sb!.events.map((e) => e.date)).toEqual(['2026-11-06', '2026-11-13', '2026-11-20', '2026-11-27']);
  });

  it('keeps the source of an unchanged routine object and rebuilds a changed one', () => {
    const a = makeUserRoutine({ ...dated, rutina_id: 1 });
    const b = makeUserRoutine({ ...dated, rutina_id: 2 });
    const first = routineEventSources([a, b]);
    const moved = { ...b, dia: 3 };
    const second = routineEventSources([a, moved]);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]!.events[0]!.date).toBe('2026-11-04');
  });
});

describe('dropOutcome (docs/PRODUCT.md §4, calendar drag)', () => {
  const routine = makeUserRoutine({ fecha_inicio_rutina: '04-11-2026', fecha_fin_rutina: '25-11-2026', dia: 3 });

  it('moves the routine to the weekday of the drop date, Sunday being 7', () => {
    expect(dropOutcome(routine, new Date(2026, 10, 6))).toEqual({ kind: 'update', dia: 5 });
    expect(dropOutcome(routine, new Date(2026, 10, 22))).toEqual({ kind: 'update', dia: 7 });
  });

  it('accepts the start and end days themselves', () => {
    expect(dropOutcome(routine, new Date(2026, 10, 4))).toEqual({ kind: 'update', dia: 3 });
    expect(dropOutcome(routine, new Date(2026, 10, 25, 23, 30))).toEqual({ kind: 'update', dia: 3 });
  });

  it('refuses a drop before the start or after the end', () => {
    expect(dropOutcome(routine, new Date(2026, 10, 3))).toEqual({ kind: 'out-of-range' });
    expect(dropOutcome(routine, new Date(2026, 10, 26))).toEqual({ kind: 'out-of-range' });
  });
});
