import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** One changed story as QA reviews it: the images of its last attempt. */
export interface VisualChange {
  title: string;
  storyId: string;
  expected?: string;
  actual?: string;
  diff?: string;
  error: string;
}

const ACCEPT_COMMAND = 'npm run test:visual:update';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Strips the terminal colours Playwright puts in its messages. */
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

function figure(label: string, file: string | undefined, alt: string): string {
  if (!file) return `<figure><figcaption>${label}</figcaption><p class="none">—</p></figure>`;
  return `<figure><figcaption>${label}</figcaption><a href="${file}"><img src="${file}" alt="${escapeHtml(alt)}" loading="lazy"></a></figure>`;
}

/** The report's single page: every changed story with baseline, new screenshot and diff side by side. */
export function renderReport(changes: VisualChange[], passed: number): string {
  const items = changes
    .map(
      (c) => `<section>
  <h2>${escapeHtml(c.title)}</h2>
  <p class="id">${escapeHtml(c.storyId)}</p>
  <div class="row">
    ${figure('Referencia', c.expected, `Referencia de ${c.title}`)}
    ${figure('Nueva captura', c.actual, `Nueva captura de ${c.title}`)}
    ${figure('Diferencia', c.diff, `Diferencia de ${c.title}`)}
  </div>
  <details><summary>Mensaje</summary><pre>${escapeHtml(c.error)}</pre></details>
</section>`,
    )
    .join('\n');
  const summary = changes.length
    ? `${changes.length} historia(s) cambiada(s), ${passed} sin cambios.`
    : `Ningún cambio visual: ${passed} historias iguales a su referencia.`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Forja · cambios visuales</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
  h1 { margin-bottom: .25rem; }
  code { background: #f3f3f3; padding: .1rem .3rem; border-radius: 4px; }
  section { border-top: 1px solid #ddd; padding: 1rem 0; }
  h2 { font-size: 1.1rem; margin: 0; }
  .id { color: #555; margin: .25rem 0 .75rem; font-family: monospace; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; }
  figure { margin: 0; }
  figcaption { font-weight: 600; margin-bottom: .25rem; }
  img { max-width: 100%; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .none { color: #555; }
  pre { white-space: pre-wrap; font-size: .8rem; }
</style>
</head>
<body>
<h1>Cambios visuales de las historias</h1>
<p>${summary}</p>
${changes.length ? `<p>Si los cambios son intencionados, acéptalos como nuevas referencias con <code>${ACCEPT_COMMAND}</code> y revisa <code>git diff --stat e2e/visual/__baselines__</code> antes de hacer commit.</p>` : ''}
${items}
</body>
</html>
`;
}

/**
 * Playwright reporter for `npm run test:visual`: writes test-results/visual-report/index.html,
 * one page with each changed story's baseline, new screenshot and diff (copied beside it, so the
 * folder can be opened or archived as it is).
 */
export default class VisualReport implements Reporter {
  private readonly last = new Map<string, { test: TestCase; result: TestResult }>();
  private readonly dir: string;

  constructor(options: { outputDir?: string } = {}) {
    this.dir = path.resolve(options.outputDir ?? 'test-results/visual-report');
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.last.set(test.id, { test, result });
  }

  onEnd(_result: FullResult): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
    fs.mkdirSync(this.dir, { recursive: true });
    const changes: VisualChange[] = [];
    let passed = 0;
    for (const { test, result } of this.last.values()) {
      if (result.status === 'passed' || result.status === 'skipped') {
        passed += 1;
        continue;
      }
      // toHaveScreenshot names its attachments <story id>-expected/-actual/-diff.png.
      const shot = result.attachments.find((a) => /-(actual|expected|diff)\.png$/.test(a.name));
      const storyId = shot ? shot.name.replace(/-(actual|expected|diff)\.png$/, '') : test.title;
      const copy = (suffix: string) => {
        const attachment = result.attachments.find((a) => a.path && a.name.endsWith(`-${suffix}.png`));
        if (!attachment?.path || !fs.existsSync(attachment.path)) return undefined;
        const name = `${changes.length + 1}-${suffix}.png`;
        fs.copyFileSync(attachment.path, path.join(this.dir, name));
        return name;
      };
      changes.push({
        title: test.title,
        storyId,
        expected: copy('expected'),
        actual: copy('actual'),
        diff: copy('diff'),
        error: plain(result.errors.map((e) => e.message ?? '').join('\n')),
      });
    }
    fs.writeFileSync(path.join(this.dir, 'index.html'), renderReport(changes, passed));
    console.log(
      changes.length
        ? `Informe visual: ${path.relative(process.cwd(), path.join(this.dir, 'index.html'))} (${changes.length} cambio(s)); para aceptarlos: ${ACCEPT_COMMAND}`
        : `Informe visual: sin cambios (${passed} historias)`,
    );
  }
}
