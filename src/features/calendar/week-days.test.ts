import { addWeeks } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { isoWeekday, toIsoDate } from '../../lib/dates';
import { makeUserRoutine, routinesAroundToday, weekRoutineDate } from '../../testing/handlers/calendar';
import { routineEventSources } from './recurrence';
import { mondayOf, weekCalendarHeight, weekDays } from './week-days';

describe('weekCalendarHeight (docs/PRODUCT.md §9)', () => {
  it('is 250 px up to a 768 px window and 150 px above', () => {
    expect(weekCalendarHeight(375)).toBe(250);
    expect(weekCalendarHeight(768)).toBe(250);
    expect(weekCalendarHeight(769)).toBe(150);
    expect(weekCalendarHeight(1280)).toBe(150);
  });
});

describe('mondayOf', () => {
  it('is the local Monday of the week, Sunday included in the week before it', () => {
    expect(toIsoDate(mondayOf(new Date(2026, 10, 24)))).toBe('2026-11-23');
    expect(toIsoDate(mondayOf(new Date(2026, 10, 29, 23, 30)))).toBe('2026-11-23');
    expect(toIsoDate(mondayOf(new Date(2026, 10, 23), 1))).toBe('2026-11-30');
    expect(toIsoDate(mondayOf(new Date(2026, 10, 23), -1))).toBe('2026-11-16');
  });
});

/** The plain path: what the full calendar (FullCalendar) draws, as "yyyy-mm-dd name" pairs of the week. */
function fullCalendarWeek(routines: Parameters<typeof routineEventSources>[0], monday: Date) {
  const days = weekDays([], monday).map((d) => d.iso);
  return routineEventSources(routines)
    .flatMap((source) => source.events)
    .filter((event) => days.includes(event.date))
    .map((event) => `${event.date} ${event.title}`)
    .sort();
}

describe('weekDays: the compact week places what the full calendar draws', () => {
  const routines = [
    ...routinesAroundToday(new Date(2026, 10, 18)),
    // Starts on a Thursday, ends on a Tuesday, on Sundays: the week's ends are included.
    makeUserRoutine({
      rutina_id: 20,
      nombre: 'Domingos',
      fecha_inicio_rutina: '19-11-2026',
      fecha_fin_rutina: '01-12-2026',
      dia: 7,
    }),
    makeUserRoutine({
      rutina_id: 21,
      nombre: 'Sin día',
      fecha_inicio_rutina: '01-11-2026',
      fecha_fin_rutina: '01-12-2026',
      dia: null,
    }),
  ];

  it('seven days from Monday, each with the routines planned on it', () => {
    const days = weekDays(routines, new Date(2026, 10, 16));
    expect(days.map((d) => d.iso)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(days.map((d) => isoWeekday(d.date))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(days[6]!.routines.map((r) => r.nombre)).toEqual(['Domingos']);
    expect(
      days.find((d) => d.iso === toIsoDate(weekRoutineDate(new Date(2026, 10, 18))))!.routines.map((r) => r.nombre),
    ).toContain('Cardio de la semana');
  });

  it('matches routineEventSources week by week, before, during and after the routines', () => {
    for (let week = -10; week <= 10; week += 1) {
      const monday = addWeeks(new Date(2026, 10, 16), week);
      const light = weekDays(routines, monday)
        .flatMap((day) => day.routines.map((r) => `${day.iso} ${r.nombre}`))
        .sort();
      expect(light).toEqual(fullCalendarWeek(routines, monday));
    }
  });
});

describe('story fixtures', () => {
  it('never put the week routine on the same day as the long one, whatever today is', () => {
    for (let day = 16; day <= 22; day += 1) {
      const today = new Date(2026, 10, day);
      const [long, week] = routinesAroundToday(today);
      expect(long!.dia).toBe(isoWeekday(today));
      expect(week!.dia).not.toBe(long!.dia);
      expect(toIsoDate(weekRoutineDate(today)) >= '2026-11-16').toBe(true);
      expect(toIsoDate(weekRoutineDate(today)) <= '2026-11-22').toBe(true);
    }
  });
});
