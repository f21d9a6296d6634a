import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { RestTimerState } from '../use-rest-timer';
import { RestTimerBar } from './rest-timer-bar';
import { fixed } from '../../../testing/controls';

const NOW = Date.UTC(2026, 10, 23, 18, 0, 0);

/** A timer's state as the hook gives it: 2 min of rest with `left` seconds to go. */
const timerState = (over: Partial<RestTimerState> = {}): RestTimerState => ({
  timer: { endsAt: NOW + 105_000, total: 120 },
  left: 105,
  ended: false,
  muted: false,
  start: fn(),
  skip: fn(),
  extend: fn(),
  setMuted: fn(),
  ...over,
});

/** The rest timer of the session screen, stuck to the bottom while it runs. */
const meta = {
  title: 'Patrones/Entrenamiento/RestTimerBar',
  component: RestTimerBar,
  parameters: { layout: 'padded' },
  args: { timer: timerState() },
  argTypes: {
    timer: fixed('El temporizador de descanso: fin, segundos que quedan, silencio y sus acciones'),
  },
} satisfies Meta<typeof RestTimerBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counting down: +15 s, skip and mute each call the timer. */
export const Running: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Descanso: quedan 1:45' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '+15 s' }));
    await expect(args.timer.extend).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Saltar descanso' }));
    await expect(args.timer.skip).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Silenciar aviso' }));
    await expect(args.timer.setMuted).toHaveBeenCalledWith(true);
  },
};

/**
 * On a phone (375 px): the four buttons do not fit in one row, so +15 s and skip take a row of
 * their own, under the countdown and the toggles; none of them sticks out of the bar.
 */
export const RunningOnAPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('timer').parentElement!.getBoundingClientRect();
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(bar.left);
      await expect(box.right).toBeLessThanOrEqual(bar.right);
      // Used between sets, with sweaty hands: at least 44 px high.
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const skip = canvas.getByRole('button', { name: 'Saltar descanso' }).getBoundingClientRect();
    const mute = canvas.getByRole('button', { name: 'Silenciar aviso' }).getBoundingClientRect();
    await expect(skip.top).toBeGreaterThan(mute.bottom);
  },
};

/** Muted: the button shows it is pressed, and the end will make no sound. */
export const Muted: Story = {
  args: { timer: timerState({ muted: true }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Silenciar aviso' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Over: the bar says so, and screen readers hear it once. */
export const Ended: Story = {
  args: { timer: timerState({ timer: null, left: 0, ended: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('¡Descanso terminado!');
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** No rest running: nothing shows. */
export const Hidden: Story = {
  args: { timer: timerState({ timer: null, left: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Saltar descanso' })).toBeNull();
  },
};

/**
 * The device's clock set back during a rest: more seconds left than the rest had. The bar stays
 * full (a progress over its maximum is an error of the progress component) and the time still reads.
 */
export const ClockSetBack: Story = {
  args: { timer: timerState({ left: 121 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('2:01');
    await expect(canvasElement.querySelector('[data-part="range"]')).toBeInTheDocument();
  },
};
