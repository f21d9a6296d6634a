import fs from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) of `content` beside `file`, so the
 * server sends them as they are (@fastify/static `preCompressed`, server/plugins/static.ts)
 * instead of compressing on each request. Used by the Vite build (vite.config.ts) and the
 * prerender step (scripts/prerender.ts).
 */
export async function writeCompressedCopies(file: string, content: string | Buffer): Promise<void> {
  const [br, gzipped] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gz(content, { level: 9 }),
  ]);
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, gzipped);
}
