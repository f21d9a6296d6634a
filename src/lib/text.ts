/** Lower-case text without accents or diacritics: "Bíceps" and "biceps" compare equal. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Every word of `query` appears in `haystack`, in any order, ignoring case and accents: "press
 * banca" finds "Press de banca". A query of one word is the plain substring match; an empty
 * query matches everything.
 */
export function includesAllWords(haystack: string, query: string): boolean {
  const folded = foldText(haystack);
  return foldText(query)
    .split(/\s+/u)
    .filter((word) => word !== '')
    .every((word) => folded.includes(word));
}

/**
 * Control characters (Unicode Cc: C0, DEL and C1). PostgreSQL refuses NUL in text, and none has
 * a place in a name or an e-mail; a multi-line text keeps tab and line feed.
 */
const CONTROL = /\p{Cc}/u;
const CONTROL_BUT_TAB_AND_NEWLINE = /[^\P{Cc}\t\n]/u;

/** A one-line text (a name, an e-mail): no control character, tab and line breaks included. */
export const isOneLine = (value: string): boolean => !CONTROL.test(value);
/** A multi-line text (a comment): tab and line feed, no other control character. */
export const isMultiLine = (value: string): boolean => !CONTROL_BUT_TAB_AND_NEWLINE.test(value);

/** Longest exercise comment in a user routine. */
export const COMMENT_MAX = 500;
/** What the server takes as an exercise comment (the zod rule is `commentRule` in lib/validation). */
export const isValidComment = (value: string): boolean => isMultiLine(value) && value.length <= COMMENT_MAX;
