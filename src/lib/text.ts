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
