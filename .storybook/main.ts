import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Only Storybook serves the MSW worker; it never ships in the app build.
  // The exercise photos the app serves (scripts/make-exercise-photos.ts), at the same URLs.
  staticDirs: ['./public', { from: '../src/app/public/exercise-photos', to: '/exercise-photos' }],
  core: { disableTelemetry: true },
};

export default config;
