/**
 * Numbers as people in Spain type them: "82,5" (decimal comma) and "82.5" (point) are the same.
 * Every input that takes a decimal number reads it through here (registration, profile), or keeps
 * the same rule (set rows and plate calculator: `toNumber` in src/features/workouts/set-form.ts).
 */

/** Digits with an optional decimal part after one comma or one point. */
export const DECIMAL_PATTERN = /^\d+([.,]\d+)?$/;

/** The number typed, or null for an empty or non-numeric text ("82,5" → 82.5; "8,2,5" → null). */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!DECIMAL_PATTERN.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

/** A number as a Spanish reader writes it in an input: a comma before the decimals (82.5 → "82,5"). */
export function decimalText(value: number): string {
  return String(value).replace('.', ',');
}
