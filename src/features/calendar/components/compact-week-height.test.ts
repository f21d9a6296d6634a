/**
 * Named optimisation "The week's height in CSS" (docs/PERFORMANCE.md register): the compact
 * week's height as a media query gives, at every window width, the height of its plain path,
 * `weekCalendarHeight(window.innerWidth)`.
 */
import { describe, expect, it } from 'vitest';
import { weekCalendarHeight } from '../week-days';
import { WEEK_HEIGHT_STYLE, WIDE_FROM } from './compact-week';

/** The height the style gives a window `width` px wide: the media query's when it applies. */
function heightAt(width: number): number {
  const [query, rule] = Object.entries(WEEK_HEIGHT_STYLE.css)[0]!;
  const minWidth = Number(/^@media \(min-width: (\d+)px\)$/.exec(query)?.[1]);
  expect(minWidth).toBe(WIDE_FROM);
  return parseFloat(width >= minWidth ? rule.height : WEEK_HEIGHT_STYLE.h);
}

describe('the compact week height in CSS', () => {
  it.each([320, 390, 767, 768, 769, 770, 1024, 1366, 1920])('matches weekCalendarHeight at %i px', (width) => {
    expect(heightAt(width)).toBe(weekCalendarHeight(width));
  });
});
