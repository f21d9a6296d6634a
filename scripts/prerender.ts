import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Build step after `vite build` and `vite build --ssr`: renders the public screens with the
 * server entry (dist/prerender/prerender.js, from src/app/prerender.tsx) into copies of
 * dist/web/index.html, written to dist/web/prerendered/<path>.html with their .br and .gz (the
 * server sends those for the exact paths; server/plugins/static.ts).
 */
interface PrerenderedPage {
  path: string;
  file: string;
  html: string;
  styles: string;
}

const webDir = path.resolve(process.argv[2] ?? 'dist/web');
const entry = path.resolve(process.argv[3] ?? 'dist/prerender/prerender.js');
const outDir = path.join(webDir, 'prerendered');
const template = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT) || !template.includes('</head>')) throw new Error(`Unexpected ${webDir}/index.html`);

const { prerenderAll } = (await import(pathToFileURL(entry).href)) as {
  prerenderAll: () => Promise<PrerenderedPage[]>;
};
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });
for (const page of await prerenderAll()) {
  const html = template.replace('</head>', `${page.styles}</head>`).replace(ROOT, `<div id="root">${page.html}</div>`);
  const file = path.join(outDir, page.file);
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  console.log(`prerendered ${page.path}: ${(html.length / 1024).toFixed(1)} KB`);
}
