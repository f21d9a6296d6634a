// Runs in the page before the app's scripts (Playwright init script; plain JS so the server's
// type check, which has no DOM, never sees it). `e2e/bench/calendar.ts` reads it.
// Times are performance.now(): milliseconds from navigation start.

/**
 * Records long tasks, animation frames, mouse presses, the first routine event painted and, once
 * `watchRebuild` is called, the frame where a routine's events are all on their new weekday.
 * Routine events are the buttons inside day cells whose title starts with `prefix`; an event's
 * title is its `[data-event-title]` text (the event also holds its status for screen readers).
 * @param {string} prefix
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function installCalendarProbe(prefix) {
  /** @param {Element} el */
  const titleOf = (el) => (el.querySelector('[data-event-title]') ?? el).textContent ?? '';
  const events = () =>
    Array.from(document.querySelectorAll('[role="cell"][data-date] [role="button"]')).filter((el) =>
      titleOf(el).startsWith(prefix),
    );
  const has = (date, title) =>
    Array.from(document.querySelectorAll(`[role="cell"][data-date="${date}"] [role="button"]`)).some(
      (el) => titleOf(el) === title,
    );
  // After the frame that paints what is in the DOM now: the first task after requestAnimationFrame.
  const afterPaint = (record) => requestAnimationFrame(() => setTimeout(() => record(performance.now())));

  let want = null;
  const probe = {
    longTasks: [],
    frames: [],
    mouse: [],
    firstEvent: null,
    rebuilt: null,
    shown: () =>
      events().map((el) => ({
        title: titleOf(el),
        date: el.closest('[role="cell"]')?.getAttribute('data-date') ?? '',
      })),
    cells: () => Array.from(document.querySelectorAll('[role="cell"][data-date]'), (c) => c.getAttribute('data-date')),
    /** @param {{ title: string, mustHave: string[], mustNot: string[] }} expected */
    watchRebuild: (expected) => {
      want = expected;
    },
    resources: () =>
      performance.getEntriesByType('resource').map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })),
  };
  window.__calendarBench = probe;

  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });

  const firstWatch = new MutationObserver(() => {
    if (!events().some((el) => el.getBoundingClientRect().width > 0)) return;
    firstWatch.disconnect();
    afterPaint((t) => (probe.firstEvent = t));
  });
  firstWatch.observe(document, { childList: true, subtree: true });

  const frame = (t) => {
    probe.frames.push(t);
    if (want && want.mustHave.every((d) => has(d, want.title)) && want.mustNot.every((d) => !has(d, want.title))) {
      want = null;
      afterPaint((at) => (probe.rebuilt = at));
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  for (const type of ['mousedown', 'mouseup']) {
    document.addEventListener(type, () => probe.mouse.push({ type, t: performance.now() }), true);
  }
}
