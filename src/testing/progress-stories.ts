import { Box } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { createElement } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { E1rmRow } from '../features/progress/chart-data';

/**
 * What the progress charts' stories share: a box of fixed width around each chart, and the steps
 * a play takes on a chart. Their weeks and sessions end on STORY_TODAY (testing/stories.ts).
 */
export { STORY_TODAY } from './stories';

/** A chart in a 720 px box on a wide screen; the whole width of a phone (375 px). */
export const inChartBox: Decorator = (Story) =>
  createElement(Box, { w: { base: 'full', md: '720px' } }, createElement(Story));

/** The chart figure (a region named by its title). */
export const chartRegion = (canvasElement: HTMLElement, title: string) =>
  within(within(canvasElement).getByRole('region', { name: title }));

/**
 * Whether the figure's table is on screen: hidden, it is still in the page for screen readers
 * (Chakra's srOnly box, 1 px wide), which `toBeVisible` counts as visible.
 */
export const tableOnScreen = (table: HTMLElement) => table.parentElement!.getBoundingClientRect().width > 1;

/** Presses "Ver como tabla" in the figure `title` and returns its table, now on screen. */
export async function openTable(canvasElement: HTMLElement, title: string): Promise<HTMLElement> {
  const figure = chartRegion(canvasElement, title);
  const toggle = figure.getByRole('button', { name: 'Ver como tabla' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(toggle);
  await expect(figure.getByRole('button', { name: 'Ocultar tabla' })).toHaveAttribute('aria-expanded', 'true');
  const table = figure.getByRole('table');
  await expect(tableOnScreen(table)).toBe(true);
  return table;
}

/** The table's rows, header first, each as its cells' texts. */
export const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** Waits for the weekly bars (recharts, loaded near the viewport) to be drawn. */
export async function waitForBars(canvasElement: HTMLElement): Promise<SVGElement> {
  await waitFor(() => expect(canvasElement.querySelector('.recharts-wrapper svg')).not.toBeNull(), {
    timeout: 10_000,
  });
  return canvasElement.querySelector('.recharts-wrapper svg')!;
}

/** Nothing wider than the screen (a phone's 375 px). */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement): Promise<void> {
  await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
}

/** `count` weekly sessions from 5 January 2026, their estimated 1RM going up and down. */
export const e1rmSessions = (count: number): E1rmRow[] =>
  Array.from({ length: count }, (_, i) => ({
    workoutId: i + 1,
    fecha: new Date(Date.UTC(2026, 0, 5 + 7 * i, 10)).toISOString(),
    e1rm: Math.round((60 + 25 * Math.abs(Math.sin(i / 3)) + i / 4) * 10) / 10,
  }));
