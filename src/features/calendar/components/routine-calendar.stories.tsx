import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { toIsoDate } from '../../../lib/dates';
import { dayCell, dragTo, eventsIn, fakeRoutineServer, nearbyCellDate } from '../../../testing/calendar';
import { calendarStoryHandlers, userRoutineList } from '../../../testing/handlers/calendar';
import { RoutineCalendar } from './routine-calendar';

const meta = {
  title: 'Calendar/RoutineCalendar',
  component: RoutineCalendar,
  args: { variant: 'month', height: 750, editable: true },
  parameters: {
    router: { route: '/dashboard/calendar' },
    session: 'signed-in',
    msw: { handlers: calendarStoryHandlers },
  },
} satisfies Meta<typeof RoutineCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const today = () => toIsoDate(new Date());

export const Month: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(eventsIn(canvasElement, today())).toHaveLength(1));
    await expect(canvas.getByTestId('routine-calendar-month').firstElementChild).toHaveProperty('offsetHeight', 750);
    await expect(canvas.getByRole('tab', { name: 'Vista de mes' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Week: Story = {
  args: { variant: 'week', height: 150, editable: false },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(eventsIn(canvasElement, today())).toHaveLength(1));
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(7);
    await userEvent.click(eventsIn(canvasElement, today())[0]!);
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/dashboard/routines/edit/11');
  },
};

const readOnly = fakeRoutineServer();

/** Without `editable` a drag changes nothing. */
export const ReadOnly: Story = {
  args: { variant: 'month', height: 750, editable: false },
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { calendar: readOnly.handlers } } },
  beforeEach: () => readOnly.reset(),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(eventsIn(canvasElement, today())).toHaveLength(1));
    const target = nearbyCellDate(canvasElement, today(), 1);
    await dragTo(eventsIn(canvasElement, today())[0]!, dayCell(canvasElement, target)!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(readOnly.patches).toEqual([]);
    await expect(eventsIn(canvasElement, today())).toHaveLength(1);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(eventsIn(canvasElement, today())).toHaveLength(1));
  },
};

export const Empty: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: { handlers: { calendar: [http.get('/api/user-routines', () => HttpResponse.json(userRoutineList([])))] } },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('routine-calendar-month')).toHaveAttribute('aria-busy', 'false'),
    );
    await expect(eventsIn(canvasElement, today())).toHaveLength(0);
  },
};

export const Loading: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: { handlers: { calendar: [http.get('/api/user-routines', () => delay('infinite'))] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('routine-calendar-month')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    msw: {
      handlers: {
        calendar: [http.get('/api/user-routines', () => HttpResponse.json({ message: 'boom' }, { status: 500 }))],
      },
    },
  },
  beforeEach: () => {
    const spy = spyOn(console, 'error').mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('Error al cargar las rutinas:', expect.anything()));
    await expect(eventsIn(canvasElement, today())).toHaveLength(0);
  },
};
