import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import type { PluginOption } from 'vite';
import { buildYearDefine, FIXTURE_YEAR } from '../scripts/build-year';

/**
 * Plugins of the app's build (vite.config.ts) that Storybook's build leaves out: the `.br`/`.gz`
 * copies of every asset are for the app's server, not for Storybook; they doubled what Chromatic
 * uploaded and added brotli's time to every Storybook build.
 */
const APP_ONLY_PLUGINS = new Set(['forja:precompress']);

const withoutAppOnly = (plugins: PluginOption[] = []): PluginOption[] =>
  plugins
    .flat(Infinity as 1)
    .filter(
      (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && APP_ONLY_PLUGINS.has(plugin.name)),
    );

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
    plugins: withoutAppOnly(viteConfig.plugins),
    // The footer's year: a fixed one in stories, as the visual suite's clock (scripts/build-year.ts).
    define: { ...viteConfig.define, ...buildYearDefine(FIXTURE_YEAR) },
  }),
  // Chakra's package.json names its public Storybook, which Storybook would compose into the
  // sidebar: a cross-origin frame in the manager. It drew "Chakra UI - Oh no! Something went wrong"
  // (no network) and, through it, the Interactions panel's red FAIL with a `SecurityError` on
  // healthy stories (the preview serialises a story's events for the manager and touches that
  // frame: storybookjs/storybook#36281).
  refs: { '@chakra-ui/react': { disable: true } },
  core: { disableTelemetry: true },
};

export default config;
