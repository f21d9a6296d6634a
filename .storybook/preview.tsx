import type { Preview } from '@storybook/react-vite';
// First: the fixed clock, before anything else reads the date.
import { setStoryClock } from './clock';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import '@fontsource-variable/inter';
import { handlers } from '../src/testing/handlers';
import { freshAppState } from '../src/testing/fresh-app-state';
import { dismissToasts } from '../src/testing/toasts';
import '../src/testing/all-texts';
import { withApp } from './decorators';
import { MODES, VIEWPORTS } from './modes';

/**
 * Every story renders with Inter loaded. Charts measure their labels' widths to choose which ones
 * fit (recharts' `getTicks`, and the light e1RM line that uses it) and remember each width: a
 * story drawn before the font arrived chose by the fallback font's widths, so which date labels a
 * chart left out changed from run to run in the visual tests.
 */
const fontsLoaded = async () => {
  await document.fonts.load("16px 'Inter Variable'");
  await document.fonts.ready;
};

/**
 * `findBy…` and `waitFor` wait up to 4 s (Testing Library's default is 1 s): the flows open lazy
 * screens that Vite compiles on first request, and on a loaded 2-core machine the first one took
 * longer than a second. A story that is really broken still fails; it only fails later.
 */
configure({ asyncUtilTimeout: 4000 });

const preview: Preview = {
  // The story's clock first: later loaders and the render see its day.
  loaders: [setStoryClock, fontsLoaded, mswLoader()],
  decorators: [withApp],
  // Every story starts from the app's fresh state (src/testing/fresh-app-state.ts), and toasts stay
  // until dismissed in Storybook (decorators.tsx): no story starts with the last one's.
  beforeEach: () => {
    freshAppState();
    dismissToasts();
  },
  parameters: {
    layout: 'fullscreen',
    // Every story is an accessibility test: any axe violation fails `npm run test:stories`.
    a11y: { test: 'error' },
    msw: { handlers },
    // Expanded: the Controls panel shows each prop's description and default (docs/DEVELOPING.md "The Controls panel").
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Phone, tablet and desktop, written once in modes.ts: Storybook's viewport menu and Chromatic.
    viewport: { options: VIEWPORTS },
    chromatic: { modes: MODES },
    // On a docs page each story is drawn in a frame of its own, as in the canvas: its own mocked
    // network, store, clock and play. Drawn inline, the stories of one page shared one MSW worker
    // and the last story's handlers answered every block (the session's page showed "Este
    // entrenamiento no existe" 17 times out of 18).
    docs: { story: { inline: false, iframeHeight: 560 } },
    // The sidebar (docs/DEVELOPING.md "Stories"): from the written pages to the flows, each group
    // alphabetical; a component's stories stay in the order its file gives them.
    options: {
      storySort: {
        method: 'alphabetical',
        order: ['Introducción', 'Guías', 'Fundamentos', 'Componentes', 'Patrones', 'Pantallas', 'Flujos'],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
