import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor, within } from 'storybook/test';
import { calendarStatePlays, routineListStory, waitForTodaysRoutine } from '../../../testing/calendar-plays';
import { calendarStoryHandlers, userRoutinesAnswer } from '../../../testing/handlers/calendar';
import { onDesktop, screenParameters } from '../../../testing/stories';
import { WeekCalendar } from './week-calendar';

const meta = {
  title: 'Calendar/WeekCalendar',
  component: WeekCalendar,
  parameters: screenParameters('/dashboard/overview', { signedIn: true, handlers: calendarStoryHandlers }),
} satisfies Meta<typeof WeekCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const height = (canvasElement: HTMLElement) =>
  (within(canvasElement).getByTestId('routine-calendar-week').firstElementChild as HTMLElement).offsetHeight;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForTodaysRoutine(canvasElement);
    await expect(height(canvasElement)).toBe(150);
    // Seven days, Monday first, prev/next only.
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers).toHaveLength(7);
    await expect(headers[0]).toHaveTextContent(/lun/i);
    await expect(canvas.getByRole('button', { name: 'Semana antes' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Semana siguiente' })).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await waitForTodaysRoutine(canvasElement);
    await expect(height(canvasElement)).toBe(250);
  },
};

/** The height follows the window: 768 px or less gives 250 px, wider gives 150 px again. */
export const FollowsWindowResize: Story = {
  globals: { viewport: { value: 'desktop' } },
  beforeEach: () => {
    const spy = spyOn(window, 'innerWidth', 'get');
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await waitForTodaysRoutine(canvasElement);
    const innerWidth = spyOn(window, 'innerWidth', 'get');
    innerWidth.mockReturnValue(768);
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(height(canvasElement)).toBe(250));
    innerWidth.mockReturnValue(769);
    window.dispatchEvent(new Event('resize'));
    await waitFor(() => expect(height(canvasElement)).toBe(150));
  },
};

const states = calendarStatePlays('routine-calendar-week');

export const Empty: Story = {
  ...onDesktop,
  parameters: { msw: { handlers: userRoutinesAnswer.list([]) } },
  play: states.empty,
};

export const Loading: Story = {
  ...routineListStory.pending(),
  play: states.loading,
};

export const Error: Story = {
  ...routineListStory.failing(),
  play: states.error,
};
