import fs from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** One story as QA reviews it: the images of one attempt and how its attempts went. */
export interface VisualChange {
  title: string;
  storyId: string;
  expected?: string;
  actual?: string;
  diff?: string;
  error: string;
  /** Attempts it took (1 = first try). */
  attempts: number;
  /** Time of all its attempts, in ms. */
  duration: number;
}

/** A docs page check (the visual spec's "Docs: …" tests): counted apart from the stories. */
export interface DocsCheck {
  title: string;
  passed: boolean;
  error: string;
}

/** What the run found, as the page and the console line tell it. */
export interface VisualSummary {
  /** Stories that differ from their reference on every attempt (or that broke). */
  changes: VisualChange[];
  /** Stories that failed an attempt and then passed: the shot of a failed attempt. */
  flaky: VisualChange[];
  /** Stories equal to their reference at the first attempt. */
  passed: number;
  /** Stories not run (skipped). */
  skipped: number;
  docs: DocsCheck[];
  /** The run's wall-clock time and each story's, in ms. */
  wallTime: number;
  slowest: { title: string; duration: number }[];
  /** Time of every story's attempts added up, in ms (the wall time is this over the workers). */
  storyTime: number;
}

const ACCEPT_COMMAND = 'npm run test:visual:update';
const DOCS_PREFIX = 'Docs: ';
/** The spec whose tests this page reports. */
const SHOTS_SPEC = 'stories.visual.spec.ts';
/** Slowest stories listed with the timings. */
const SLOWEST = 10;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Strips the terminal colours Playwright puts in its messages. */
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** "1 min 05 s", "12,3 s": how long something took. */
export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toLocaleString('es-ES', { maximumFractionDigits: 1 })} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

function figure(label: string, file: string | undefined, alt: string): string {
  if (!file) return `<figure><figcaption>${label}</figcaption><p class="none">—</p></figure>`;
  return `<figure><figcaption>${label}</figcaption><a href="${file}"><img src="${file}" alt="${escapeHtml(alt)}" loading="lazy"></a></figure>`;
}

/**
 * Reference and new shot one over the other: a slider uncovers the new one from the left, or
 * "Superponer" shows both at half opacity. Only when both images exist.
 */
function comparison(c: VisualChange): string {
  if (!c.expected || !c.actual) return '';
  return `<div class="compare" style="--pos: 50%">
    <img src="${c.expected}" alt="${escapeHtml(`Referencia de ${c.title}`)}" loading="lazy">
    <img class="top" src="${c.actual}" alt="${escapeHtml(`Nueva captura de ${c.title}`)}" loading="lazy">
  </div>
  <div class="controls">
    <label>Referencia ◀ ▶ nueva <input type="range" min="0" max="100" value="50" data-slider></label>
    <label><input type="checkbox" data-overlay> Superponer</label>
  </div>`;
}

const times = (c: VisualChange) => `${c.attempts} intento${c.attempts === 1 ? '' : 's'}, ${formatDuration(c.duration)}`;

function storySection(c: VisualChange, firstCaption: string): string {
  return `<section>
  <h3>${escapeHtml(c.title)}</h3>
  <p class="id">${escapeHtml(c.storyId)} · ${times(c)}</p>
  <div class="row">
    ${figure('Referencia', c.expected, `Referencia de ${c.title}`)}
    ${figure(firstCaption, c.actual, `${firstCaption} de ${c.title}`)}
    ${figure('Diferencia', c.diff, `Diferencia de ${c.title}`)}
  </div>
  ${comparison(c)}
  <details><summary>Mensaje</summary><pre>${escapeHtml(c.error)}</pre></details>
</section>`;
}

/** The headline: never "no change" while a story needed retries or a docs page failed. */
export function summaryLine(s: VisualSummary): string {
  const stories = s.changes.length + s.flaky.length + s.passed;
  const parts = [
    s.changes.length
      ? `${s.changes.length} historia(s) cambiada(s), ${s.passed} sin cambios.`
      : s.flaky.length
        ? `Sin cambios en el último intento, pero no del todo estable: ${s.passed} de ${stories} historias iguales a su referencia al primer intento.`
        : `Ningún cambio visual: ${s.passed} historias iguales a su referencia.`,
  ];
  if (s.flaky.length) parts.push(`${s.flaky.length} inestable(s): fallaron y pasaron al reintentar.`);
  if (s.skipped) parts.push(`${s.skipped} sin ejecutar.`);
  const docsFailed = s.docs.filter((d) => !d.passed).length;
  if (s.docs.length)
    parts.push(
      `Páginas de documentación (aparte): ${s.docs.length - docsFailed} de ${s.docs.length} correctas${docsFailed ? `, ${docsFailed} con error` : ''}.`,
    );
  return parts.join(' ');
}

/** The report's single page: changed and flaky stories with reference, new shot and diff, docs checks, timings. */
export function renderReport(s: VisualSummary): string {
  const changed = s.changes.map((c) => storySection(c, 'Nueva captura')).join('\n');
  const flaky = s.flaky.map((c) => storySection(c, 'Captura del intento fallido')).join('\n');
  const failedDocs = s.docs.filter((d) => !d.passed);
  const slowest = s.slowest.map((t) => `<li>${escapeHtml(t.title)}: ${formatDuration(t.duration)}</li>`).join('\n');
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Forja · cambios visuales</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
  h1 { margin-bottom: .25rem; }
  h2 { margin-top: 2rem; }
  code { background: #f3f3f3; padding: .1rem .3rem; border-radius: 4px; }
  section { border-top: 1px solid #ddd; padding: 1rem 0; }
  h3 { font-size: 1.1rem; margin: 0; }
  .id { color: #555; margin: .25rem 0 .75rem; font-family: monospace; }
  .row { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; }
  figure { margin: 0; }
  figcaption { font-weight: 600; margin-bottom: .25rem; }
  img { max-width: 100%; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  .compare { position: relative; display: inline-block; margin-top: 1rem; max-width: 100%; }
  .compare img { display: block; }
  .compare .top { position: absolute; top: 0; left: 0; clip-path: inset(0 0 0 var(--pos)); }
  .compare.overlay .top { clip-path: none; opacity: .5; }
  .controls { display: flex; gap: 1.5rem; align-items: center; margin: .5rem 0; }
  .none { color: #555; }
  pre { white-space: pre-wrap; font-size: .8rem; }
</style>
</head>
<body>
<h1>Cambios visuales de las historias</h1>
<p>${escapeHtml(summaryLine(s))}</p>
${s.changes.length ? `<p>Si los cambios son intencionados, acéptalos como nuevas referencias con <code>${ACCEPT_COMMAND}</code> y revisa <code>git diff --stat e2e/visual/__baselines__</code> antes de hacer commit.</p>` : ''}
${s.changes.length ? `<h2>Cambiadas (${s.changes.length})</h2>\n${changed}` : ''}
${s.flaky.length ? `<h2>Inestables (${s.flaky.length})</h2>\n<p>Fallaron en algún intento y pasaron al reintentar: una captura que depende del momento (algo a medio cargar, una animación, un diálogo que aún se cierra). Se muestra el intento fallido.</p>\n${flaky}` : ''}
${failedDocs.length ? `<h2>Páginas de documentación con error (${failedDocs.length})</h2>\n${failedDocs.map((d) => `<section><h3>${escapeHtml(d.title)}</h3><pre>${escapeHtml(d.error)}</pre></section>`).join('\n')}` : ''}
<h2>Tiempos</h2>
<p>Ejecución: ${formatDuration(s.wallTime)}; suma de las historias: ${formatDuration(s.storyTime)}.</p>
${slowest ? `<p>Las más lentas:</p>\n<ol>\n${slowest}\n</ol>` : ''}
<script>
  document.addEventListener('input', (event) => {
    const input = event.target;
    const compare = input.closest('.controls')?.previousElementSibling;
    if (!compare) return;
    if (input.matches('[data-slider]')) compare.style.setProperty('--pos', input.value + '%');
    if (input.matches('[data-overlay]')) compare.classList.toggle('overlay', input.checked);
  });
</script>
</body>
</html>
`;
}

const isPass = (r: TestResult) => r.status === 'passed';

/**
 * Playwright reporter for `npm run test:visual`: writes test-results/visual-report/index.html,
 * one page with each changed story's reference, new screenshot and diff (copied beside it, so the
 * folder can be opened or archived as it is), the stories that passed only on a retry, the docs
 * page checks apart, and how long the run and its slowest stories took.
 */
export default class VisualReport implements Reporter {
  private readonly attempts = new Map<string, { test: TestCase; results: TestResult[] }>();
  private readonly dir: string;
  private started = Date.now();

  constructor(options: { outputDir?: string } = {}) {
    this.dir = path.resolve(options.outputDir ?? 'test-results/visual-report');
  }

  onBegin(): void {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // Only the shots and docs checks: other specs of the suite (controls.spec.ts) speak in the console list.
    if (test.location && !test.location.file.endsWith(SHOTS_SPEC)) return;
    const entry = this.attempts.get(test.id) ?? { test, results: [] };
    entry.results.push(result);
    this.attempts.set(test.id, entry);
  }

  /** Copies an attempt's screenshots beside the page and describes the story. */
  private story(test: TestCase, results: TestResult[], shown: TestResult, n: number): VisualChange {
    // toHaveScreenshot names its attachments <story id>-expected/-actual/-diff.png.
    const shot = shown.attachments.find((a) => /-(actual|expected|diff)\.png$/.test(a.name));
    const storyId = shot ? shot.name.replace(/-(actual|expected|diff)\.png$/, '') : test.title;
    const copy = (suffix: string) => {
      const attachment = shown.attachments.find((a) => a.path && a.name.endsWith(`-${suffix}.png`));
      if (!attachment?.path || !fs.existsSync(attachment.path)) return undefined;
      const name = `${n}-${suffix}.png`;
      fs.copyFileSync(attachment.path, path.join(this.dir, name));
      return name;
    };
    return {
      title: test.title,
      storyId,
      expected: copy('expected'),
      actual: copy('actual'),
      diff: copy('diff'),
      error: plain(shown.errors.map((e) => e.message ?? '').join('\n')),
      attempts: results.length,
      duration: results.reduce((sum, r) => sum + (r.duration ?? 0), 0),
    };
  }

  /** Sorts the attempts into changed, flaky and passed stories and docs checks. */
  summarize(result: Pick<FullResult, 'duration'>): VisualSummary {
    const summary: VisualSummary = {
      changes: [],
      flaky: [],
      passed: 0,
      skipped: 0,
      docs: [],
      wallTime: result.duration ?? Date.now() - this.started,
      slowest: [],
      storyTime: 0,
    };
    const timed: { title: string; duration: number }[] = [];
    for (const { test, results } of this.attempts.values()) {
      const last = results[results.length - 1]!;
      if (test.title.startsWith(DOCS_PREFIX)) {
        summary.docs.push({
          title: test.title.slice(DOCS_PREFIX.length),
          passed: isPass(last),
          error: plain(last.errors.map((e) => e.message ?? '').join('\n')),
        });
        continue;
      }
      const duration = results.reduce((sum, r) => sum + (r.duration ?? 0), 0);
      summary.storyTime += duration;
      timed.push({ title: test.title, duration });
      const n = summary.changes.length + summary.flaky.length + 1;
      if (last.status === 'skipped') summary.skipped += 1;
      else if (!isPass(last)) summary.changes.push(this.story(test, results, last, n));
      else if (results.length > 1) {
        const failed = results.find((r) => !isPass(r)) ?? last;
        summary.flaky.push(this.story(test, results, failed, n));
      } else summary.passed += 1;
    }
    summary.slowest = timed.sort((a, b) => b.duration - a.duration).slice(0, SLOWEST);
    return summary;
  }

  onEnd(result: FullResult): void {
    // A run of the other specs alone (`playwright test … controls`) leaves the last report as it was.
    if (!this.attempts.size) return;
    fs.rmSync(this.dir, { recursive: true, force: true });
    fs.mkdirSync(this.dir, { recursive: true });
    const summary = this.summarize(result);
    fs.writeFileSync(path.join(this.dir, 'index.html'), renderReport(summary));
    const page = path.relative(process.cwd(), path.join(this.dir, 'index.html'));
    console.log(`Informe visual: ${page}. ${summaryLine(summary)} Tiempo: ${formatDuration(summary.wallTime)}.`);
    if (summary.flaky.length) console.log(`Inestables: ${summary.flaky.map((c) => c.title).join('; ')}`);
    if (summary.changes.length) console.log(`Para aceptar los cambios: ${ACCEPT_COMMAND}`);
  }
}
