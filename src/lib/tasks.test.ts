import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, PAINT_WAIT_LIMIT_MS, useAfterPaint } from './tasks';

afterEach(() => {
  vi.useRealTimers();
});

describe('useAfterPaint ("The tap paints first")', () => {
  it('shows the first value at once and a change only after the next frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), { initialProps: { value: 0 } });
    expect(result.current).toBe(0);
    rerender({ value: 1 });
    // The frame that answers the change still draws the old value.
    expect(result.current).toBe(0);
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current).toBe(1);
  });

  it('drops a change overtaken by another before the frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { result, rerender } = renderHook(({ value }) => useAfterPaint(value), { initialProps: { value: 'a' } });
    rerender({ value: 'b' });
    rerender({ value: 'c' });
    act(() => {
      vi.runAllTimers();
    });
    expect(result.current).toBe('c');
  });
});

describe('afterNextPaint', () => {
  it('runs once, in a task after the next frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const fn = vi.fn();
    afterNextPaint(fn);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(16); // The frame: its rAF callbacks run, the task after it is queued.
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('runs anyway when no frame comes (a hidden page)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const raf = vi.spyOn(globalThis, 'requestAnimationFrame').mockImplementation(() => 0);
    const fn = vi.fn();
    afterNextPaint(fn);
    vi.advanceTimersByTime(PAINT_WAIT_LIMIT_MS - 1);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    raf.mockRestore();
  });
});
