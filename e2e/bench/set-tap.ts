import { expect } from '@playwright/test';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright';
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

/** What the probe keeps in the page: every 'event' entry of an interaction. */
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
 * A fresh browser on the session at `url`, signed in, on a 390 × 844 touch screen with the probe,
 * once `ready` (a locator) shows and the first visit has settled (its late chunks and the service
 * worker are not the taps'); closed after `fn`.
 */
async function onSessionPage<T>(
  url: string,
  token: string,
  ready: (page: Page) => Locator,
  fn: (page: Page, context: BrowserContext) => Promise<T>,
): Promise<T> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await signIn(context, token);
    await context.addInitScript({ content: PROBE });
    const page = await context.newPage();
    await page.goto(url);
    await ready(page).first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    return await fn(page, context);
  } finally {
    await browser.close();
  }
}

/** The longest event of the interactions reported since entry `from`: one tap's latency (16 ms at least). */
async function latencySince(page: Page, from: number): Promise<number> {
  await page.waitForTimeout(1_000); // Event Timing reports after the next paint.
  const entries = await page.evaluate((n) => (globalThis as unknown as ProbeGlobal).__setTap.slice(n), from);
  return Math.max(EVENT_THRESHOLD_MS, ...entries.map((e) => e.duration));
}

/**
 * Opens the session at `url` signed in, on a 390 × 844 touch screen with the CPU slowed 4×, and
 * taps ✓ on the first `taps` sets to do, one after another: each tap's event-to-next-paint time.
 * A tap with no event entry was under the 16 ms threshold and counts as 16 ms.
 */
export async function setTapSample(url: string, token: string, taps = 3): Promise<SetTapSample> {
  const doneButtons = (page: Page) => page.getByRole('button', { name: DONE_NAME });
  return onSessionPage(url, token, doneButtons, async (page, context) => {
    const done = doneButtons(page);
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
      tapsMs.push(await latencySince(page, before));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { tapsMs };
  });
}

/**
 * Opens the session at `url` signed in (390 × 844, touch), opens the plate calculator of the first
 * set and its "Tu barra y tus discos", then, with the CPU slowed 4×, ticks or unticks `taps` plate
 * checkboxes one after another (the result below is worked out again each time): each tap's
 * event-to-next-paint time.
 */
export async function plateCheckSample(url: string, token: string, taps = 3): Promise<SetTapSample> {
  const calculators = (page: Page) => page.getByRole('button', { name: /^Calculadora de discos, serie \d+$/ });
  return onSessionPage(url, token, calculators, async (page, context) => {
    await calculators(page).first().tap();
    const dialog = page.getByRole('dialog', { name: 'Calculadora de discos' });
    await dialog.getByRole('button', { name: 'Tu barra y tus discos' }).tap();
    const plates = dialog.getByRole('checkbox');
    await plates.first().waitFor();
    await page.waitForTimeout(1_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const tapsMs: number[] = [];
    for (let i = 0; i < taps; i++) {
      const before = await page.evaluate(() => (globalThis as unknown as ProbeGlobal).__setTap.length);
      const plate = plates.nth(i);
      const was = await plate.isChecked();
      await plate.locator('..').tap(); // Its label: the input itself is hidden under the drawn box.
      await expect(plate).toBeChecked({ checked: !was, timeout: 10_000 });
      tapsMs.push(await latencySince(page, before));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { tapsMs };
  });
}
