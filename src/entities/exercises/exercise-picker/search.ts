/**
 * The exercise picker's search and order (pure): words in any order, case and accents ignored,
 * Spanish and English names alike, the closest matches first; with no words, the exercises the
 * user logs first.
 */
import type { PickerExercise } from '../../../lib/contract-picker';
import type { ProgressExercise } from '../../../lib/contract-training';
import { foldText } from '../../../lib/text';

/**
 * A word as searched: folded, and without a plural ending ("elevaciones" as "elevacion",
 * "mancuernas" as "mancuerna", "curls" as "curl"), so the singular and the plural find each other.
 */
function stem(word: string): string {
  if (word.length > 4 && /[lnrdz]es$/u.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The words of a text as searched: letters and digits only ("Push-Up (Barbell)": push, up, barbell). */
export const searchWords = (text: string): string[] =>
  foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .map(stem);

/**
 * How well a query's words match a name's, best first: 0 the same words, 1 the name begins with
 * the query, 2 every word begins a word of the name and the first begins the name, 3 every word
 * begins a word of the name, 4 every word is inside the name; null no match.
 */
export function matchRank(query: readonly string[], name: readonly string[]): number | null {
  if (query.length === 0) return null;
  if (query.length === name.length && query.every((w, i) => w === name[i])) return 0;
  const begins = (w: string) => name.some((n) => n.startsWith(w));
  if (query.every((w, i) => (i === query.length - 1 ? name[i]?.startsWith(w) : name[i] === w))) return 1;
  if (query.every(begins)) return name[0]!.startsWith(query[0]!) ? 2 : 3;
  const joined = name.join(' ');
  return query.every((w) => joined.includes(w)) ? 4 : null;
}

type Named = Pick<PickerExercise, 'nombre' | 'nombre_en'>;
const wordsCache = new WeakMap<Named, [string[], string[]]>();

/** An exercise's Spanish and English words, worked out once per exercise object (every keystroke searches them all). */
function namesOf(e: Named): [string[], string[]] {
  let words = wordsCache.get(e);
  if (!words) {
    words = [searchWords(e.nombre), searchWords(e.nombre_en)];
    wordsCache.set(e, words);
  }
  return words;
}

/** An exercise's place among the user's logged ones (0 first), by catalogue id. */
export type UsePlaces = ReadonlyMap<number, number>;

/**
 * The exercises whose Spanish or English name matches `query`, best first; among equal matches the
 * user's logged exercises first (`places`), then the shorter name ("Press de banca con barra"
 * before its variations).
 */
export function searchExercises<E extends Pick<PickerExercise, 'id' | 'nombre' | 'nombre_en'>>(
  exercises: readonly E[],
  query: string,
  places: UsePlaces = new Map(),
): E[] {
  const words = searchWords(query);
  if (words.length === 0) return [...exercises];
  const ranked = exercises.flatMap((e) => {
    const found = namesOf(e)
      .map((name) => matchRank(words, name))
      .filter((r): r is number => r !== null);
    return found.length === 0 ? [] : [{ e, rank: Math.min(...found), place: places.get(e.id) ?? Infinity }];
  });
  const byPlace = (a: number, b: number) => (a === b ? 0 : a - b);
  return ranked
    .sort((a, b) => a.rank - b.rank || byPlace(a.place, b.place) || a.e.nombre.length - b.e.nombre.length)
    .map((r) => r.e);
}

/** How many of the most recently logged exercises lead the list, before the most frequent. */
export const RECENT_FIRST = 5;

type Logged = Pick<ProgressExercise, 'id_ejercicio_catalogo' | 'sesiones' | 'ultima_vez'>;

/**
 * The places of the user's logged exercises: the `RECENT_FIRST` last logged, then the rest by how
 * many sessions had them.
 */
export function placesOf(logged: readonly Logged[]): UsePlaces {
  const recent = [...logged].sort((a, b) => b.ultima_vez.localeCompare(a.ultima_vez)).slice(0, RECENT_FIRST);
  const frequent = logged
    .filter((l) => !recent.includes(l))
    .sort((a, b) => b.sesiones - a.sesiones || b.ultima_vez.localeCompare(a.ultima_vez));
  return new Map([...recent, ...frequent].map((l, i) => [l.id_ejercicio_catalogo, i]));
}

/** The list with no search: the user's logged exercises first (`places`), then the catalogue by Spanish name. */
export function byUse<E extends Pick<PickerExercise, 'id' | 'nombre'>>(
  exercises: readonly E[],
  places: UsePlaces,
): E[] {
  return [...exercises].sort((a, b) => {
    const pa = places.get(a.id) ?? Infinity;
    const pb = places.get(b.id) ?? Infinity;
    return pa === pb ? a.nombre.localeCompare(b.nombre, 'es') : pa - pb;
  });
}
