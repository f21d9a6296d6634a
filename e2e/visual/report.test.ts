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
function attempt(status: TestResult['status'], shots: Record<string, string>, message = ''): TestResult {
  return {
    status,
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
    expect(html).not.toContain('UI/Button');
    for (const kind of ['expected', 'actual', 'diff']) {
      expect(html).toContain(`src="1-${kind}.png"`);
      expect(fs.readFileSync(path.join(out, `1-${kind}.png`), 'utf8')).toBe(kind);
    }
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
});
