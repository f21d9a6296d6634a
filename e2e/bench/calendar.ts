import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../vitest.config';
import { signIn } from './browser';

/** A seeded routine as the calendar shows it: its title and its dates (yyyy-mm-dd, inclusive). */
export interface RoutineRange {
  title: string;
  start: string;
  end: string;
}

/** Long tasks (main-thread tasks over 50 ms, PerformanceObserver 'longtask') in one phase. */
export interface LongTasks {
  count: number;
  maxMs: number;
  totalMs: number;
}

export interface DragSample {
  title: string;
  from: string;
  to: string;
  /** From the drop (mouseup) to the end of the PATCH response. */
  patchMs: number;
  /** From the drop to the end of the reloaded routine list. */
  reloadMs: number;
  /** From the drop to the frame where every occurrence of the routine is on its new weekday. */
  rebuiltMs: number;
  /** While the pointer carries the event (mousedown to mouseup). */
  moveLongTasks: LongTasks;
  /** Longest gap between two animation frames while the pointer carries the event. */
  moveMaxFrameMs: number;
  /** From the drop to the rebuilt events on screen. */
  dropLongTasks: LongTasks;
}

export interface CalendarSample {
  /** Page clock: navigation start to the frame that paints the first routine event. */
  firstEventMs: number;
  /** Routine events in the month grid once the page has settled. */
  eventsShown: number;
  /** Long tasks from navigation start to that first event. */
  loadLongTasks: LongTasks;
  /** null when no event could be dragged to a neighbouring day inside its routine's dates. */
  drag: DragSample | null;
}

/** What `calendar-probe.js` keeps in the page as `(globalThis as unknown as PageGlobal).__calendarBench`. */
interface Probe {
  longTasks: { start: number; duration: number }[];
  frames: number[];
  mouse: { type: string; t: number }[];
  firstEvent: number | null;
  rebuilt: number | null;
  shown: () => { title: string; date: string }[];
  cells: () => string[];
  watchRebuild: (want: { title: string; mustHave: string[]; mustNot: string[] }) => void;
  resources: () => { name: string; start: number; end: number }[];
}

/** The page's global object, seen from code passed to page.evaluate (no DOM types here). */
type PageGlobal = { __calendarBench: Probe };

const PROBE_SOURCE = fs.readFileSync(fileURLToPath(new URL('./calendar-probe.js', import.meta.url)), 'utf8');

const DAY_MS = 86_400_000;
const shiftIso = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const weekday = (iso: string) => new Date(`${iso}T00:00:00Z`).getUTCDay();

function longTasksBetween(probe: Pick<Probe, 'longTasks'>, from: number, to: number): LongTasks {
  const tasks = probe.longTasks.filter((t) => t.start >= from && t.start < to);
  return {
    count: tasks.length,
    maxMs: Math.max(0, ...tasks.map((t) => t.duration)),
    totalMs: tasks.reduce((sum, t) => sum + t.duration, 0),
  };
}

/**
 * Picks an event whose next day is on screen and inside its routine's dates, with at least one
 * more occurrence on screen (so the rebuild of every event is visible), and the dates where the
 * routine must and must not appear once it has moved to the next day's weekday.
 */
function pickDrag(shown: { title: string; date: string }[], cells: string[], ranges: Map<string, RoutineRange>) {
  const onScreen = new Set(cells);
  for (const { title, date } of shown) {
    const range = ranges.get(title);
    const to = shiftIso(date, 1);
    if (!range || !onScreen.has(to) || to > range.end) continue;
    const inRange = cells.filter((d) => d >= range.start && d <= range.end);
    const mustNot = inRange.filter((d) => weekday(d) === weekday(date));
    const mustHave = inRange.filter((d) => weekday(d) === weekday(to));
    if (mustNot.length < 2) continue;
    return { title, from: date, to, mustHave, mustNot };
  }
  return null;
}

async function dragSample(page: Page, ranges: Map<string, RoutineRange>): Promise<DragSample | null> {
  const { shown, cells } = await page.evaluate(() => ({
    shown: (globalThis as unknown as PageGlobal).__calendarBench.shown(),
    cells: (globalThis as unknown as PageGlobal).__calendarBench.cells(),
  }));
  const plan = pickDrag(shown, cells, ranges);
  if (!plan) return null;
  const source = page
    .locator(`[role="cell"][data-date="${plan.from}"] [role="button"]`)
    .filter({ has: page.getByText(plan.title, { exact: true }) })
    .first();
  const from = (await source.boundingBox())!;
  const to = (await page.locator(`[role="cell"][data-date="${plan.to}"]`).boundingBox())!;
  await page.evaluate((want) => (globalThis as unknown as PageGlobal).__calendarBench.watchRebuild(want), {
    title: plan.title,
    mustHave: plan.mustHave,
    mustNot: plan.mustNot,
  });
  // Pointer at the middle of the event, then 20 moves to the middle of the next day, as a hand would.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
  await page.waitForFunction(() => (globalThis as unknown as PageGlobal).__calendarBench.rebuilt !== null, undefined, {
    timeout: 20_000,
  });
  // The drop is optimistic: the events move before the PATCH and the list reload finish. Wait
  // (up to 5 s) for the reload to be in the resource timeline, so its time can be reported.
  await page
    .waitForFunction(
      () => {
        const p = (globalThis as unknown as PageGlobal).__calendarBench;
        const up = p.mouse.find((m) => m.type === 'mouseup')?.t ?? Infinity;
        return p.resources().some((r) => r.start >= up && /\/api\/user-routines\?/.test(r.name));
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const probe = await page.evaluate(() => {
    const p = (globalThis as unknown as PageGlobal).__calendarBench;
    return { longTasks: p.longTasks, frames: p.frames, mouse: p.mouse, rebuilt: p.rebuilt!, resources: p.resources() };
  });
  const down = probe.mouse.find((m) => m.type === 'mousedown')!.t;
  const up = probe.mouse.find((m) => m.type === 'mouseup')!.t;
  const after = (test: RegExp) => probe.resources.find((r) => r.start >= up && test.test(r.name));
  const patch = after(/\/api\/user-routines\/\d+$/);
  const reload = after(/\/api\/user-routines\?/);
  const moving = probe.frames.filter((t) => t >= down && t <= up);
  return {
    title: plan.title,
    from: plan.from,
    to: plan.to,
    patchMs: patch ? patch.end - up : Number.NaN,
    reloadMs: reload ? reload.end - up : Number.NaN,
    rebuiltMs: probe.rebuilt - up,
    moveLongTasks: longTasksBetween(probe, down, up),
    moveMaxFrameMs: Math.max(0, ...moving.slice(1).map((t, i) => t - moving[i]!)),
    dropLongTasks: longTasksBetween(probe, up, probe.rebuilt),
  };
}

/**
 * One cold visit to `/dashboard/calendar` (fresh browser, empty cache) signed in with `token`,
 * then one drag of an event to the next day. `ranges` are the seeded routines, whose titles all
 * start with `prefix`. null when the calendar screen is not built (no routine event on the page
 * within 20 s).
 */
export async function calendarSample(
  base: string,
  token: string,
  ranges: RoutineRange[],
  prefix: string,
): Promise<CalendarSample | null> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
      viewport: { width: 1280, height: 1000 },
    });
    await signIn(context, token);
    await context.addInitScript({
      content: `${PROBE_SOURCE}\ninstallCalendarProbe(${JSON.stringify(prefix)});`,
    });
    const page = await context.newPage();
    await page.goto(`${base}/dashboard/calendar`);
    const painted = await page
      .waitForFunction(() => (globalThis as unknown as PageGlobal).__calendarBench.firstEvent !== null, undefined, {
        timeout: 20_000,
      })
      .then(() => true)
      .catch(() => false);
    if (!painted) return null;
    await page.waitForLoadState('networkidle');
    const { firstEvent, longTasks, eventsShown } = await page.evaluate(() => ({
      firstEvent: (globalThis as unknown as PageGlobal).__calendarBench.firstEvent!,
      longTasks: (globalThis as unknown as PageGlobal).__calendarBench.longTasks,
      eventsShown: (globalThis as unknown as PageGlobal).__calendarBench.shown().length,
    }));
    const drag = await dragSample(page, new Map(ranges.map((r) => [r.title, r])));
    return {
      firstEventMs: firstEvent,
      eventsShown,
      loadLongTasks: longTasksBetween({ longTasks }, 0, firstEvent),
      drag,
    };
  } finally {
    await browser.close();
  }
}
