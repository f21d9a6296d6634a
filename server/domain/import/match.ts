/**
 * Proposes, for each exercise name of an imported file, the catalogue exercise it most likely is.
 * Names are compared as sets of normalised words (no accents, no case, no
 * punctuation, no filler words, singular), so word order does not matter ("Bench Press (Barbell)"
 * = "Barbell Bench Press"); a word one letter off still counts. Each catalogue exercise is known by
 * its Spanish name, its English name as Strong and Hevy write it and its free-exercise-db name.
 * The implement a name states ("(Dumbbell)", "con barra") is compared apart from the words, with
 * the exercise model's equipment, and the pattern its words state with the model's pattern
 * (equipment.ts): an exercise with another implement or pattern sinks below those that agree.
 */
import type { ExerciseModel, MovementPattern } from '../exercise-model/types';
import { implementAgreement, implementOf, implementOfModel, patternOf, plain, type Implement } from './equipment';

export interface CatalogueName {
  id: number;
  /** Spanish name, then other names (English). */
  names: string[];
  /** What the exercise model says of it (absent: only its words count). */
  model?: Pick<ExerciseModel, 'equipo' | 'patron'>;
}

/** Why an exercise was proposed: the implement and the pattern it shares with the name (null: not stated or not shared). */
export interface MatchReason {
  equipo: Implement | null;
  patron: MovementPattern | null;
}

export interface Proposal {
  id: number | null;
  score: number;
  reason: MatchReason;
}

/** What an implement stated in the name adds to (or takes from) the words' score. */
const IMPLEMENT_WEIGHT = { same: 0.15, near: -0.1, other: -0.55, unnamed: -0.1, unknown: 0 } as const;
/** What the pattern the name's words state adds when the exercise's agrees, takes when it does not. */
const PATTERN_SAME = 0.1;
const PATTERN_OTHER = -0.3;

/** Below this score no exercise is proposed: the user picks one. */
export const MATCH_THRESHOLD = 0.6;

const FILLER = new Set([
  'de',
  'del',
  'con',
  'a',
  'al',
  'en',
  'la',
  'el',
  'los',
  'las',
  'y',
  'para',
  'por',
  'sobre',
  'un',
  'una',
  'the',
  'with',
  'on',
  'of',
  'to',
  'and',
  'an',
  'desde',
  'sin',
  'medium',
  'grip',
]);

/** Same word for the same thing in the files and the catalogue. */
const SYNONYMS: Record<string, string> = {
  db: 'dumbbell',
  bb: 'barbell',
  dips: 'dip',
  fondos: 'fondo',
  pesas: 'pesa',
  cycling: 'bike',
  bicycle: 'bike',
  bicicleta: 'bike',
};

/** Words one letter apart that name opposite movements: never one for the other. */
const OPPOSITES = new Set(['abduction|adduction', 'abduccion|aduccion', 'abductor|adductor']);

export function words(name: string): string[] {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(push|pull|chin|sit)[\s-]+ups?\b/g, '$1up')
    // A rear-delt fly is a reverse fly.
    .replace(/\brear[\s-]+delt(oid)?s?\b/g, 'reverse')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  const out = plain
    .split(' ')
    .filter((w) => w && !FILLER.has(w))
    .map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .map((w) => SYNONYMS[w] ?? w);
  return [...new Set(out)];
}

/** True when `a` and `b` differ by at most one letter (insert, delete or change), both 5+ long. */
function nearlyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  if (OPPOSITES.has([a, b].sort().join('|'))) return false;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/** Dice coefficient of two word sets (a word of one counts once against the other). */
export function similarity(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  if (a.join('') === b.join('')) return 1;
  const used = new Set<number>();
  let common = 0;
  for (const w of a) {
    const k = b.findIndex((v, idx) => !used.has(idx) && nearlyEqual(w, v));
    if (k >= 0) {
      used.add(k);
      common++;
    }
  }
  return (2 * common) / (a.length + b.length);
}

/**
 * A name as the user's remembered choices are keyed (server/modules/imports): no accents, no
 * case, punctuation as single spaces, at most 300 characters.
 */
export const normalisedName = (name: string): string =>
  plain(name).replace(/[()]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 300);

/** A matcher over the catalogue: `propose(name)` → best exercise (or null), its score and why. */
export function catalogueMatcher(catalogue: CatalogueName[]) {
  const entries = catalogue.map((c) => ({
    id: c.id,
    forms: c.names.map((n) => words(implementOf(n).rest)),
    // With their implement: what a name that states none is compared with when the exercise's
    // implement is one files always name (its words then count against it).
    fullForms: c.names.map((n) => words(n)),
    implement: c.model ? implementOfModel(c.model) : null,
    patron: c.model?.patron ?? null,
  }));
  const scored = (name: string) => {
    const { implement, rest } = implementOf(name);
    const pattern = patternOf(name);
    const w = words(rest);
    return entries
      .map((e) => {
        const agreement = e.implement === null ? 'unknown' : implementAgreement(implement, e.implement);
        const patternAgrees = pattern === null || e.patron === null ? null : pattern === e.patron;
        const score =
          Math.max(...(agreement === 'unnamed' ? e.fullForms : e.forms).map((f) => similarity(w, f))) +
          IMPLEMENT_WEIGHT[agreement] +
          (patternAgrees === null ? 0 : patternAgrees ? PATTERN_SAME : PATTERN_OTHER);
        const reason: MatchReason = {
          equipo: agreement === 'same' ? e.implement : null,
          patron: patternAgrees ? e.patron : null,
        };
        return { id: e.id, score, reason };
      })
      .sort((x, y) => y.score - x.score || x.id - y.id);
  };
  return {
    propose(name: string): Proposal {
      const best = scored(name)[0];
      const none: MatchReason = { equipo: null, patron: null };
      if (!best || best.score < MATCH_THRESHOLD) return { id: null, score: best?.score ?? 0, reason: none };
      return { id: best.id, score: Math.round(best.score * 100) / 100, reason: best.reason };
    },
  };
}
