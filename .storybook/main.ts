import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';

const config: StorybookConfig = {
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    '../src/**/*.mdx',
    '../src/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    // GitHub-flavoured Markdown (tables, task lists) in the MDX pages: MDX 3 leaves it off.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // Only Storybook serves the MSW worker; it never ships in the app build.
  // The exercise photos the app serves (scripts/make-exercise-photos.ts), at the same URLs.
  staticDirs: ['./public', { from: '../src/app/public/exercise-photos', to: '/exercise-photos' }],
  core: { disableTelemetry: true },
};

export default config;
