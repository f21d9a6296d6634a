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
  fake.instances.length = 0;
  document.head.innerHTML = '';
});

describe('registerServiceWorker', () => {
  it('does nothing where the page links no manifest (dev server, Storybook, tests)', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    const { registerServiceWorker } = await load();
    registerServiceWorker();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fake.instances).toHaveLength(0);
  });

  it('registers /sw.js once, and offers the waiting worker only once one waits', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
    document.head.innerHTML = '<link rel="manifest" href="/manifest.webmanifest">';
    const { registerServiceWorker, subscribeWaitingUpdate, waitingUpdate } = await load();
    registerServiceWorker();
    registerServiceWorker();
    // Once the page is idle after its load.
    await vi.waitFor(() => expect(fake.instances).toHaveLength(1), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 50));
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
