import { useCallback, useSyncExternalStore } from 'react';
import type { WeightUnit } from '../../lib/units';
import { useWeightUnit } from '../../entities/users/use-weight-unit';
import { defaultPlates, PLATE_KITS, plateUnit, type PlateSettings } from './plates';

/**
 * The user's bar and plates, remembered in this browser (one set per weight unit): every plate
 * button and the warm-up ramp of the screen read the same value and change together.
 */
export const PLATES_KEY = 'forja.plates';

/** Where a unit's settings are kept (kilograms under the original key). */
export const platesKey = (unit: WeightUnit): string => (unit === 'kg' ? PLATES_KEY : `${PLATES_KEY}.${unit}`);

const listeners = new Set<() => void>();
const cached = new Map<WeightUnit, { raw: string | null; value: PlateSettings }>();

function readRaw(unit: WeightUnit): string | null {
  try {
    return localStorage.getItem(platesKey(unit));
  } catch {
    return null;
  }
}

/** What was stored, kept only where it makes sense (a known plate size, a bar within limits). */
export function parsePlateSettings(raw: string | null, unit: WeightUnit = 'kg'): PlateSettings {
  const fallback = defaultPlates(unit);
  if (!raw) return fallback;
  const kit = PLATE_KITS[unit];
  try {
    const data = JSON.parse(raw) as Partial<PlateSettings>;
    const bar = Number(data.bar);
    const all: readonly number[] = kit.plates;
    const plates = Array.isArray(data.plates) ? all.filter((p) => data.plates!.includes(p)) : [...all];
    return {
      bar: Number.isFinite(bar) && bar >= kit.barLimits.min && bar <= kit.barLimits.max ? bar : fallback.bar,
      plates,
      ...(unit === 'kg' ? {} : { unit }),
    };
  } catch {
    return fallback;
  }
}

function snapshot(unit: WeightUnit): PlateSettings {
  const raw = readRaw(unit);
  const old = cached.get(unit);
  if (old?.raw === raw) return old.value;
  const value = parsePlateSettings(raw, unit);
  cached.set(unit, { raw, value });
  return value;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The bar and plates in the user's weight unit, and a way to change them. */
export function usePlateSettings() {
  const unit = useWeightUnit();
  const settings = useSyncExternalStore(
    subscribe,
    () => snapshot(unit),
    () => defaultPlates(unit),
  );
  const save = useCallback((next: PlateSettings) => {
    try {
      localStorage.setItem(platesKey(plateUnit(next)), JSON.stringify({ bar: next.bar, plates: next.plates }));
    } catch {
      // Private mode without storage: nothing is remembered, and the defaults stay.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [settings, save] as const;
}
