import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_CODE, charactersByPackage, packageOf, transferByPackage, UNMAPPED } from './by-package';

/** `xx` then `AAAA` from react-dom, `BBBB` and the newline from our code, `CC` from Chakra. */
const CODE = 'xxAAAABBBB\nCC';
function sourceMap() {
  const map = new SourceMapGenerator({ file: 'index.js' });
  const at = (line: number, column: number, source: string) =>
    map.addMapping({ generated: { line, column }, original: { line: 1, column: 0 }, source });
  at(1, 2, '../../node_modules/react-dom/cjs/react-dom-client.production.js');
  at(1, 6, '../../src/app/main.tsx');
  at(2, 0, '../../node_modules/@chakra-ui/react/dist/esm/styled-system/css.js');
  return JSON.parse(map.toString());
}

describe('packageOf', () => {
  it('names the package, scoped or not, and our own code', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/x.js')).toBe('react-dom');
    expect(packageOf('../../node_modules/@emotion/cache/dist/x.js')).toBe('@emotion/cache');
    expect(packageOf('../../node_modules/a/node_modules/@b/c/x.js')).toBe('a');
    expect(packageOf('../../src/features/progress/x.tsx')).toBe(APP_CODE);
    expect(packageOf(null)).toBe(UNMAPPED);
  });
});

describe('charactersByPackage', () => {
  it('gives each package the characters from its mapping to the next', () => {
    expect(Object.fromEntries(charactersByPackage(CODE, sourceMap()))).toEqual({
      [UNMAPPED]: 2,
      'react-dom': 4,
      [APP_CODE]: 5,
      '@chakra-ui/react': 2,
    });
  });
});

describe('transferByPackage', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("shares each file's bytes on the wire in proportion, largest first", async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'by-package-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'assets/index.js'), CODE);
    await writeFile(path.join(dir, 'assets/index.js.map'), JSON.stringify(sourceMap()));
    await writeFile(path.join(dir, 'assets/nomap.js'), 'x');
    const shares = await transferByPackage(
      [
        { path: '/assets/index.js', bytes: 130 },
        { path: '/assets/nomap.js', bytes: 7 },
      ],
      dir,
    );
    expect(shares).toEqual([
      { pkg: APP_CODE, bytes: 50 },
      { pkg: 'react-dom', bytes: 40 },
      { pkg: UNMAPPED, bytes: 20 },
      { pkg: '@chakra-ui/react', bytes: 20 },
      { pkg: '/assets/nomap.js (no source map)', bytes: 7 },
    ]);
  });
});
