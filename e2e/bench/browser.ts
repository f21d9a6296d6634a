import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../vitest.config';

/** Flags for Lighthouse's own Chromium: headless, and kept off the network. */
const LIGHTHOUSE_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Ids of the audits below a full score outside performance (what to fix). */
  failing: string[];
  /** Lighthouse's runtime error (its code), when the run could not measure the page. */
  error?: string;
}

/** Lighthouse's default (mobile) preset on `url`, in a fresh headless Chromium. */
export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failing = ['accessibility', 'best-practices', 'seo'].flatMap((cat) =>
      (categories[cat]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      failing,
      error: result.lhr.runtimeError?.code,
    };
  } finally {
    chrome.kill();
  }
}

export interface TransferFigures {
  /** Bytes on the wire (compressed bodies) of every script the page loaded. */
  jsTransferred: number;
  scripts: number;
}

/** Loads `url` in a fresh Chromium context and sums the JS it actually downloads. */
export async function transferredJs(url: string): Promise<TransferFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (req) => {
      if (req.resourceType() === 'script') sizes.push(req.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(sizes);
    return { jsTransferred: all.reduce((a, b) => a + b, 0), scripts: all.length };
  } finally {
    await browser.close();
  }
}
