import { describe, expect, it, vi } from 'vitest';
import { NOTIFY_KEY, notifyRestEnd, notifyState, turnNotifyOn, type NotificationEnv } from './rest-notification';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, v),
  };
}

/** A browser: notifications supported, permission as given, the page hidden, no service worker. */
function fakeEnv(
  over: Partial<Omit<NotificationEnv, 'permission'>> & { permission?: NotificationPermission; on?: boolean } = {},
) {
  const storage = memoryStorage();
  if (over.on) storage.setItem(NOTIFY_KEY, 'true');
  const permission = over.permission ?? 'granted';
  const env: NotificationEnv = {
    supported: () => true,
    request: vi.fn(async () => permission),
    hidden: () => true,
    registration: async () => undefined,
    show: vi.fn(),
    storage: () => storage,
    ...over,
    permission: () => permission,
  };
  return env;
}

describe('rest notification toggle', () => {
  it('is off until turned on, whatever the permission', () => {
    expect(notifyState(fakeEnv({ permission: 'granted' }))).toBe('off');
    expect(notifyState(fakeEnv({ permission: 'granted', on: true }))).toBe('on');
    expect(notifyState(fakeEnv({ permission: 'denied', on: true }))).toBe('denied');
    // Allowed once, then reset in the site settings: off again until the user asks.
    expect(notifyState(fakeEnv({ permission: 'default', on: true }))).toBe('off');
    expect(notifyState(fakeEnv({ supported: () => false, on: true }))).toBe('unsupported');
  });

  it('asks for the permission only when turned on, and remembers the choice', async () => {
    const env = fakeEnv({ permission: 'default' });
    expect(env.request).not.toHaveBeenCalled();
    await expect(turnNotifyOn({ ...env, request: vi.fn(async () => 'granted' as const) })).resolves.toBe('on');
    expect(env.storage()?.getItem(NOTIFY_KEY)).toBe('true');
  });

  it('does not ask again once allowed', async () => {
    const env = fakeEnv({ permission: 'granted' });
    await expect(turnNotifyOn(env)).resolves.toBe('on');
    expect(env.request).not.toHaveBeenCalled();
  });

  it('says denied when the browser blocks it, dismissed when the question was closed', async () => {
    await expect(turnNotifyOn(fakeEnv({ permission: 'denied' }))).resolves.toBe('denied');
    const closed = fakeEnv({ permission: 'default' });
    await expect(turnNotifyOn(closed)).resolves.toBe('dismissed');
    expect(closed.storage()?.getItem(NOTIFY_KEY)).toBeNull();
    await expect(turnNotifyOn(fakeEnv({ supported: () => false }))).resolves.toBe('unsupported');
  });
});

describe('the rest end as a notification', () => {
  it('goes through the service worker when one is registered', async () => {
    const showNotification = vi.fn(async () => undefined);
    const env = fakeEnv({ on: true, registration: async () => ({ showNotification }) });
    await expect(notifyRestEnd(false, env)).resolves.toBe(true);
    expect(showNotification).toHaveBeenCalledWith(
      '¡Descanso terminado!',
      expect.objectContaining({ body: 'A por la siguiente serie.', tag: 'forja-rest', silent: false }),
    );
    expect(env.show).not.toHaveBeenCalled();
  });

  it('uses new Notification without a service worker, silent when muted', async () => {
    const env = fakeEnv({ on: true });
    await expect(notifyRestEnd(true, env)).resolves.toBe(true);
    expect(env.show).toHaveBeenCalledWith('¡Descanso terminado!', expect.objectContaining({ silent: true }));
    expect(vi.mocked(env.show).mock.calls[0]![1]).not.toHaveProperty('vibrate');
  });

  it('stays quiet while the page is in view, when off, or when not allowed', async () => {
    for (const env of [
      fakeEnv({ on: true, hidden: () => false }),
      fakeEnv({ on: false }),
      fakeEnv({ on: true, permission: 'denied' }),
    ]) {
      await expect(notifyRestEnd(false, env)).resolves.toBe(false);
      expect(env.show).not.toHaveBeenCalled();
    }
  });

  it('survives a browser that refuses at the last moment (Android without the worker)', async () => {
    const env = fakeEnv({
      on: true,
      show: () => {
        throw new TypeError('Illegal constructor');
      },
    });
    await expect(notifyRestEnd(false, env)).resolves.toBe(false);
  });
});
