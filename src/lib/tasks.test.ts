import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint } from './tasks';

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
