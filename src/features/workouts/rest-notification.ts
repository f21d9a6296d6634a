/**
 * The rest's end as a system notification, for when the screen is off or the tab is hidden and
 * neither the beep nor the bar is noticed. Off until the user turns it on (the permission is asked
 * for then, never before); the choice is remembered in this browser. With the app's service worker
 * registered (app/boot/service-worker.ts) the notification goes through it (`showNotification`: the
 * only way on Android, where `new Notification` throws); without it, `new Notification`.
 *
 * The countdown runs in the page, so the notification comes when the page gets time to run: at
 * once in a hidden tab or a locked desktop; on a phone whose browser freezes the page, when it
 * wakes. While the screen is in view the beep, the vibration and the bar say it already.
 */
import i18n from '../../lib/i18n';

export const NOTIFY_KEY = 'forja.restTimer.notify';

/** off: not wanted (or not yet allowed); denied: wanted, but the browser blocks it. */
export type NotifyState = 'off' | 'on' | 'denied' | 'unsupported';

/** What the browser offers; injectable so tests and stories can play every case. */
export interface NotificationEnv {
  supported(): boolean;
  permission(): NotificationPermission;
  request(): Promise<NotificationPermission>;
  hidden(): boolean;
  /** The service worker's registration when one is active. */
  registration(): Promise<Pick<ServiceWorkerRegistration, 'showNotification'> | undefined>;
  show(title: string, options: NotificationOptions): void;
  storage(): Storage | undefined;
}

export const browserNotifications: NotificationEnv = {
  supported: () => typeof Notification !== 'undefined',
  permission: () => Notification.permission,
  request: () => Notification.requestPermission(),
  hidden: () => document.visibilityState === 'hidden',
  registration: async () => {
    if (!('serviceWorker' in navigator)) return undefined;
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active ? registration : undefined;
  },
  show: (title, options) => {
    const notification = new Notification(title, options);
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  },
  storage: () => (typeof localStorage === 'undefined' ? undefined : localStorage),
};

export function readNotify(env: NotificationEnv = browserNotifications): boolean {
  try {
    return env.storage()?.getItem(NOTIFY_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeNotify(on: boolean, env: NotificationEnv = browserNotifications): void {
  try {
    env.storage()?.setItem(NOTIFY_KEY, String(on));
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

/** The toggle's state now: wanted and allowed is on; wanted and blocked, denied. */
export function notifyState(env: NotificationEnv = browserNotifications): NotifyState {
  if (!env.supported()) return 'unsupported';
  if (!readNotify(env)) return 'off';
  const permission = env.permission();
  return permission === 'granted' ? 'on' : permission === 'denied' ? 'denied' : 'off';
}

/**
 * Turning it on, from the user's tap: asks for the permission if needed. `dismissed`: the user
 * closed the browser's question without answering (it can be asked again).
 */
export async function turnNotifyOn(
  env: NotificationEnv = browserNotifications,
): Promise<'on' | 'denied' | 'unsupported' | 'dismissed'> {
  if (!env.supported()) return 'unsupported';
  const permission =
    env.permission() === 'default' ? await env.request().catch(() => 'default' as const) : env.permission();
  if (permission === 'default') return 'dismissed';
  writeNotify(true, env);
  return permission === 'granted' ? 'on' : 'denied';
}

/** Shows "¡Descanso terminado!" when it is on, allowed and the page is out of sight (silent if muted). */
export async function notifyRestEnd(muted: boolean, env: NotificationEnv = browserNotifications): Promise<boolean> {
  if (notifyState(env) !== 'on' || !env.hidden()) return false;
  const title = i18n.t('gym:notify.title');
  // `renotify` and `vibrate` are not in TypeScript's DOM types yet; the browsers that know them use them.
  const options = {
    body: i18n.t('gym:notify.body'),
    tag: 'forja-rest',
    renotify: true,
    silent: muted,
    icon: '/icons/icon-192.png',
    ...(muted ? {} : { vibrate: [200, 100, 200] }),
  } as NotificationOptions;
  try {
    const registration = await env.registration().catch(() => undefined);
    if (registration) await registration.showNotification(title, options);
    else env.show(title, options);
    return true;
  } catch {
    return false; // Refused at the last moment (permission revoked, Android without the worker).
  }
}
