import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAINT_WAIT_LIMIT_MS } from '../../../lib/tasks';
import { renderWithProviders } from '../../../testing/render';
import type { SetRow as Row } from '../session-model';
import { SetRow } from './set-row';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const todo: Row = {
  n: 1,
  orden: 1,
  tipo: 'trabajo',
  status: 'todo',
  setId: null,
  values: { medida: 'repeticiones', repeticiones: 10, kg: 60, segundos: null, metros: null, rir: 2 },
};

/** Lets the frame and the task after it run (afterNextPaint), and the form's check settle. */
async function afterTheFrame() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_LIMIT_MS);
  });
}

function renderTodo(row = todo) {
  const onDone = vi.fn();
  renderWithProviders(<SetRow row={row} medida="repeticiones" onDone={onDone} onRetry={() => undefined} />);
  return { onDone, done: screen.getByRole('button', { name: 'Marcar la serie 1 como hecha' }) };
}

describe('SetRow: "The ✓ first"', () => {
  it('fills the ✓ in the tap and logs the set only after the frame', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { onDone, done } = renderTodo();
    fireEvent.click(done);
    expect(done).toHaveAttribute('data-pressed');
    expect(onDone).not.toHaveBeenCalled();
    await afterTheFrame();
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledWith(
      expect.objectContaining({ repeticiones: '10', kg: '60', rir: '2', tipo: 'trabajo' }),
    );
  });

  it('logs a set tapped twice before the frame once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { onDone, done } = renderTodo();
    fireEvent.click(done);
    fireEvent.click(done);
    await afterTheFrame();
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('leaves a set with a wrong input unlogged, its ✓ unfilled and the error shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { onDone, done } = renderTodo();
    fireEvent.change(screen.getByRole('textbox', { name: 'Repeticiones, serie 1' }), { target: { value: '' } });
    fireEvent.click(done);
    await afterTheFrame();
    expect(onDone).not.toHaveBeenCalled();
    expect(done).not.toHaveAttribute('data-pressed');
    expect(screen.getByText(/repeticiones/i, { selector: 'p' })).toBeInTheDocument();
  });
});
