/**
 * Where a visit's JavaScript goes, by package: each file's bytes on the wire
 * are shared out over the packages its source map names, in proportion to the characters of the
 * built file that each package's sources produced. Compression is not even across a file, so
 * these are estimates; the file totals are exact. The build writes the maps beside the files
 * (vite.config.ts `sourcemap: true`).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/**
 * What the report calls Forja's own code (anything under src/), and code no source claims (in
 * this build: the Spanish texts, imported as JSON; Vite's list of lazy chunks; code a build
 * plugin rewrote).
 */
export const APP_CODE = 'Forja (src/)';
export const UNMAPPED = '(no source in the map: texts, lazy chunk list, plugin-rewritten code)';

/** The npm package a source path belongs to (`@scope/name` or `name`), or Forja's own code. */
export function packageOf(source: string | null | undefined): string {
  if (!source) return UNMAPPED;
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source.replaceAll('\\', '/'));
  return match ? match[1]! : APP_CODE;
}

/**
 * Characters of `code` each package produced: from each mapping to the next one, the characters
 * belong to the mapping's source (the file's first characters, before any mapping, to none).
 */
export function charactersByPackage(code: string, map: RawSourceMap): Map<string, number> {
  const lineStarts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const marks: { at: number; pkg: string }[] = [{ at: 0, pkg: UNMAPPED }];
  new SourceMapConsumer(map).eachMapping((m) => {
    const start = lineStarts[m.generatedLine - 1];
    if (start !== undefined) marks.push({ at: start + m.generatedColumn, pkg: packageOf(m.source) });
  });
  marks.sort((a, b) => a.at - b.at);
  const out = new Map<string, number>();
  marks.forEach((mark, i) => {
    const end = Math.min(marks[i + 1]?.at ?? code.length, code.length);
    if (end > mark.at) out.set(mark.pkg, (out.get(mark.pkg) ?? 0) + end - mark.at);
  });
  return out;
}

export interface PackageShare {
  pkg: string;
  /** Bytes on the wire attributed to the package over every file of the visit. */
  bytes: number;
}

/**
 * A visit's transferred bytes by package, largest first. `files` are paths on the server
 * (`/assets/x.js`) with their bytes on the wire; each is read with its map from `webRoot`. A file
 * without a map counts whole under its own name.
 */
export async function transferByPackage(
  files: readonly { path: string; bytes: number }[],
  webRoot: string,
): Promise<PackageShare[]> {
  const totals = new Map<string, number>();
  const add = (pkg: string, bytes: number) => totals.set(pkg, (totals.get(pkg) ?? 0) + bytes);
  for (const file of files) {
    const local = path.join(webRoot, file.path.replace(/^\/+/, ''));
    let code: string;
    let map: RawSourceMap;
    try {
      code = await readFile(local, 'utf8');
      map = JSON.parse(await readFile(`${local}.map`, 'utf8')) as RawSourceMap;
    } catch {
      add(`${file.path} (no source map)`, file.bytes);
      continue;
    }
    const chars = charactersByPackage(code, map);
    const total = [...chars.values()].reduce((a, b) => a + b, 0);
    for (const [pkg, n] of chars) add(pkg, (file.bytes * n) / total);
  }
  return [...totals].map(([pkg, bytes]) => ({ pkg, bytes })).sort((a, b) => b.bytes - a.bytes);
}
