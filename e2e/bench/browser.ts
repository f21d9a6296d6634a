import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext, type Page } from 'playwright';
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

const storeTokenScript = (token: string) => `localStorage.setItem('token', ${JSON.stringify(token)});`;

/**
 * Signs `context` in as the holder of `token`: the app reads its session token from localStorage
 * `token` (docs/PRODUCT.md §3), and this puts it there before any script of any page runs.
 */
export async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript({ content: storeTokenScript(token) });
}

/**
 * Writes `token` into localStorage `token` of `origin` in the Chromium on `port` (Playwright over
 * CDP), from `/api/health`: a JSON answer, so no script, style or font of the app is cached
 * before the audited load.
 */
async function storeToken(port: number, origin: string, token: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/api/health`);
    await page.evaluate(storeTokenScript(token));
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's default (mobile) preset on `url`, in a fresh headless Chromium. With `token`, the
 * visitor is signed in: the token is stored first and Lighthouse keeps storage
 * (`disableStorageReset`), so the audited load is a returning user's first visit with an empty
 * cache.
 */
export async function lighthouseRun(url: string, token?: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_FLAGS });
  try {
    if (token) await storeToken(chrome.port, new URL(url).origin, token);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: token !== undefined,
    });
    if (token && new URL(result?.lhr.finalDisplayedUrl ?? url).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse ended on ${result?.lhr.finalDisplayedUrl}, not ${url}: was the token kept?`);
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

type Transfer = { path: string; bytes: number };

export interface TransferFigures {
  /** Bytes on the wire (compressed bodies) of every script the page loaded. */
  jsTransferred: number;
  scripts: number;
  /** Each script: its path on the server and its bytes on the wire. */
  files: Transfer[];
  /**
   * Signed in only: what the service worker downloaded (its precache) once it was ready, every
   * file of any type; null when no worker was ready within 20 s of the page's network idle.
   */
  worker: Transfer[] | null;
}

const sum = (files: Transfer[]) => files.reduce((a, f) => a + f.bytes, 0);

/** Waits (up to 20 s) for the page's service worker to be installed and active, then for quiet. */
async function workerReady(page: Page): Promise<boolean> {
  const ready = await page.evaluate(
    `Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), 20000))])`,
  );
  await page.waitForLoadState('networkidle');
  return ready === true;
}

/**
 * Loads `url` in a fresh Chromium context, until the network is idle (500 ms without a request),
 * and sums the JS the page actually downloads. With `token`, signed in (signIn): the visit must
 * then stay on `url`'s path (a redirect to /login means the token was not taken), and the service
 * worker's own downloads, which the signed-in app starts after its first paint, are listed apart.
 */
export async function transferredJs(url: string, token?: string): Promise<TransferFigures> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    if (token) await signIn(context, token);
    const page = await context.newPage();
    const scripts: Promise<Transfer>[] = [];
    const worker: Promise<Transfer>[] = [];
    context.on('requestfinished', (req) => {
      const transfer = req.sizes().then((s) => ({
        path: new URL(req.url()).pathname,
        bytes: Math.max(0, s.responseBodySize),
      }));
      if (req.serviceWorker()) worker.push(transfer);
      else if (req.resourceType() === 'script') scripts.push(transfer);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (token && new URL(page.url()).pathname !== new URL(url).pathname)
      throw new Error(`The signed-in visit to ${url} ended on ${page.url()}`);
    const files = await Promise.all(scripts);
    const workerFiles = token && (await workerReady(page)) ? await Promise.all(worker) : null;
    return { jsTransferred: sum(files), scripts: files.length, files, worker: workerFiles };
  } finally {
    await browser.close();
  }
}
