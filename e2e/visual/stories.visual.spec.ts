import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { FROZEN_CLOCK_FLAG } from '../../.storybook/clock-flag';
import { FIXED_INSTANT } from '../../src/testing/fixed-day';
import { BLANK_BY_DESIGN, blankShot } from './empty-shot';
import { serveStorybook, STORYBOOK_DIR } from './serve-storybook';
import { WIDTHS } from '../../.storybook/modes';

/**
 * Every story is shot on the same day and hour (src/testing/fixed-day.ts), the one the story tests
 * and Chromatic start at (.storybook/clock.ts), with the clock standing still so a countdown or a
 * session's clock is the same in every shot: Playwright's clock does it, and FROZEN_CLOCK_FLAG
 * tells the preview to leave `Date` to it.
 */
const FIXED_NOW = new Date(FIXED_INSTANT);

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  /** The story file, e.g. ./src/ui/components/date-input/date-input.stories.tsx. */
  importPath: string;
  type: 'story' | 'docs';
  tags?: string[];
}

function readEntries(type: IndexEntry['type']): IndexEntry[] {
  const file = path.join(STORYBOOK_DIR, 'index.json');
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: run \`npm run test:visual\` (it builds Storybook first).`);
  const index = JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries).filter((e) => e.type === type);
}

/** The widths a story is shot at (.storybook/modes.ts), by the value of its `viewport` global. */
const SIZES = {
  mobile: { width: WIDTHS.phone, height: 844 },
  tablet: { width: WIDTHS.tablet, height: 1180 },
  desktop: { width: WIDTHS.desktop, height: 800 },
} as const;
type SizeName = keyof typeof SIZES;

/** A story's own `globals.viewport.value` (src/testing/stories.ts `onMobile`), desktop when it sets none. */
const sizeNamed = (value: unknown): SizeName => (value === 'mobile' || value === 'tablet' ? value : 'desktop');

/** A story whose name says it is for a phone. */
const namedForPhone = (story: IndexEntry) => /mobile|móvil/i.test(story.name);

/**
 * Screens (the stories under Pantallas/) are also shot at tablet width,
 * where Chakra's `md` changes their layouts: their first state story, once more, as `<id>--tablet`.
 */
const isScreen = (story: IndexEntry) => story.title.startsWith('Pantallas/');

/** The worker's page on the preview, the story file it last loaded and the story it shows. */
type Preview = Page & { origin: string; loadedFile?: string; shown?: string };

/**
 * One page per worker. The first story of each story file gets a fresh load of the preview and
 * empty storage (no state such as toasts, body styles or stored settings leaks from another file's
 * stories); the next stories of the same file follow in that page (`showStory`).
 */
const test = base.extend<object, { preview: Preview; sizes: Record<string, SizeName> }>({
  preview: [
    async ({ browser }, use) => {
      const { origin, close } = await serveStorybook();
      const page = await browser.newPage({ deviceScaleFactor: 1, reducedMotion: 'reduce' });
      await page.clock.setFixedTime(FIXED_NOW);
      // Each story starts with empty storage: what one story stored (a running rest timer, whose
      // end never comes under the fixed clock, plate settings, a queued set, a session kept offline) must not show in the next one,
      // which differs with the order the two workers take the stories in.
      await page.addInitScript((flag) => {
        (window as unknown as Record<string, unknown>)[flag] = true;
        localStorage.clear();
        sessionStorage.clear();
        // The outbox and the sessions kept for offline use (idb-keyval stores): the app's own open
        // waits for these deletions.
        indexedDB.deleteDatabase('forja-outbox');
        indexedDB.deleteDatabase('forja-offline');
      }, FROZEN_CLOCK_FLAG);
      await use(Object.assign(page, { origin }));
      await page.close();
      close();
    },
    { scope: 'worker' },
  ],
  // Each story's viewport, read from its own annotations in the preview (the index has no
  // globals): the story decides its width, in Storybook, the story tests, Chromatic and here.
  sizes: [
    async ({ preview }, use) => {
      await preview.goto(`${preview.origin}/iframe.html`);
      const globals = await preview.evaluate(
        async (ids) => {
          type Store = {
            loadStory(a: { storyId: string }): Promise<{ storyGlobals?: { viewport?: { value?: unknown } } }>;
          };
          const w = window as unknown as { __STORYBOOK_PREVIEW__?: { storyStoreValue?: Store } };
          while (!w.__STORYBOOK_PREVIEW__?.storyStoreValue) await new Promise((r) => setTimeout(r, 50));
          const store = w.__STORYBOOK_PREVIEW__.storyStoreValue;
          const out: Record<string, unknown> = {};
          for (const id of ids) out[id] = (await store.loadStory({ storyId: id })).storyGlobals?.viewport?.value;
          return out;
        },
        readEntries('story').map((e) => e.id),
      );
      await use(Object.fromEntries(Object.entries(globals).map(([id, value]) => [id, sizeNamed(value)])));
    },
    { scope: 'worker' },
  ],
});

/**
 * The preview's globals for a shot: the accessibility addon's automatic axe run off. That run
 * (the addon's afterEach, after the play function) took about a quarter of each story's time
 * (30 stories: 71 s with it, 53 s without, the same pixels) and its result reaches no one here:
 * `npm run test:stories` runs the same check on every story and fails on any violation.
 */
const SHOT_GLOBALS = 'a11y.manual:!true';

/**
 * A full-page shot draws images below the fold too: lazy ones are loaded now and every image is
 * decoded before the shot, or a photo half-drawn on one run differs from the baseline. Run again
 * once the window is as tall as the page: parts mounted only near the viewport (WhenNearViewport,
 * the exercise photos of a session) appear then.
 */
async function imagesDrawn(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const settle = (img: HTMLImageElement) =>
      new Promise<void>((resolve) => {
        if (img.complete) resolve();
        else {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }
      }).then(() => (img.naturalWidth > 0 ? img.decode().catch(() => undefined) : undefined));
    // Two frames first: what the last resize mounted has rendered its images.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const images = Array.from(document.images);
    for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
    await Promise.race([Promise.all(images.map(settle)), new Promise((r) => setTimeout(r, 5000))]);
  });
}

/**
 * Empties what a story may have stored, in the page, before the next story of its file: both
 * storages, and the records of the outbox and of the sessions kept offline (idb-keyval stores).
 * The databases are emptied, not deleted: the app still holds them open, and a deletion would wait
 * for that connection to close.
 */
const emptyStorage = (page: Page) =>
  page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    const names = new Set(['forja-outbox', 'forja-offline']);
    for (const { name } of await indexedDB.databases()) {
      if (!name || !names.has(name)) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const stores = Array.from(db.objectStoreNames);
      if (stores.length > 0)
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction(stores, 'readwrite');
          for (const store of stores) tx.objectStore(store).clear();
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      db.close();
    }
  });

/**
 * Opens one story and waits until it rendered and its play function finished.
 *
 * **Stories of one file in one page** (docs/DEVELOPING.md "How long `npm test` takes"): the first
 * story of a file, and every retry, loads the preview afresh. The next stories of the same file are
 * shown as Storybook's sidebar shows them, in the page already loaded (its `setCurrentStory`
 * event), after `emptyStorage`: the previous story is unmounted, and the new one gets its loaders,
 * a fresh store and router (.storybook/decorators.tsx) and its play. A load costs about 2.3 s of
 * the preview's start-up, a switch about 0.5 s. The stories of one file already follow one
 * another in one page in `npm run test:stories`, so what they keep in modules (the rest timer, the
 * set queue) is reset by their own `beforeEach`. The "(loaded alone)" tests below hold the
 * switch to the fresh load.
 */
async function showStory(page: Preview, story: IndexEntry, fresh: boolean): Promise<void> {
  const storyId = story.id;
  if (fresh || page.loadedFile !== story.importPath || page.shown === storyId) {
    page.loadedFile = undefined;
    await page.goto(
      `${page.origin}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${SHOT_GLOBALS}`,
    );
  } else {
    await emptyStorage(page);
    await page.evaluate((id) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(e: string, a: unknown): void } })
        .__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    }, storyId);
  }
  const phase = await page
    .waitForFunction(
      (id) => {
        const render = (
          window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } } }
        ).__STORYBOOK_PREVIEW__?.currentRender;
        return render?.id === id && ['completed', 'finished', 'errored', 'aborted'].includes(render.phase ?? '')
          ? render.phase
          : false;
      },
      storyId,
      // The longest play functions (Flujos/Cuenta types a whole registration and a login) take
      // over 20 s on a loaded 2-core machine: a shorter wait shot them half-way and retried.
      { timeout: 45_000 },
    )
    .then((handle) => handle.jsonValue());
  if (phase === 'errored' || phase === 'aborted') throw new Error(`Story ${storyId} ${phase} (see its play function)`);
  page.loadedFile = story.importPath;
  page.shown = storyId;
  // Lazy chunks a story pulls in after its play function (e.g. the calendar) finish loading;
  // stories that wait on purpose (Loading) never go idle, so the wait is bounded.
  await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await imagesDrawn(page);
  // A full-page shot draws fixed and sticky parts (toasts, the routine editor's save bar) where
  // they sit at the current scroll, and a play function that focused or dragged something leaves
  // the page scrolled by an amount that varies by a few pixels from run to run: every story is
  // shot scrolled to the top.
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: 'instant' }));
  // A submit button the play clicked keeps its focus ring only when its answer came before its
  // loading state (a disabled button) was drawn: a race, not the design. Shot without focus.
  await page.evaluate(() => {
    const focused = document.activeElement;
    if (focused instanceof HTMLButtonElement && focused.type === 'submit') focused.blur();
  });
}

/**
 * The route a story ended on when all its canvas shows is the router's line (`NavigatedTo` in
 * .storybook/decorators.tsx) instead of a screen, else null.
 */
const bareRouteLine = (page: Page) =>
  page.evaluate(() => {
    // The whole page's text, so a toast or dialog (portals outside the canvas) counts as a screen.
    const line = document.querySelector('#storybook-root [data-testid="location"]');
    return line && document.body.innerText.trim() === line.textContent?.trim() ? line.textContent : null;
  });

/**
 * Stories tagged `interaction` (src/testing/stories.ts `interactionOnly`) test a path through the
 * screen, not a state to look at: their play runs in `npm run test:stories`, and neither this
 * suite nor Chromatic shoots them.
 */
const isShot = (story: IndexEntry) => !story.tags?.includes('interaction');

/**
 * Fixed and sticky parts are shot where a person sees them: the window is made as tall as the page
 * first. A full-page shot of a shorter window drew the routine editor's save bar (pinned to the
 * bottom of the screen) across the middle of the exercises, and the dashboard's side menu (as tall
 * as the screen) stopped half-way down. With the window as tall as the page, the bar sits at the
 * page's end, the menu runs its whole height, and a page no taller than the window is unchanged.
 * A page that grows with the window (a part sized by the screen's height) is followed at most
 * three times.
 */
async function windowAsTallAsThePage(page: Page, width: number): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height <= (page.viewportSize()?.height ?? 0)) return;
    await page.setViewportSize({ width, height });
  }
}

/** One shot of a story at a width, with the checks every shot gets. */
async function shoot(
  preview: Preview,
  story: IndexEntry,
  size: SizeName,
  name: string,
  testInfo: TestInfo,
  fresh = false,
): Promise<void> {
  await preview.setViewportSize(SIZES[size]);
  await showStory(preview, story, fresh || testInfo.retry > 0);
  const route = await bareRouteLine(preview);
  expect(route, `${story.id} ends on the router's line ${route}: let its navigation land on a real screen`).toBeNull();
  await windowAsTallAsThePage(preview, SIZES[size].width);
  await imagesDrawn(preview);
  await expect(preview).toHaveScreenshot(name, { fullPage: true });
  // The shot matched (or just became) the baseline: that baseline shows something.
  if (!(story.id in BLANK_BY_DESIGN)) {
    const baseline = fs.readFileSync(testInfo.snapshotPath(name, { kind: 'screenshot' }));
    expect(blankShot(baseline), `${story.id}'s baseline is one colour: shoot the story in its state`).toBeUndefined();
  }
}

const shotStories = readEntries('story').filter(isShot);

for (const story of shotStories) {
  test(`${story.title} / ${story.name}`, async ({ preview, sizes }, testInfo) => {
    const size = sizes[story.id] ?? 'desktop';
    if (namedForPhone(story))
      expect(size, `${story.id} is named for a phone: give it \`...onMobile\` (src/testing/stories.ts)`).toBe('mobile');
    await shoot(preview, story, size, `${story.id}.png`, testInfo);
  });
}

/**
 * The switch between stories of one file (`showStory`) held to a fresh load: a sample of stories
 * that come after another in their file, spread over the whole list, each loaded alone must match
 * the baseline its switched-to shot matched above.
 */
const followers = shotStories.filter((story, i) => i > 0 && shotStories[i - 1]!.importPath === story.importPath);
for (const story of followers.filter((_, i) => i % 60 === 30)) {
  test(`${story.title} / ${story.name} (loaded alone)`, async ({ preview, sizes }, testInfo) => {
    await shoot(preview, story, sizes[story.id] ?? 'desktop', `${story.id}.png`, testInfo, true);
  });
}

// Each screen's Default story (else its first) once more at tablet width.
const firstOfScreens = new Map<string, IndexEntry>();
for (const story of shotStories)
  if (isScreen(story) && !namedForPhone(story) && (!firstOfScreens.has(story.title) || story.name === 'Default'))
    if (firstOfScreens.get(story.title)?.name !== 'Default') firstOfScreens.set(story.title, story);
for (const story of firstOfScreens.values()) {
  test(`${story.title} / ${story.name} (tableta)`, async ({ preview }, testInfo) => {
    await shoot(preview, story, 'tablet', `${story.id}--tablet.png`, testInfo);
  });
}

/** A Markdown table MDX did not turn into a table: its `| --- |` separator row shows as text. */
const RAW_TABLE = /\|\s*:?-{3,}:?\s*\|/;

// Every MDX docs page renders: a heading, and no Markdown left as raw text. Not a screenshot:
// the pages embed stories already shot above. (Autodocs pages are generated, not written.)
const isMdx = (doc: IndexEntry) => doc.tags?.some((tag) => tag.endsWith('-mdx')) ?? false;
for (const doc of readEntries('docs').filter(isMdx)) {
  test(`Docs: ${doc.title} / ${doc.name}`, async ({ preview }) => {
    preview.loadedFile = undefined;
    await preview.setViewportSize({ width: 1280, height: 800 });
    await preview.goto(`${preview.origin}/iframe.html?id=${encodeURIComponent(doc.id)}&viewMode=docs`);
    const content = preview.locator('.sbdocs-content');
    await expect(content.locator('h1').first()).toBeVisible({ timeout: 20_000 });
    expect(await content.innerText()).not.toMatch(RAW_TABLE);
  });
}
