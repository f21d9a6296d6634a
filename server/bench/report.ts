/** The table the benches print and write into docs/BENCH-RESULTS.md (run.ts, scale.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';

export const DOC = path.resolve('docs/BENCH-RESULTS.md');

export interface Row {
  what: string;
  target: string;
  result: string;
  /** true = meets its budget, false = misses, null = not measured / not available / no budget. */
  ok: boolean | null;
}

export const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

/** Load average (1 / 5 / 15 min). */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

export function table(rows: Row[]): string {
  const mark = (ok: boolean | null) => (ok === null ? '' : ok ? 'yes' : '**NO**');
  const lines = ['| Measure | Budget | Result | Met |', '| --- | --- | --- | --- |'];
  for (const r of rows) lines.push(`| ${r.what} | ${r.target} | ${r.result} | ${mark(r.ok)} |`);
  return lines.join('\n');
}

/** Prettier leaves what lies between these as it is: the generated tables stay unpadded. */
const IGNORE_START = '<!-- prettier-ignore-start -->';
const IGNORE_END = '<!-- prettier-ignore-end -->';

/**
 * Replaces what lies between `start` and `end` in docs/BENCH-RESULTS.md with `generated` (the
 * markers are added at the end of the file when missing; `intro` starts a file that does not
 * exist), formatted as `npm run lint` expects (prettier --check). The generated part is kept out
 * of prettier's reach: padded to their widest cell, its tables were most of the file's bytes.
 */
export async function writeBetweenMarkers(start: string, end: string, generated: string, intro = '') {
  const current = fs.existsSync(DOC) ? fs.readFileSync(DOC, 'utf8') : intro;
  const has = current.includes(start) && current.includes(end);
  const before = has ? current.slice(0, current.indexOf(start)) : `${current.trimEnd()}\n\n`;
  const after = has ? current.slice(current.indexOf(end) + end.length) : '\n';
  fs.mkdirSync(path.dirname(DOC), { recursive: true });
  const text = `${before}${start}\n${IGNORE_START}\n\n${generated}\n\n${IGNORE_END}\n${end}${after}`;
  const options = (await prettier.resolveConfig(DOC)) ?? {};
  fs.writeFileSync(DOC, await prettier.format(text, { ...options, filepath: DOC }));
}
