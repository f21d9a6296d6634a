import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildYear, buildYearDefine } from './scripts/build-year';
import { writeCompressedCopies } from './scripts/compressed-copies';

/**
 * Writes `.br` and `.gz` next to every text asset of the web build, so the server sends them as
 * they are (@fastify/static `preCompressed`) instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'forja:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      const text = files.filter((f) => /\.(js|css|html|svg|json|txt|webmanifest)$/.test(f));
      await Promise.all(
        text.map(async (file) => {
          const full = path.join(outDir, file);
          const content = fs.readFileSync(full);
          if (content.length < 1024) return;
          await writeCompressedCopies(full, content);
        }),
      );
    },
  };
}

/**
 * Chakra's `createSystem` computes the page's global CSS (reset, base styles and every token's
 * CSS variable, about a third of its time) as it creates the system, though only its provider
 * reads it, to hand it to Emotion. Here it is computed on first read instead. A prerendered page,
 * whose HTML already carries that CSS, never reads it (app/shell-providers.tsx). The build fails
 * if Chakra's code no longer has the expected shape.
 */
function lazyChakraGlobalCss(): Plugin {
  const eager = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
  const exported = '    _global,\n';
  return {
    name: 'forja:lazy-chakra-global-css',
    apply: 'build',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('/@chakra-ui/react/dist/esm/styled-system/system.js')) return null;
      if (!code.includes(eager) || !code.includes(exported)) {
        throw new Error('@chakra-ui/react changed its createSystem: review forja:lazy-chakra-global-css');
      }
      return code
        .replace(eager, 'let _global;')
        .replace(
          exported,
          '    get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },\n',
        );
    },
  };
}

/**
 * The installable app (issue 26): the web app manifest (linked from every page's head, a link and
 * no script) and the service worker, Workbox's `generateSW`. The worker precaches the app shell
 * (index.html) and every JS, CSS and font file of the build, so a signed-in user who reopens the
 * app without network gets the dashboard's screens (their GET calls answer with the last copy
 * seen, kept per account). Navigations under /dashboard are answered with the cached shell; every other
 * page (the prerendered public screens, the landing with no JS) still comes from the server. The
 * signed-in GET API answers are kept at run time (NetworkFirst, keyed per account), and exercise
 * photos as they are shown (CacheFirst, never precached). The
 * worker never takes over by itself (`registerType: 'prompt'`): the signed-in app registers it
 * and offers the reload (src/app/boot/service-worker.ts). The prerender step changes index.html
 * and adds the global CSS after this runs: it refreshes both entries of the precache list
 * (scripts/prerender.ts `refreshPrecache`).
 */
function installableApp() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeManifestIcons: false,
    manifest: {
      id: '/dashboard/overview',
      name: 'Forja',
      short_name: 'Forja',
      description:
        'Tus rutinas de entrenamiento en el bolsillo: planifica, entrena y registra tus series, también en el gimnasio sin cobertura.',
      lang: 'es',
      dir: 'ltr',
      start_url: '/dashboard/overview',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      theme_color: '#F05A19',
      background_color: '#FFFFFF',
      categories: ['fitness', 'health', 'sports'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'favicon.svg', 'icons/*.png'],
      // The boot script serves only the prerendered public screens, which the worker leaves alone.
      globIgnores: ['assets/boot-*.js'],
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: [/^\/dashboard(\/|$)/],
      cleanupOutdatedCaches: true,
      clientsClaim: false,
      skipWaiting: false,
      sourcemap: false,
      // Exercise photos (1,200 files, scripts/make-exercise-photos.ts) are never precached: those a
      // user sees are kept at run time (a file never changes under its name), so a routine's photos
      // show in the gym without network.
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/exercise-photos/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'exercise-photos',
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
          },
        },
        // The signed-in GET calls (routines, today's card, progress, history), once seen, answer
        // offline with their last copy (issue 26). Not the account calls, and not one session
        // (`/api/workouts/:id`: the app keeps a fresher copy of it in IndexedDB, offline-cache.ts).
        {
          urlPattern: ({ url, request, sameOrigin }) =>
            sameOrigin &&
            request.method === 'GET' &&
            request.headers.has('Authorization') &&
            url.pathname.startsWith('/api/') &&
            !/^\/api\/(auth|health|docs)(\/|$)/.test(url.pathname) &&
            !/^\/api\/workouts\/\d+$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: 'forja-api',
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [200] },
            plugins: [
              {
                // Workbox keys answers by URL only: the key also carries a digest of the
                // Authorization token, so one account's answers never reach another account on
                // the same device (and logging out deletes the cache: src/app/boot/service-worker.ts).
                cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
                  const token = request.headers.get('Authorization') ?? '';
                  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
                  const user = Array.from(new Uint8Array(digest).slice(0, 16), (b) =>
                    b.toString(16).padStart(2, '0'),
                  ).join('');
                  const url = new URL(request.url);
                  url.searchParams.set('__forja_user', user);
                  return url.href;
                },
              },
            ],
          },
        },
      ],
      // A tap on the rest timer's notification focuses the app (src/app/public/sw-notifications.js).
      importScripts: ['/sw-notifications.js'],
    },
  });
}

/**
 * Web app build (dist/web), the prerender entry (`--ssr`, dist/prerender) and the dev server;
 * /api is proxied to the API in `npm run dev`.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), lazyChakraGlobalCss(), installableApp(), precompress()],
  publicDir: isSsrBuild ? false : 'src/app/public',
  define: buildYearDefine(buildYear()),
  // The dashboard shell (src/app/boot/prerendered-pages.ts) renders the guard, whose update prompt
  // imports workbox-window: its package entry is not an ES module Node can import by name.
  ssr: isSsrBuild ? { noExternal: ['workbox-window'] } : undefined,
  build: isSsrBuild
    ? // `vite build --ssr`: the server entry that prerenders the public screens (scripts/prerender.ts).
      { outDir: 'dist/prerender', emptyOutDir: true }
    : {
        outDir: 'dist/web',
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          // `@chakra-ui/react/theme` builds its unused `defaultThemeConfig` (every one of Chakra's
          // ~75 recipes) with a top-level `defineConfig(...)` call, an identity function the
          // bundler cannot prove pure: without this, all of them ship in the first load.
          treeshake: { manualPureFunctions: ['defineConfig'] },
          // Named optimisation "Small shared chunks inlined" (docs/PERFORMANCE.md register): the
          // automatic split made about 100 chunks for one visit to the session screen, most of a few
          // hundred bytes (an icon, a Chakra part) shared by two routes. Over HTTP/1.1 each is a
          // request on one of six connections and a preload the page inserts, which Lighthouse's
          // simulation counts at 150 ms a round trip. Rolldown copies a shared chunk under 8 KB (its
          // source before minifying) into each chunk that reads it; its runtime keeps one instance
          // of each module (one state, one React context). A chunk holding a style sheet stays a
          // file (Vite's CSS plugin would emit its CSS once per copy). The plain path is `output`
          // removed.
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 8192, exclude: /\.css(\?|$)/ },
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
}));
