/** Lower-case text without accents or diacritics: "Bíceps" and "biceps" compare equal. */
export function foldText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Case- and accent-insensitive substring match. */
export function includesFolded(haystack: string, needle: string): boolean {
  return foldText(haystack).includes(foldText(needle.trim()));
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
