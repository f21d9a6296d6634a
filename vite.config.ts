import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Web app build (dist/web) and dev server; /api is proxied to the API in `npm run dev`. */
export default defineConfig({
  plugins: [react()],
  publicDir: 'src/app/public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
});
