import { addDays } from 'date-fns';
import { delay, http, HttpResponse } from 'msw';
import type { UserRoutine } from '../lib/contract';
import { parseIsoDate, toIsoDate } from '../lib/dates';
import { routinesAroundToday, userRoutineList } from './handlers/calendar';

/** The day cell of a FullCalendar day grid (`role="cell"`, `data-date="yyyy-mm-dd"`). */
export function dayCell(root: HTMLElement, isoDate: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[role="cell"][data-date="${isoDate}"]`);
}

/** The event buttons inside one day cell. */
export function eventsIn(root: HTMLElement, isoDate: string): HTMLElement[] {
  return Array.from(dayCell(root, isoDate)?.querySelectorAll<HTMLElement>('[role="button"]') ?? []);
}

/** The dates (yyyy-mm-dd) of every day cell on screen, in order. */
export function cellDates(root: HTMLElement): string[] {
  return Array.from(root.querySelectorAll('[role="cell"][data-date]'), (cell) => cell.getAttribute('data-date')!);
}

/** An event's routine name, without the words that say its status (done, missed, planned). */
export function eventTitle(event: Element): string {
  return (event.querySelector('[data-event-title]') ?? event).textContent ?? '';
}

/** The dates of the day cells holding an event titled `title` (its name, without the status words), in order. */
export function datesWithEvent(root: HTMLElement, title: string): string[] {
  return cellDates(root).filter((date) => eventsIn(root, date).some((e) => eventTitle(e) === title));
}

/** The grid cell `days` away from `isoDate`, or the one `days` back when that one is not shown. */
export function nearbyCellDate(root: HTMLElement, isoDate: string, days: number): string {
  const from = parseIsoDate(isoDate)!;
  const forward = toIsoDate(addDays(from, days));
  return dayCell(root, forward) ? forward : toIsoDate(addDays(from, -days));
}

const center = (el: Element) => {
  const r = el.getBoundingClientRect();
  return { clientX: r.left + r.width / 2, clientY: r.top + r.height / 2 };
};

/**
 * Drags `source` onto `target` with real mouse events, the way FullCalendar's interaction
 * plugin listens for them (mousedown on the event, mousemove and mouseup on the document).
 */
export async function dragTo(source: HTMLElement, target: HTMLElement, steps = 8) {
  const from = center(source);
  const to = center(target);
  const init = { bubbles: true, cancelable: true, view: window, button: 0 };
  source.dispatchEvent(new MouseEvent('mousedown', { ...init, ...from, buttons: 1 }));
  for (let i = 1; i <= steps; i += 1) {
    const point = {
      clientX: from.clientX + ((to.clientX - from.clientX) * i) / steps,
      clientY: from.clientY + ((to.clientY - from.clientY) * i) / steps,
    };
    document.dispatchEvent(new MouseEvent('mousemove', { ...init, ...point, buttons: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  document.dispatchEvent(new MouseEvent('mouseup', { ...init, ...to, buttons: 0 }));
}

/**
 * A small in-memory user-routine server for stories that change a routine: the list reflects
 * every successful PATCH, and `patches` records the bodies received.
 */
export function fakeRoutineServer(options: { failPatch?: boolean; patchDelayMs?: number } = {}) {
  let routines: UserRoutine[] = routinesAroundToday();
  const patches: { id: number; body: Record<string, unknown> }[] = [];
  const state = { answered: 0, listed: 0 };
  return {
    patches,
    /** How many PATCH requests have been answered. */
    get answered() {
      return state.answered;
    },
    /** How many times the routine list was asked for. */
    get listed() {
      return state.listed;
    },
    reset() {
      routines = routinesAroundToday();
      patches.length = 0;
      state.answered = 0;
      state.listed = 0;
    },
    handlers: [
      http.get('/api/user-routines', () => {
        state.listed += 1;
        return HttpResponse.json(userRoutineList(routines));
      }),
      http.patch('/api/user-routines/:id', async ({ params, request }) => {
        const id = Number(params.id);
        const body = (await request.json()) as Record<string, unknown>;
        patches.push({ id, body });
        await delay(options.patchDelayMs ?? 50);
        state.answered += 1;
        if (options.failPatch) return HttpResponse.json({ message: 'Internal error' }, { status: 500 });
        routines = routines.map((r) => (r.rutina_id === id ? { ...r, ...body } : r));
        return HttpResponse.json(routines.find((r) => r.rutina_id === id));
      }),
    ],
  };
}
