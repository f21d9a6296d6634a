import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@fontsource-variable/inter';
import { handlers } from '../src/testing/handlers';
import { dismissToasts } from '../src/testing/toasts';
import '../src/testing/all-texts';
import { withApp } from './decorators';

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

const preview: Preview = {
  loaders: [fontsLoaded, mswLoader()],
  decorators: [withApp],
  // Toasts stay until dismissed in Storybook (decorators.tsx): no story starts with the last one's.
  beforeEach: () => dismissToasts(),
  parameters: {
    layout: 'fullscreen',
    // Every story is an accessibility test: any axe violation fails `npm run test:stories`.
    a11y: { test: 'error' },
    msw: { handlers },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Móvil (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: { name: 'Escritorio (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
