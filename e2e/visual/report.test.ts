import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullResult, TestCase, TestResult } from '@playwright/test/reporter';
import { afterEach, describe, expect, it } from 'vitest';
import VisualReport from './report';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-report-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A finished attempt as Playwright reports it, with the screenshot files it attached. */
function attempt(
  status: TestResult['status'],
  shots: Record<string, string>,
  message = '',
  duration = 1000,
): TestResult {
  return {
    status,
    duration,
    attachments: Object.entries(shots).map(([name, file]) => ({ name, path: file, contentType: 'image/png' })),
    errors: message ? [{ message }] : [],
  } as unknown as TestResult;
}
const story = (id: string, title: string) => ({ id, title }) as TestCase;

describe('visual report', () => {
  it('puts each changed story on one page with baseline, new screenshot and diff, and the command to accept them', () => {
    const shots = tempDir();
    for (const kind of ['expected', 'actual', 'diff']) fs.writeFileSync(path.join(shots, `${kind}.png`), kind);
    const out = path.join(tempDir(), 'report');
    const reporter = new VisualReport({ outputDir: out });
    const changed = story('a', 'Pages/Routines / Default');
    const files = Object.fromEntries(
      ['expected', 'actual', 'diff'].map((k) => [`pages-routines--default-${k}.png`, path.join(shots, `${k}.png`)]),
    );
    // A first attempt that failed then a retry that failed too: the last one is reported.
    reporter.onTestEnd(changed, attempt('failed', {}, 'first'));
    reporter.onTestEnd(changed, attempt('failed', files, '\u001b[31m1200 pixels\u001b[39m are different <img>'));
    reporter.onTestEnd(story('b', 'UI/Button / Default'), attempt('passed', {}));
    reporter.onEnd({ status: 'failed' } as FullResult);

    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('1 historia(s) cambiada(s), 1 sin cambios.');
    expect(html).toContain('Pages/Routines / Default');
    expect(html).toContain('pages-routines--default');
    expect(html).toContain('npm run test:visual:update');
    expect(html).toContain('1200 pixels are different &lt;img&gt;');
    // A story that passed is not among the changes (only in the timings).
    expect(html).not.toContain('<h3>UI/Button');
    for (const kind of ['expected', 'actual', 'diff']) {
      expect(html).toContain(`src="1-${kind}.png"`);
      expect(fs.readFileSync(path.join(out, `1-${kind}.png`), 'utf8')).toBe(kind);
    }
  });

  it("leaves out the tests of the suite's other specs (the Controls panel checks)", () => {
    const out = path.join(tempDir(), 'report');
    const reporter = new VisualReport({ outputDir: out });
    const inSpec = (title: string, file: string) => ({ id: title, title, location: { file } }) as TestCase;
    reporter.onTestEnd(inSpec('UI/Button / Default', '/repo/e2e/visual/stories.visual.spec.ts'), attempt('passed', {}));
    reporter.onTestEnd(inSpec('Paginator: the page', '/repo/e2e/visual/controls.spec.ts'), attempt('failed', {}, 'x'));
    reporter.onEnd({ status: 'failed' } as FullResult);
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('Ningún cambio visual: 1 historias iguales a su referencia.');
    expect(html).not.toContain('Paginator');

    // Those specs run alone (`playwright test … controls`): the last report stays as it was.
    const alone = new VisualReport({ outputDir: out });
    alone.onTestEnd(inSpec('Paginator: the page', '/repo/e2e/visual/controls.spec.ts'), attempt('passed', {}));
    alone.onEnd({ status: 'passed' } as FullResult);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe(html);
  });

  it('says there is no change when every story matches, and shows a new story without a baseline', () => {
    const out = path.join(tempDir(), 'report');
    const reporter = new VisualReport({ outputDir: out });
    reporter.onTestEnd(story('b', 'UI/Button / Default'), attempt('passed', {}));
    reporter.onEnd({ status: 'passed' } as FullResult);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(
      'Ningún cambio visual: 1 historias iguales a su referencia.',
    );

    const shots = tempDir();
    fs.writeFileSync(path.join(shots, 'actual.png'), 'new');
    const again = new VisualReport({ outputDir: out });
    again.onTestEnd(
      story('c', 'Pages/Import / Default'),
      attempt(
        'failed',
        { 'pages-import--default-actual.png': path.join(shots, 'actual.png') },
        "A snapshot doesn't exist",
      ),
    );
    again.onEnd({ status: 'failed' } as FullResult);
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toContain('src="1-actual.png"');
    expect(html).not.toContain('1-expected.png');
    expect(html).not.toContain('Ningún cambio');
  });

  it('lists the stories that passed only on a retry, never saying "no change" for them, and counts docs pages apart', () => {
    const shots = tempDir();
    for (const kind of ['expected', 'actual', 'diff']) fs.writeFileSync(path.join(shots, `${kind}.png`), kind);
    const files = Object.fromEntries(
      ['expected', 'actual', 'diff'].map((k) => [`flows-account--registers-${k}.png`, path.join(shots, `${k}.png`)]),
    );
    const out = path.join(tempDir(), 'report');
    const reporter = new VisualReport({ outputDir: out });
    const flaky = story('f', 'Flows/Account / Registers');
    reporter.onTestEnd(flaky, attempt('failed', files, '300 pixels are different', 20_000));
    reporter.onTestEnd(flaky, attempt('passed', {}, '', 15_000));
    reporter.onTestEnd(story('b', 'UI/Button / Default'), attempt('passed', {}, '', 500));
    reporter.onTestEnd(story('d', 'Docs: Introducción / Docs'), attempt('passed', {}));
    reporter.onTestEnd(story('e', 'Docs: Tokens / Docs'), attempt('failed', {}, 'no h1'));
    reporter.onEnd({ status: 'failed', duration: 125_000 } as FullResult);

    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).not.toContain('Ningún cambio');
    expect(html).toContain('1 de 2 historias iguales a su referencia al primer intento');
    expect(html).toContain('1 inestable(s): fallaron y pasaron al reintentar.');
    expect(html).toContain('Inestables (1)');
    expect(html).toContain('Flows/Account / Registers');
    expect(html).toContain('2 intentos, 35 s');
    // The failed attempt's shots, with the slider over reference and new shot.
    expect(html).toContain('src="1-actual.png"');
    expect(html).toContain('data-slider');
    expect(html).toContain('Páginas de documentación (aparte): 1 de 2 correctas, 1 con error.');
    expect(html).toContain('Tokens / Docs');
    expect(html).toContain('Ejecución: 2 min 05 s; suma de las historias: 35,5 s.');
    // Slowest first.
    expect(html.indexOf('<li>Flows/Account / Registers')).toBeLessThan(html.indexOf('<li>UI/Button / Default'));
  });
});
