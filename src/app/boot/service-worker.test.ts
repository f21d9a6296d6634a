import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for workbox-window's Workbox: records its listeners and calls. */
const fake = vi.hoisted(() => ({
  instances: [] as { url: string; listeners: Map<string, () => void>; skipWaiting: number }[],
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    listeners = new Map<string, () => void>();
    skipWaiting = 0;
    constructor(public url: string) {
      fake.instances.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    register() {
      return Promise.resolve();
    }
    update() {
      return Promise.resolve();
    }
    messageSkipWaiting() {
      this.skipWaiting++;
    }
  },
}));

async function load() {
  vi.resetModules();
  return import('./service-worker');
}

afterEach(() => {
  vi.useRealTimers();
  fake.instances.length = 0;
  document.head.innerHTML = '';
});

/** Lets `ms` of fake time pass, then the worker module's dynamic import of workbox-window settle. */
async function pass(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await vi.dynamicImportSettled();
}

describe('registerServiceWorker', () => {
  it('does nothing where the page links no manifest (dev server, Storybook, tests)', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const { registerServiceWorker } = await load();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    registerServiceWorker();
    await pass(10_000);
    expect(fake.instances).toHaveLength(0);
  });

  it('waits for the page to go quiet: every input starts the wait again (Service worker when idle)', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
    const { registerServiceWorker, QUIET_MS } = await load();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    registerServiceWorker();
    await pass(QUIET_MS - 100);
    window.dispatchEvent(new Event('pointerdown'));
    await pass(QUIET_MS - 100);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await pass(QUIET_MS - 100);
    expect(fake.instances).toHaveLength(0);
    await pass(200);
    expect(fake.instances.map((w) => w.url)).toEqual(['/sw.js']);
    // Inputs after the registration change nothing.
    window.dispatchEvent(new Event('pointerdown'));
    await pass(QUIET_MS * 3);
    expect(fake.instances).toHaveLength(1);
  });

  it('registers /sw.js once, and offers the waiting worker only once one waits', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
    const { registerServiceWorker, subscribeWaitingUpdate, waitingUpdate } = await load();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    registerServiceWorker();
    registerServiceWorker();
    // Once the page is idle after its load.
    await pass(10_000);
    expect(fake.instances.map((w) => w.url)).toEqual(['/sw.js']);
    expect(waitingUpdate()).toBeNull();

    const onChange = vi.fn();
    subscribeWaitingUpdate(onChange);
    const workbox = fake.instances[0]!;
    workbox.listeners.get('waiting')!();
    expect(onChange).toHaveBeenCalledTimes(1);

    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    waitingUpdate()!();
    expect(workbox.skipWaiting).toBe(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.listeners.get('controlling')!();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
