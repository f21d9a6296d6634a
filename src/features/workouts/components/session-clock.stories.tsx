import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionClock } from './session-clock';

const NOW = Date.UTC(2026, 10, 23, 18, 0, 0);
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

/** The session's running time, under its start in the session header. */
const meta = {
  title: 'Patrones/Entrenamiento/SessionClock',
  component: SessionClock,
  parameters: { layout: 'padded' },
  args: { since: ago(42 * 60 + 5), now: NOW },
} satisfies Meta<typeof SessionClock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Llevas 42:05')).toBeVisible();
  },
};

/** Past the hour, on a phone: hours, minutes and seconds. */
export const OverAnHourOnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { since: ago(3600 + 2 * 60 + 9) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Llevas 1:02:09')).toBeVisible();
  },
};
