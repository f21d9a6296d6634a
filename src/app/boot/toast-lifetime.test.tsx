/**
 * docs/PRODUCT.md §9 (lib/toast.ts), in sonner's toast area with the app's settings: a toast that
 * comes while the one of its kind is on screen takes its place, and stays its whole 4 s however
 * little that one had left, even none (leaving: its last 200 ms).
 */
import { act, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { TOASTER_PROPS } from './deferred-toast-area';
import { loadToasts, toast } from '../../lib/toast';

beforeEach(async () => {
  await loadToasts();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});

afterEach(() => {
  toast.dismiss();
  vi.useRealTimers();
});

/** Lets the toast's module promise settle, then moves the clock on by `ms`. */
async function after(ms: number) {
  await act(async () => {
    await loadToasts();
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const onScreen = (text: string) =>
  screen.queryAllByText(text).some((el) => el.closest('[data-sonner-toast]')?.getAttribute('data-removed') === 'false');

it.each([3_900, 4_050])('shows a success that comes %i ms after the previous one for its own 4 s', async (gap) => {
  render(<Toaster {...TOASTER_PROPS} />);
  toast.success('Rutina guardada en Mis Rutinas');
  await after(gap);
  toast.success('Ejercicio añadido a la rutina correctamente.');
  await after(3_000);
  expect(onScreen('Ejercicio añadido a la rutina correctamente.')).toBe(true);
  expect(onScreen('Rutina guardada en Mis Rutinas')).toBe(false);
  await after(1_500);
  expect(onScreen('Ejercicio añadido a la rutina correctamente.')).toBe(false);
});

it('shows a message that comes while the previous one is on screen in its place', async () => {
  render(<Toaster {...TOASTER_PROPS} />);
  toast.error('No se pudo guardar');
  await after(100);
  toast.error('Sin conexión');
  await after(100);
  expect(onScreen('Sin conexión')).toBe(true);
  expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
});
