import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming/create';

/**
 * The manager (sidebar, toolbar, panels) in Forja's colours and with its mark, so a designer knows
 * at a glance whose workshop this is. The sidebar's order is the preview's `storySort`.
 */
addons.setConfig({
  theme: create({
    base: 'light',
    brandTitle:
      '<span style="display:inline-flex;align-items:center;gap:8px;font-weight:700;font-size:16px">' +
      '<img src="./favicon.svg" alt="" width="24" height="24" />Forja · taller</span>',
    brandUrl: './',
    brandTarget: '_self',
    // The brand's 600 and 700 (src/ui/theme): the 500 is too light for text on white.
    colorPrimary: '#C9460F',
    colorSecondary: '#A3380C',
    appBg: '#FAFAF9',
    textColor: '#1C1917',
    barSelectedColor: '#A3380C',
  }),
});
