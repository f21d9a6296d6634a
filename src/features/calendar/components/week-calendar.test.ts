import { describe, expect, it } from 'vitest';
import { isoWeekday, toIsoDate } from '../../../lib/dates';
import { routinesAroundToday, weekRoutineDate } from '../../../testing/handlers/calendar';
import { weekCalendarHeight } from './week-calendar';

describe('weekCalendarHeight (docs/PRODUCT.md §9)', () => {
  it('is 250 px up to a 768 px window and 150 px above', () => {
    expect(weekCalendarHeight(375)).toBe(250);
    expect(weekCalendarHeight(768)).toBe(250);
    expect(weekCalendarHeight(769)).toBe(150);
    expect(weekCalendarHeight(1280)).toBe(150);
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
