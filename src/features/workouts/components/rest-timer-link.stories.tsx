import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RestTimerLinkBar } from './rest-timer-link';

const NOW = Date.UTC(2026, 10, 23, 18, 0, 0);

/** The running rest on another screen: a compact bar that leads back to the session. */
const meta = {
  title: 'Patrones/Entrenamiento/RestTimerLink',
  component: RestTimerLinkBar,
  parameters: { layout: 'padded' },
  args: {
    rest: { timer: { endsAt: NOW + 83_000, total: 120 }, left: 83, ended: false, path: '/dashboard/workouts/7' },
    onSkip: fn(),
  },
} satisfies Meta<typeof RestTimerLinkBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counting down: the countdown links back to the session; skip ends the rest. */
export const Running: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: /1:23\s*Volver al entrenamiento/ });
    await expect(link).toHaveAttribute('href', '/dashboard/workouts/7');
    await userEvent.click(canvas.getByRole('button', { name: 'Saltar descanso' }));
    await expect(args.onSkip).toHaveBeenCalledOnce();
  },
};

/** On a phone: one row, the link and skip each at least 44 px high, nothing sticking out. */
export const RunningOnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const target of [canvas.getByRole('link'), canvas.getByRole('button', { name: 'Saltar descanso' })]) {
      await expect(target.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Over: it says so, still leading back, and screen readers hear it once. */
export const Ended: Story = {
  globals: { viewport: { value: 'desktop' } },
  args: { rest: { timer: null, left: 0, ended: true, path: '/dashboard/workouts/7' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('¡Descanso terminado!');
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '/dashboard/workouts/7');
    await expect(canvas.queryByRole('button', { name: 'Saltar descanso' })).toBeNull();
  },
};

/** No rest: nothing shows. */
export const Hidden: Story = {
  args: { rest: { timer: null, left: 0, ended: false, path: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
