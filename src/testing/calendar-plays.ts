import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toIsoDate } from '../lib/dates';
import { eventsIn } from './calendar';
import { expectRoutinesLoadErrorLogged, recordConsoleErrors } from './console';
import { userRoutinesAnswer } from './handlers/calendar';
import { onDesktop } from './stories';

/** Today as yyyy-mm-dd. */
export const today = () => toIsoDate(new Date());

/** The calendar has loaded the fixture routines: today holds its one planned routine. */
export async function waitForTodaysRoutine(root: HTMLElement): Promise<void> {
  await waitFor(() => expect(eventsIn(root, today())).toHaveLength(1));
}

/**
 * The fixture history's finished sessions are drawn (at least yesterday's is on any month or week
 * shown): they arrive after the routines, and a drag started before them would hold an event
 * that FullCalendar draws again.
 */
export async function waitForSessions(root: HTMLElement): Promise<void> {
  await waitFor(() => expect(root.querySelector('[data-status="done"]')).not.toBeNull());
}

type CalendarPlay = (context: { canvasElement: HTMLElement }) => Promise<void>;

/**
 * The plays of a calendar's Empty, Loading and Error stories: `testId` names its grid
 * ("routine-calendar-month" or "routine-calendar-week").
 */
export function calendarStatePlays(testId: string): Record<'empty' | 'loading' | 'error', CalendarPlay> {
  return {
    /** Loaded with no routine: nothing on today. */
    empty: async ({ canvasElement }) => {
      await waitFor(() => expect(within(canvasElement).getByTestId(testId)).toHaveAttribute('aria-busy', 'false'));
      await expect(eventsIn(canvasElement, today())).toHaveLength(0);
    },
    /** Still asking: the grid says it is busy. */
    loading: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByTestId(testId)).toHaveAttribute('aria-busy', 'true');
    },
    /** The list failed: logged, and the grid stays empty. */
    error: async ({ canvasElement }) => {
      await expectRoutinesLoadErrorLogged();
      await expect(eventsIn(canvasElement, today())).toHaveLength(0);
    },
  };
}

/** Clicks the view tab named `name` ("Vista de mes", "Vista de semana", "Vista de día") until it is selected. */
export async function chooseView(root: HTMLElement, name: string): Promise<void> {
  const canvas = within(root);
  await userEvent.click(canvas.getByRole('tab', { name }));
  await waitFor(() => expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'));
}

/**
 * Story fields for the routine list's three unhappy answers, at the desktop viewport: it never
 * answers (`pending`), it fails with a 500 (`failing`, the console error recorded) or the server
 * cannot be reached (`unreachable`, likewise). Spread into a story, then add its play.
 */
export const routineListStory = {
  pending: () => ({ ...onDesktop, parameters: { msw: { handlers: userRoutinesAnswer.pending() } } }),
  failing: () => ({
    ...onDesktop,
    parameters: { msw: { handlers: userRoutinesAnswer.failing() } },
    beforeEach: recordConsoleErrors,
  }),
  unreachable: () => ({
    ...onDesktop,
    parameters: { msw: { handlers: userRoutinesAnswer.unreachable() } },
    beforeEach: recordConsoleErrors,
  }),
};
