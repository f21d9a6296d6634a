import { useState } from 'react';

/**
 * A choice about one session kept on this device under `key`, so a reload shows it as left: the
 * feedback card closed ("Listo") or skipped ("Omitir"), the readiness check skipped. Only the last
 * sessions are kept.
 */
export const FEEDBACK_CLOSED_KEY = 'forja.feedbackClosed';
export const READINESS_SKIPPED_KEY = 'forja.readinessSkipped';
const KEEP = 20;

function read<T>(key: string): [number, T][] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(list) ? (list as [number, T][]) : [];
  } catch {
    return [];
  }
}

/** The choice for `workoutId` (null: none) and the way to change it. */
export function useSessionChoice<T extends string>(
  key: string,
  workoutId: number,
): [T | null, (next: T | null) => void] {
  const [state, setState] = useState<T | null>(() => read<T>(key).find(([id]) => id === workoutId)?.[1] ?? null);
  const change = (next: T | null) => {
    setState(next);
    const others = read<T>(key).filter(([id]) => id !== workoutId);
    const list = next ? [...others, [workoutId, next] as [number, T]] : others;
    localStorage.setItem(key, JSON.stringify(list.slice(-KEEP)));
  };
  return [state, change];
}
