import { readFileSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { assetList } from './scripts/asset-list';
import { firstPaintShell } from './scripts/first-paint-shell';
import { precompress } from './scripts/precompress';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

export default defineConfig({
  root: 'src/web',
  // Part of the device cache's buster (lib/device-cache): data kept by another version is dropped.
  define: { __APP_VERSION__: JSON.stringify(version) },
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    firstPaintShell(path.resolve('src/web/locales')),
    assetList(),
    precompress(),
  ],
  // The @shared/* and @web/* aliases come from tsconfig.json `paths`, their only definition.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: path.resolve('dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // bench/bundle.mjs reads it to know which chunks a screen needs.
    manifest: true,
    // Browsers without <link rel=modulepreload> (Safari before 17) still load every chunk, only
    // without the head start; the polyfill would cost every first load to help them.
    modulePreload: { polyfill: false },
    // Keep the first load small: fonts stay files, not inlined data.
    assetsInlineLimit: 0,
  },
  // `vite build` builds the browser's app, then the server's rendering of its screens
  // (src/web/entry-server.tsx into dist/ssr, loaded by src/server/ssr; docs/BOOT.md).
  builder: {
    async buildApp(builder) {
      for (const name of ['client', 'ssr']) {
        const environment = builder.environments[name];
        if (environment) await builder.build(environment);
      }
    },
  },
  environments: {
    ssr: {
      build: {
        outDir: path.resolve('dist/ssr'),
        emptyOutDir: true,
        ssr: path.resolve('src/web/entry-server.tsx'),
        // Named by its content: a new build is a new module for the running server to load
        // (its chunks import it by that name, so a query string would load it twice).
        rollupOptions: { output: { entryFileNames: 'entry-server-[hash].js' } },
        manifest: false,
        sourcemap: false,
        copyPublicDir: false,
        // Read from disk by the server once at start, never downloaded: size is no concern.
        chunkSizeWarningLimit: 4096,
      },
      // One self-contained file: the packages the server itself never loads (React, the
      // router, i18next...) are bundled in, in their production builds.
      resolve: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, changeOrigin: false },
    },
  },
});
