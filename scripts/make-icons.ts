import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Makes the web app's icons (the manifest's and Apple's touch icon) from the favicon, the one
 * drawing of the logo: `npx tsx scripts/make-icons.ts`, then commit src/app/public/icons/*.png.
 * Run it again only when favicon.svg changes; the build does not (sharp is a native module).
 *
 * - `icon-192.png`, `icon-512.png` (purpose "any"): the favicon as it is, rounded corners included.
 * - `maskable-512.png` (purpose "maskable"): the brand colour to the edges and the "F" inside the
 *   central 80 % circle every launcher mask keeps (https://w3c.github.io/manifest/#icon-masks).
 * - `apple-touch-icon.png` (180 px): iOS rounds the corners itself and shows no transparency.
 */
const publicDir = path.resolve('src/app/public');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const BRAND = '#F05A19';

/** The favicon without its rounded corners: the brand colour fills the whole square. */
const fullBleed = favicon.replace(/<rect [^>]*\/>/, `<rect width="32" height="32" fill="${BRAND}"/>`);
if (fullBleed === favicon) throw new Error('favicon.svg has no background <rect>: review scripts/make-icons.ts');

/** The full-bleed drawing with its content scaled to `scale` around the centre. */
function scaled(scale: number): string {
  const offset = (32 * (1 - scale)) / 2;
  return fullBleed.replace(/(<path [^>]*\/>)/, `<g transform="translate(${offset} ${offset}) scale(${scale})">$1</g>`);
}

async function png(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, 'icons', file));
  console.log(`src/app/public/icons/${file}: ${size}×${size}`);
}

fs.mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
await png(favicon, 192, 'icon-192.png');
await png(favicon, 512, 'icon-512.png');
// The "F" spans 10..23 × 8..25 of 32: at 0.8 it stays well inside the 80 % safe circle.
await png(scaled(0.8), 512, 'maskable-512.png');
await png(fullBleed, 180, 'apple-touch-icon.png');
