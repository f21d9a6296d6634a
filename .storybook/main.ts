import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { buildYearDefine, FIXTURE_YEAR } from '../scripts/build-year';

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
  // Only Storybook serves the MSW worker; it never ships in the app build. The app's public files
  // (exercise photos, icons) at the same URLs as in the app. Storybook copies its static dirs
  // itself, so Vite's own copy of its publicDir (vite.config.ts) is off here: both copying the
  // photos into dist/storybook at once failed the build with EEXIST now and then.
  staticDirs: ['./public', '../src/app/public'],
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    publicDir: false,
    // The footer's year: a fixed one in stories, as the visual suite's clock (scripts/build-year.ts).
    define: { ...viteConfig.define, ...buildYearDefine(FIXTURE_YEAR) },
  }),
  core: { disableTelemetry: true },
};

export default config;
