import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../vitest.config';
import { signIn } from './browser';

/** Chromium's CPU slowed this many times (CDP Emulation.setCPUThrottlingRate): a mid-range phone. */
export const CPU_SLOWDOWN = 4;
/** Event Timing reports only events at least this long (its minimum, ms). */
export const EVENT_THRESHOLD_MS = 16;

export interface SetTapSample {
  /** Per tap: the longest event of the interaction, input to the next paint (ms). */
  tapsMs: number[];
}

/** What the probe keeps in the page: every 'event' entry of a pointer or click. */
type ProbeGlobal = {
  __setTap: { name: string; duration: number; interactionId: number }[];
  /** The ✓ buttons of sets still to do. */
  __doneButtons(): number;
};

const DONE_NAME = /^Marcar la serie \d+ como hecha$/;

/**
 * Watches Event Timing: 'event' entries of 16 ms or more (buffered). An interaction's latency is
 * its longest event's duration: from the input to the next frame painted after its handlers.
 */
const PROBE = `
  window.__setTap = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) window.__setTap.push({ name: e.name, duration: e.duration, interactionId: e.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
  window.__doneButtons = () =>
    [...document.querySelectorAll('button[aria-label]')].filter((b) => ${DONE_NAME}.test(b.getAttribute('aria-label'))).length;
`;

/**
 * Opens the session at `url` signed in, on a 390 × 844 touch screen with the CPU slowed 4×, and
 * taps ✓ on the first `taps` sets to do, one after another: each tap's event-to-next-paint time.
 * A tap with no event entry was under the 16 ms threshold and counts as 16 ms.
 */
export async function setTapSample(url: string, token: string, taps = 3): Promise<SetTapSample> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await signIn(context, token);
    await context.addInitScript({ content: PROBE });
    const page = await context.newPage();
    await page.goto(url);
    const done = page.getByRole('button', { name: DONE_NAME });
    await done.first().waitFor({ timeout: 20_000 });
    // Settled first: the first visit's late chunks and the service worker are not the tap's.
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const tapsMs: number[] = [];
    for (let i = 0; i < taps; i++) {
      const before = await page.evaluate(() => (globalThis as unknown as ProbeGlobal).__setTap.length);
      const count = await done.count();
      await done.first().tap();
      // The row turns into a saved (or pending) set: the tap's work is done.
      await page.waitForFunction((n) => (globalThis as unknown as ProbeGlobal).__doneButtons() < n, count, {
        timeout: 10_000,
      });
      await page.waitForTimeout(1_000); // Event Timing reports after the next paint.
      const entries = await page.evaluate(
        (from) => (globalThis as unknown as ProbeGlobal).__setTap.slice(from),
        before,
      );
      tapsMs.push(Math.max(EVENT_THRESHOLD_MS, ...entries.map((e) => e.duration)));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { tapsMs };
  } finally {
    await browser.close();
  }
}
