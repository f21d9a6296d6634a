import { expect, waitFor, within } from 'storybook/test';
import { toIsoDate } from '../lib/dates';

/** The compact week of the overview (features/calendar/components/compact-week.tsx). */
export const compactWeek = (root: HTMLElement): HTMLElement => within(root).getByTestId('compact-week');

/** The routine links inside one day of the compact week (`role="cell"`, `data-date="yyyy-mm-dd"`). */
export function weekEventsIn(root: HTMLElement, isoDate: string): HTMLElement[] {
  const cell = root.querySelector<HTMLElement>(`[data-testid="compact-week"] [role="cell"][data-date="${isoDate}"]`);
  return cell ? within(cell).queryAllByRole('link') : [];
}

/** The week has the fixture routines: today holds its one planned routine. */
export async function waitForTodayInWeek(root: HTMLElement, timeout = 1_000): Promise<void> {
  await waitFor(() => expect(weekEventsIn(root, toIsoDate(new Date()))).toHaveLength(1), { timeout });
}
