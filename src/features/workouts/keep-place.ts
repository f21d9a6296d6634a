import { useEffect } from 'react';

/**
 * Where the lifter was on the session screen, so a reload (with or without a connection), a crash
 * or the app reopened puts them back at the set they were on rather than at the top, behind the
 * notices. One session is trained at a time: one entry, in localStorage.
 */
export const PLACE_KEY = 'forja.sessionPlace';

interface Place {
  id: number;
  y: number;
}

export function savedPlace(id: number): number | null {
  try {
    const place = JSON.parse(localStorage.getItem(PLACE_KEY) ?? 'null') as Place | null;
    return place && place.id === id && Number.isFinite(place.y) ? place.y : null;
  } catch {
    return null;
  }
}

/** A session started offline now on the server as `to`: its place goes with it. */
export function movePlace(from: number, to: number): void {
  const y = savedPlace(from);
  if (y !== null) localStorage.setItem(PLACE_KEY, JSON.stringify({ id: to, y }));
}

const save = (id: number) => localStorage.setItem(PLACE_KEY, JSON.stringify({ id, y: Math.round(window.scrollY) }));

/** Tries again while the page grows (notices and cards arriving), for about a second, unless the lifter moves first. */
const TRIES = 10;
const EVERY_MS = 100;
const MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Puts the session screen back where it was last left (`id`'s saved place), once `shown`, and
 * keeps that place up to date while the lifter scrolls.
 */
export function useKeepPlace(id: number, shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    const target = savedPlace(id);
    let tries = target === null ? TRIES : 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = 0;
    const stop = () => {
      tries = TRIES;
      clearTimeout(timer);
    };
    const restore = () => {
      if (target === null || tries >= TRIES) return;
      tries += 1;
      window.scrollTo({ top: target });
      if (Math.abs(window.scrollY - target) > 1) timer = setTimeout(restore, EVERY_MS);
      else stop();
    };
    const onScroll = () => {
      // The restore's own scrolls are not the lifter's place (a page still too short clamps them).
      if (tries < TRIES) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => save(id));
    };
    restore();
    MOVES.forEach((move) => window.addEventListener(move, stop, { passive: true, once: true }));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      stop();
      cancelAnimationFrame(frame);
      MOVES.forEach((move) => window.removeEventListener(move, stop));
      window.removeEventListener('scroll', onScroll);
    };
  }, [id, shown]);
}
