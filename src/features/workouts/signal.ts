/**
 * The end of a rest: a short beep through the Web Audio API and a vibration where the browser
 * offers them; nothing at all when the user muted it. The choice is remembered.
 */
export const MUTE_KEY = 'forja.restTimer.muted';

export function readMuted(storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(MUTE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeMuted(muted: boolean, storage: Storage = localStorage): void {
  try {
    storage.setItem(MUTE_KEY, String(muted));
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}

type AudioContextClass = typeof AudioContext;

/** Two short 880 Hz tones. */
export function beep(): void {
  const Context = (globalThis as { AudioContext?: AudioContextClass }).AudioContext;
  if (!Context) return;
  try {
    const ctx = new Context();
    for (const at of [0, 0.3]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = 880;
      gain.gain.setValueAtTime(0.25, ctx.currentTime + at);
      gain.gain.exponentialRampToValueAtTime(0.001, ctx.currentTime + at + 0.2);
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + at);
      osc.stop(ctx.currentTime + at + 0.2);
    }
    setTimeout(() => void ctx.close(), 1000);
  } catch {
    // No audio allowed (autoplay policy): the vibration and the visible message remain.
  }
}

export function signalRestEnd(muted: boolean): void {
  if (muted) return;
  beep();
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200]);
}
