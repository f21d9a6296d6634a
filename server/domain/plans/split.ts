import type { SplitKind } from '../../../src/lib/contract-plans';
import type { LoadArea } from './types';

/** A kind of session of a split: its Spanish label and the muscles it loads (the 48 h rule). */
export type SessionKind =
  | 'fb-a'
  | 'fb-b'
  | 'fb-c'
  | 'torso-a'
  | 'torso-b'
  | 'pierna-a'
  | 'pierna-b'
  | 'empuje-a'
  | 'empuje-b'
  | 'tiron-a'
  | 'tiron-b'
  | 'torso';

const ALL: readonly LoadArea[] = ['empuje', 'tiron', 'pierna'];
const UPPER: readonly LoadArea[] = ['empuje', 'tiron'];

export const SESSION_KINDS: Readonly<Record<SessionKind, { etiqueta: string; areas: readonly LoadArea[] }>> = {
  'fb-a': { etiqueta: 'Cuerpo completo A', areas: ALL },
  'fb-b': { etiqueta: 'Cuerpo completo B', areas: ALL },
  'fb-c': { etiqueta: 'Cuerpo completo C', areas: ALL },
  'torso-a': { etiqueta: 'Torso A', areas: UPPER },
  'torso-b': { etiqueta: 'Torso B', areas: UPPER },
  torso: { etiqueta: 'Torso', areas: UPPER },
  'pierna-a': { etiqueta: 'Pierna A', areas: ['pierna'] },
  'pierna-b': { etiqueta: 'Pierna B', areas: ['pierna'] },
  'empuje-a': { etiqueta: 'Empuje A', areas: ['empuje'] },
  'empuje-b': { etiqueta: 'Empuje B', areas: ['empuje'] },
  'tiron-a': { etiqueta: 'Tirón A', areas: ['tiron'] },
  'tiron-b': { etiqueta: 'Tirón B', areas: ['tiron'] },
};

/**
 * The sessions of each split, in the order they run through the week, the preferred split first
 * (full body for 2-3 sessions when the days leave 48 h between them). Every count from 2 to 6 has
 * a split that fits any set of days (rule P2: the days chosen are the days used): upper/lower
 * for consecutive days, push/pull/legs for 5-6. Five sessions: push, pull and legs plus a second
 * leg day and an upper-body day, so every group is trained twice.
 */
const SEQUENCES: Readonly<Record<number, readonly { division: SplitKind; kinds: readonly SessionKind[] }[]>> = {
  2: [
    { division: 'cuerpo_completo', kinds: ['fb-a', 'fb-b'] },
    // Two days in a row: upper and lower body load different muscles.
    { division: 'torso_pierna', kinds: ['torso', 'pierna-a'] },
  ],
  3: [
    { division: 'cuerpo_completo', kinds: ['fb-a', 'fb-b', 'fb-c'] },
    // Three days in a row: upper, lower, upper (the two upper-body days 48 h apart).
    { division: 'torso_pierna', kinds: ['torso-a', 'pierna-a', 'torso-b'] },
  ],
  4: [{ division: 'torso_pierna', kinds: ['torso-a', 'pierna-a', 'torso-b', 'pierna-b'] }],
  5: [{ division: 'empuje_tiron_pierna', kinds: ['pierna-a', 'empuje-a', 'tiron-a', 'pierna-b', 'torso'] }],
  6: [
    { division: 'empuje_tiron_pierna', kinds: ['empuje-a', 'tiron-a', 'pierna-a', 'empuje-b', 'tiron-b', 'pierna-b'] },
  ],
};

/** Days between two weekdays going round the week (Sunday to Monday is 1). */
export function weekGap(a: number, b: number): number {
  const d = Math.abs(a - b);
  return Math.min(d, 7 - d);
}

/** Whether two sessions load some of the same muscles. */
export function sharesArea(a: readonly LoadArea[], b: readonly LoadArea[]): boolean {
  return a.some((x) => b.includes(x));
}

/** At least 48 h (two calendar days) between any two sessions that load the same muscles. */
export function restOk(sessions: readonly { dia: number; areas: readonly LoadArea[] }[]): boolean {
  return sessions.every((s, i) =>
    sessions.every((o, j) => j <= i || !sharesArea(s.areas, o.areas) || weekGap(s.dia, o.dia) >= 2),
  );
}

function* subsets(days: readonly number[], size: number, from = 0): Generator<number[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= days.length - size; i++) {
    for (const rest of subsets(days, size - 1, i + 1)) yield [days[i]!, ...rest];
  }
}

export interface Schedule {
  division: SplitKind;
  sessions: { kind: SessionKind; dia: number }[];
}

/**
 * The split and weekdays for `wanted` sessions on the available `days`: the most sessions up to
 * `wanted` that keep 48 h between sessions loading the same muscles, spread as evenly as the days
 * allow (largest smallest gap between any two sessions), earliest days first on a tie.
 */
export function schedule(wanted: number, days: readonly number[]): Schedule {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  for (let n = Math.min(wanted, sorted.length); n >= 2; n--) {
    for (const { division, kinds } of SEQUENCES[n] ?? []) {
      let best: { score: number; sessions: Schedule['sessions'] } | null = null;
      for (const chosen of subsets(sorted, n)) {
        for (let shift = 0; shift < n; shift++) {
          const sessions = chosen.map((dia, i) => ({ kind: kinds[(i + shift) % n]!, dia }));
          if (!restOk(sessions.map((s) => ({ dia: s.dia, areas: SESSION_KINDS[s.kind].areas })))) continue;
          const score = Math.min(
            ...sessions.flatMap((s, i) => sessions.slice(i + 1).map((o) => weekGap(s.dia, o.dia))),
          );
          if (!best || score > best.score) best = { score, sessions };
        }
      }
      if (best) return { division, sessions: best.sessions };
    }
  }
  throw new RangeError('A programme needs at least two different weekdays');
}
