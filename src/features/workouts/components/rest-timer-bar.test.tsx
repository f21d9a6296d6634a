import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { RestTimerState } from '../use-rest-timer';
import { RestTimerBar } from './rest-timer-bar';

const drawn = vi.hoisted(() => ({ toggles: 0 }));

// The notification toggle sits among the bar's buttons: each time it is drawn, they all were.
vi.mock('./rest-notify-toggle', () => ({
  RestNotifyToggle: () => {
    drawn.toggles += 1;
    return null;
  },
}));

afterEach(cleanup);

const noop = () => undefined;
const timer = (left: number): RestTimerState => ({
  timer: { endsAt: 0, total: 90 },
  left,
  ended: false,
  muted: false,
  start: noop,
  skip: noop,
  extend: noop,
  setMuted: noop,
});

describe('RestTimerBar', () => {
  it('draws a second of the countdown without drawing its buttons again', () => {
    const { rerender } = renderWithProviders(<RestTimerBar timer={timer(90)} />);
    const before = drawn.toggles;
    rerender(<RestTimerBar timer={timer(89)} />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Descanso: quedan 1:29');
    expect(drawn.toggles).toBe(before);
    rerender(<RestTimerBar timer={{ ...timer(88), muted: true }} />);
    expect(drawn.toggles).toBe(before + 1);
  });
});
