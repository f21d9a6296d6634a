/**
 * Proposes, for each exercise name of an imported file, the catalogue exercise it most likely is.
 * Names are compared as sets of normalised words (no accents, no case, no
 * punctuation, no filler words, singular), so word order does not matter ("Bench Press (Barbell)"
 * = "Barbell Bench Press"); a word one letter off still counts. Each catalogue exercise is known by
 * its Spanish name and its free-exercise-db name (server/db/seed/data/photos.json).
 */

export interface CatalogueName {
  id: number;
  /** Spanish name, then other names (English). */
  names: string[];
}

export interface Proposal {
  id: number | null;
  score: number;
}

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
};

export function words(name: string): string[] {
  const plain = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(push|pull|chin|sit)[\s-]+ups?\b/g, '$1up')
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

/** A matcher over the catalogue: `propose(name)` → best exercise (or null) and its score. */
export function catalogueMatcher(catalogue: CatalogueName[]) {
  const entries = catalogue.map((c) => ({ id: c.id, forms: c.names.map(words) }));
  const scored = (name: string) => {
    const w = words(name);
    return entries
      .map((e) => ({ id: e.id, score: Math.max(...e.forms.map((f) => similarity(w, f))) }))
      .sort((x, y) => y.score - x.score || x.id - y.id);
  };
  return {
    propose(name: string): Proposal {
      const best = scored(name)[0];
      if (!best || best.score < MATCH_THRESHOLD) return { id: null, score: best?.score ?? 0 };
      return { id: best.id, score: Math.round(best.score * 100) / 100 };
    },
  };
}
