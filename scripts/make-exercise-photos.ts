import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import sharp, { type Sharp } from 'sharp';
import { PHOTO_DIR, PHOTO_HEIGHT, PHOTO_WIDTHS } from '../src/lib/exercise-photos';
import photos from '../server/db/seed/data/photos.json';

/**
 * Makes the exercise photos the app serves, from free-exercise-db's (public domain; 850×567 JPEG,
 * `images/<id>/0.jpg` start and `1.jpg` end position): `npx tsx scripts/make-exercise-photos.ts
 * [data dir]`, then commit src/app/public/exercise-photos. Run it again only when
 * server/db/seed/data/photos.json changes (scripts/match-exercise-photos.ts); the build does not.
 *
 * For each matched exercise (by our catalogue id) and position: `<id>/<position>-<width>.webp` in
 * each of PHOTO_WIDTHS (the thumbnail of cards and rows, the detail), 3:2 like the originals.
 * WebP quality 50 for the detail and 60 for the thumbnail keeps the whole set near 7 MB; old files
 * of exercises no longer matched are removed.
 *
 * About one source in twenty is not 3:2 (portrait 2:3, square, 16:9). Cut to 3:2 from its middle, a
 * portrait photo lost the lifter's head and feet; such a photo is fitted whole instead, over a
 * blurred, cover-cut copy of itself that fills the rest of the frame.
 */
const dataDir = path.resolve(process.argv[2] ?? '../shared/data/free-exercise-db');
const outDir = path.resolve('src/app/public', PHOTO_DIR.replace(/^\//, ''));
const mapping: Record<string, string> = photos;

/** Within this of 3:2, a source is cut to fill the frame (a few pixels lost at an edge). */
const CLOSE_TO_3_2 = 0.05;

/** `source` at width × height: cover-cut when it is about 3:2, else whole over its own blurred fill. */
async function framed(source: string, width: number, height: number): Promise<Sharp> {
  const { width: w = 1, height: h = 1 } = await sharp(source).metadata();
  const cover = sharp(source).resize(width, height, { fit: 'cover' });
  if (Math.abs(w / h / (width / height) - 1) <= CLOSE_TO_3_2) return cover;
  const whole = await sharp(source).resize(width, height, { fit: 'inside' }).toBuffer();
  const fill = await cover.blur(Math.max(2, width / 40)).toBuffer();
  return sharp(fill).composite([{ input: whole, gravity: 'centre' }]);
}

fs.rmSync(outDir, { recursive: true, force: true });
let bytes = 0;
let files = 0;
for (const [exerciseId, sourceId] of Object.entries(mapping)) {
  fs.mkdirSync(path.join(outDir, exerciseId), { recursive: true });
  for (const position of [0, 1]) {
    const source = path.join(dataDir, 'images', sourceId, `${position}.jpg`);
    for (const width of PHOTO_WIDTHS) {
      const file = path.join(outDir, exerciseId, `${position}-${width}.webp`);
      const info = await (
        await framed(source, width, PHOTO_HEIGHT[width])
      )
        .webp({ quality: width === Math.min(...PHOTO_WIDTHS) ? 60 : 50, effort: 6 })
        .toFile(file);
      bytes += info.size;
      files += 1;
    }
  }
}
console.log(`${files} files, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${path.relative('.', outDir)}`);
const ids = Object.keys(mapping)
  .map(Number)
  .sort((a, b) => a - b);
const idsFile = path.resolve('src/lib/exercise-photo-ids.json');
fs.writeFileSync(
  idsFile,
  await prettier.format(JSON.stringify(ids), { ...(await prettier.resolveConfig(idsFile)), filepath: idsFile }),
);
