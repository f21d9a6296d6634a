import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import '@fontsource-variable/inter';
import { handlers } from '../src/testing/handlers';
import { dismissToasts } from '../src/testing/toasts';
import '../src/testing/all-texts';
import { withApp } from './decorators';

const preview: Preview = {
  loaders: [mswLoader()],
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
