import { Box } from '@chakra-ui/react';
import type { Decorator } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { createElement, useState, type ComponentType } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FIXED_INSTANT } from './fixed-day';

/**
 * One place for the setup every screen story repeats (the router, the session, the MSW
 * handlers, the layout) and for the steps a play takes as a user. The meta keeps its `title`
 * and `component` written out, so Storybook's index (and the story ids) read them as before.
 */

/**
 * The day stories with dates are fixed to: the visual suite's clock (e2e/visual), so what a story
 * shows is the same in the story tests, which run on the real clock.
 */
export const STORY_TODAY = new Date(FIXED_INSTANT);

type Handlers = RequestHandler[] | Record<string, RequestHandler[] | RequestHandler>;

export interface ScreenOptions {
  /** Route pattern the story is mounted on, for params such as ":id" (default: the route). */
  path?: string;
  /** Store a token first, as after a login (`parameters.session = 'signed-in'`). */
  signedIn?: boolean;
  /** MSW handlers for the story (`parameters.msw.handlers`). */
  handlers?: Handlers;
  /** Storybook's canvas layout. */
  layout?: 'padded' | 'centered' | 'fullscreen';
  /** The layout the screen sits in, as in the app (src/testing/shells.ts). */
  shell?: ComponentType;
}

/**
 * Story parameters: axe's `target-size` check (WCAG 2.2's 2.5.8: every target 24 px, or far enough
 * from the next), which axe leaves off by default, on for the screens whose links are small and
 * packed: the calendars' routines and their "+N más".
 */
export const targetSizeChecked = { a11y: { options: { rules: { 'target-size': { enabled: true } } } } };

/** The `parameters` of a story that shows the screen at `route` (see .storybook/decorators.tsx). */
export function screenParameters(route: string, { path, signedIn, handlers, layout, shell }: ScreenOptions = {}) {
  return {
    router: { route, ...(path ? { path } : {}), ...(shell ? { shell } : {}) },
    ...(signedIn ? { session: 'signed-in' as const } : {}),
    ...(handlers ? { msw: { handlers } } : {}),
    ...(layout ? { layout } : {}),
    // A screen in its layout needs a taller frame on its docs page (.storybook/preview.tsx).
    ...(shell ? { docs: { story: { iframeHeight: 800 } } } : {}),
  };
}

/** Story parameters: the GET of `path` (in the handler group `group`) never answers. */
export const neverAnswers = (group: string, path: string) => ({
  msw: { handlers: { [group]: [http.get(path, () => delay('infinite'))] } },
});

/** Story parameters: the GET of `path` (in the handler group `group`) fails with a 500. */
export const failsWith500 = (group: string, path: string) => ({
  msw: { handlers: { [group]: [http.get(path, () => HttpResponse.json({ message: 'x' }, { status: 500 }))] } },
});

/** A play: something on the canvas says it is still loading (`aria-busy="true"`). */
export async function showsBusy({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
}

/** A play: the status region named `name` ("Cargando …") says it is busy. */
export const showsLoadingStatus =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> => {
    await expect(within(canvasElement).getByRole('status', { name })).toHaveAttribute('aria-busy', 'true');
  };

/** Spread into a story: it renders at the desktop viewport. */
export const onDesktop = { globals: { viewport: { value: 'desktop' } } };
/** Spread into a story: it renders at the mobile viewport. */
export const onMobile = { globals: { viewport: { value: 'mobile' } } };

/**
 * The parameters of a story that tests a path through a screen (a dialog confirmed, a
 * navigation, a keyboard route) rather than a state to look at: Chromatic takes no snapshot of it.
 * Such a story also says `tags: ['interaction']`, written out (Storybook reads tags without running
 * the file), and the visual suite does not shoot it; its play runs in `npm run test:stories` as
 * every story's. A state worth seeing gets its own story named for it.
 */
export const interactionOnly = { chromatic: { disableSnapshot: true } };

/**
 * A finger's tap anywhere in the `size` px square centred on the element reaches it (WCAG 2.5.5
 * asks 44 px), whether the element is that big or its hit area is widened around it.
 */
export async function expectTouchTarget(element: HTMLElement, size = 44): Promise<void> {
  const box = element.getBoundingClientRect();
  const [x, y, half] = [box.x + box.width / 2, box.y + box.height / 2, size / 2 - 0.5];
  for (const [dx, dy] of [
    [-half, -half],
    [half, -half],
    [-half, half],
    [half, half],
  ] as const) {
    await expect(element.contains(document.elementFromPoint(x + dx, y + dy)), `tap at (${dx}, ${dy})`).toBe(true);
  }
}

/** What `within(element)` gives a play. */
export type Canvas = ReturnType<typeof within>;

/** Types `value` over what `field` holds, as a user who selects it all first. */
export async function retype(field: HTMLElement, value: string): Promise<void> {
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

/** Clicks the button named `name`. */
export async function press(canvas: Canvas, name: string | RegExp): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name }));
}

/** The heading of `level` (the page's h1 unless told) is on screen, named `name` when given. */
export async function expectHeading(canvas: Canvas, name?: string | RegExp, level = 1): Promise<void> {
  await expect(canvas.getByRole('heading', { level, name })).toBeVisible();
}

/** Each text (or pattern) is on screen. */
export async function expectTexts(canvas: Canvas, texts: (string | RegExp)[]): Promise<void> {
  for (const text of texts) await expect(canvas.getByText(text)).toBeVisible();
}

/** The story ended at `pathname` (the decorator shows where a story navigated to). */
export async function expectNavigatedTo(canvas: Canvas, pathname: string): Promise<void> {
  await expect(await canvas.findByTestId('location')).toHaveTextContent(pathname);
}

/**
 * A story decorator: the dashboard's page padding around the story, for components that reach
 * its edges with negative margins (the routine editor's save bar).
 */
export const withPagePadding: Decorator = (Story) =>
  createElement(Box, { px: { base: '4', md: '8' }, py: { base: '5', md: '8' } }, createElement(Story));

/**
 * A controlled component's value held as its form would hold it, for a story's wrapper: what
 * `onChange` gives becomes the value, and `onChange` (the story's spy) still hears it. `V`: what
 * `onChange` takes, when the value may also be empty (a radio group with none chosen).
 */
export function useHeldValue<T, V extends T = T>(initial: T, onChange: (value: V) => void): [T, (value: V) => void] {
  const [value, setValue] = useState<T>(initial);
  const change = (next: V) => {
    setValue(next);
    onChange(next);
  };
  return [value, change];
}
