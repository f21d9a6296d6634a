import type { Decorator } from '@storybook/react-vite';
import { createContext, createElement, use, useState, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, useLocation, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../src/app/providers';
import { makeStore } from '../src/lib/store';
import { TOKEN_KEY } from '../src/lib/session';
import { WEIGHT_UNIT_KEY } from '../src/entities/users/weight-unit-storage';

export interface RouterParameters {
  /** URL the story starts at (default "/"). */
  route?: string;
  /** Route pattern the story is mounted on, for params such as ":id" (default: the route). */
  path?: string;
  /**
   * Mount this route table instead of the story: Flows pass the whole app's (layouts, guards, lazy
   * screens), `app: () => routes` from src/app/routes. The story imports it, not this file: what the
   * preview imports is a dependency of every story for Chromatic's TurboSnap, and the app's route
   * table reaches nearly every source file (404 of them with it, 79 without).
   */
  app?: () => RouteObject[];
  /**
   * The story's route fails: its loader throws what this returns (a 404 `Response`, an `Error`…),
   * and the story is rendered as that route's error element (src/app/route-error.tsx).
   */
  fail?: () => unknown;
  /**
   * The layout the screen sits in, as in the app (src/app/routes.tsx): `DashboardLayout` or
   * `PublicLayout`, handed over by the story (src/testing/shells.ts) for the same reason as `app`.
   * The story's route becomes its child, so the screen is drawn in its outlet with the real menu,
   * margins and sticky bars.
   */
  shell?: ComponentType;
}

/** Shows where the story navigated to, so play functions can assert redirects. */
function NavigatedTo() {
  const location = useLocation();
  return (
    <output data-testid="location" style={{ display: 'block', padding: 16, fontFamily: 'monospace' }}>
      {location.pathname}
    </output>
  );
}

interface StoryShellProps extends RouterParameters {
  route: string;
  children: ReactNode;
}

/** The route that shows the story: as its element, or as its error element when it fails. */
function storyRoute(path: string, children: ReactNode, fail?: () => unknown) {
  if (!fail) return { path, element: children };
  return {
    path,
    loader: () => {
      throw fail();
    },
    // Never shown (the loader always throws): they keep React Router from warning that they are missing.
    element: <></>,
    hydrateFallbackElement: <></>,
    errorElement: children,
  };
}

/**
 * The story as last rendered. The router is made once per story, so its route shows the story
 * through this context: args changed in the Controls panel re-render the story (a route holding
 * the first render's element kept showing the first args).
 */
const CurrentStory = createContext<ReactNode>(null);
function StoryElement() {
  return use(CurrentStory);
}

/** A fresh store and memory router per story id (re-renders of the same story keep them). */
function StoryShell({ route, path, app, fail, shell: Layout, children }: StoryShellProps) {
  const [shell] = useState(() => {
    const screen = storyRoute(path ?? route.split('?')[0]!, <StoryElement />, fail);
    const story = Layout ? { element: createElement(Layout), children: [screen] } : screen;
    return {
      store: makeStore(),
      router: createMemoryRouter(app ? app() : [story, { path: '*', element: <NavigatedTo /> }], {
        initialEntries: [route],
      }),
    };
  });
  return (
    // Toasts stay until the next story dismisses them (preview.tsx): with the product's 4 s, what a
    // screenshot showed depended on how long the story and the page took (an older toast folded
    // behind the newest, or already gone).
    <CurrentStory value={children}>
      <AppProviders store={shell.store} toastDuration={Infinity}>
        <RouterProvider router={shell.router} />
      </AppProviders>
    </CurrentStory>
  );
}

/**
 * Every story gets a fresh store (from makeStore), the app's providers and a memory router.
 * `parameters.session = 'signed-in'` stores a token first, as after a login.
 */
export const withApp: Decorator = (Story, context) => {
  const { route = '/', path, app, fail, shell } = (context.parameters.router ?? {}) as RouterParameters;
  if (context.parameters.session === 'signed-in') localStorage.setItem(TOKEN_KEY, 'story-token');
  else localStorage.removeItem(TOKEN_KEY);
  // The weight unit a story's profile left on this device is not the next story's.
  localStorage.removeItem(WEIGHT_UNIT_KEY);
  return (
    <StoryShell key={context.id} route={route} path={path} app={app} fail={fail} shell={shell}>
      <Story />
    </StoryShell>
  );
};
