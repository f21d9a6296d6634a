import { useCallback, useSyncExternalStore } from 'react';
import { ALL_PLATES, BAR_LIMITS, DEFAULT_PLATES, type PlateSettings } from './plates';

/**
 * The user's bar and plates, remembered in this browser: every plate button and the warm-up ramp of
 * the screen read the same value and change together.
 */
export const PLATES_KEY = 'forja.plates';

const listeners = new Set<() => void>();
let cached: { raw: string | null; value: PlateSettings } | null = null;

function readRaw(): string | null {
  try {
    return localStorage.getItem(PLATES_KEY);
  } catch {
    return null;
  }
}

/** What was stored, kept only where it makes sense (a known plate size, a bar within limits). */
export function parsePlateSettings(raw: string | null): PlateSettings {
  if (!raw) return DEFAULT_PLATES;
  try {
    const data = JSON.parse(raw) as Partial<PlateSettings>;
    const bar = Number(data.bar);
    const plates = Array.isArray(data.plates) ? ALL_PLATES.filter((p) => data.plates!.includes(p)) : ALL_PLATES;
    return {
      bar: Number.isFinite(bar) && bar >= BAR_LIMITS.min && bar <= BAR_LIMITS.max ? bar : DEFAULT_PLATES.bar,
      plates,
    };
  } catch {
    return DEFAULT_PLATES;
  }
}

function snapshot(): PlateSettings {
  const raw = readRaw();
  if (cached?.raw !== raw) cached = { raw, value: parsePlateSettings(raw) };
  return cached.value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function usePlateSettings() {
  const settings = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_PLATES);
  const save = useCallback((next: PlateSettings) => {
    try {
      localStorage.setItem(PLATES_KEY, JSON.stringify(next));
    } catch {
      // Private mode without storage: nothing is remembered, and the defaults stay.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [settings, save] as const;
}
