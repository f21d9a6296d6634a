/**
 * Boot: clicks and submissions made before the app took over a prerendered screen are replayed.
 *
 * A prerendered screen that hydrates (/login, /register, the legal pages...) loads the app's JS at
 * the visitor's first interaction (the boot script, boot-script.ts). Until React owns the page the
 * boot script holds a click on a form's button and a form's submission; `ReplayHeldInteractions`
 * releases them once hydrated and replays them. Figure: Lighthouse /login performance >= 98
 * (named optimisation "App JS at the first interaction", docs/PERFORMANCE.md register: no
 * app JS runs during a page load without interaction).
 */
import { useLayoutEffect } from 'react';

/**
 * What a prerendered screen's boot script (boot-script.ts) held while the app's
 * code was loading: a click on a form's button, or a form's submission.
 */
export interface HeldInteraction {
  type: 'click' | 'submit';
  target: Element;
  submitter?: HTMLElement | null;
}

declare global {
  interface Window {
    /** Set by the boot script of a prerendered screen; absent on any other page. */
    forjaBoot?: { release(): HeldInteraction[] };
    /** Set by a dashboard shell's boot script: the names of the shell's buttons tapped. */
    forjaShell?: { release(): string[] };
  }
}

const isSubmission = (held: HeldInteraction): boolean =>
  held.type === 'submit' || (held.target instanceof HTMLButtonElement && held.target.type === 'submit');

/**
 * Replays what was held, now that React handles it: the clicks on the forms' other buttons in
 * their order (a password shown, say), then only the last submission (one sign-in, however many
 * times the button was pressed while the code loaded). Anything no longer in the page is dropped.
 */
export function replayHeld(held: readonly HeldInteraction[]): void {
  for (const item of held) {
    if (!isSubmission(item) && item.target.isConnected && item.target instanceof HTMLElement) item.target.click();
  }
  const submission = held.filter(isSubmission).at(-1);
  if (!submission?.target.isConnected) return;
  if (submission.type === 'click' && submission.target instanceof HTMLElement) submission.target.click();
  else if (submission.target instanceof HTMLFormElement) {
    const { submitter } = submission;
    const own = submitter instanceof HTMLButtonElement && submitter.form === submission.target ? submitter : null;
    submission.target.requestSubmit(own);
  }
}

/**
 * Rendered once at the root of a hydrating prerendered screen (start-app.tsx); renders
 * nothing. In the commit that completes hydration it tells the boot script to stop holding
 * events, and one task later (the forms have registered their fields, with whatever was typed
 * before hydration: react-hook-form reads fields edited before it was ready) replays them.
 */
export function ReplayHeldInteractions() {
  useLayoutEffect(() => {
    const held = window.forjaBoot?.release() ?? [];
    // No cleanup: StrictMode's second run gets nothing from release() and must not cancel this.
    if (held.length > 0) setTimeout(() => replayHeld(held), 0);
  }, []);
  return null;
}

/** A button's name as the shell's boot script holds it: its aria-label, else its text. */
const buttonName = (button: Element) => button.getAttribute('aria-label') || (button.textContent ?? '').trim();

/**
 * Presses, in the app's screen under `root`, the button of each name tapped on the dashboard
 * shell, in order; a name no button has any longer is dropped.
 */
export function replayShellTaps(root: ParentNode, names: readonly string[]): void {
  for (const name of names) {
    const button = Array.from(root.querySelectorAll('button')).find((b) => buttonName(b) === name);
    button?.click();
  }
}

/**
 * Rendered once at the root when the app draws over a dashboard shell (start-app.tsx); renders
 * nothing. In the app's first commit it takes the taps the shell's boot script held
 * (boot-script.ts `shellBootScriptSource`) and, a task later, presses the same buttons: a tap on
 * "Entrenamiento vacío" before the app was ready is not lost.
 */
export function ReplayShellTaps({ root }: { root: HTMLElement }) {
  useLayoutEffect(() => {
    const held = window.forjaShell?.release() ?? [];
    if (held.length > 0) setTimeout(() => replayShellTaps(root, held), 0);
  }, [root]);
  return null;
}
