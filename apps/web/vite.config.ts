import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const apiServer = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  // The renderer needs no copy of the public files; the client build serves them.
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The browser's zod is configured jitless where it is first imported (build/zod-jitless.ts).
      ...(isSsrBuild ? [] : [{ find: /^zod$/, replacement: fileURLToPath(new URL('./build/zod-jitless.ts', import.meta.url)) }]),
    ],
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiServer,
      '/sandbox': apiServer,
      '/media': apiServer,
    },
  },
  // The server-rendering build (entry-server.tsx) bundles the domain package, which is
  // TypeScript source; the other dependencies are loaded from node_modules by Node.
  ssr: { noExternal: ['@maru/domain'] },
  build: {
    outDir: 'dist',
    // The server reads it to preload each rendered page's chunks and inline its styles.
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    // The server's CSP forbids inline scripts, so the module preload polyfill (an inline
    // helper in older setups) stays off; every supported browser preloads natively.
    modulePreload: {
      polyfill: false,
      // With the console as a second entry, the shop's entry statically imports two tiny
      // chunks both entries share (the bundler's runtime and Vite's preload helper), which
      // would otherwise be preloaded by the shop's page. Its pages still name only the entry
      // (plugins/pages): the first screen is in the HTML, and the entry only waits for it.
      resolveDependencies: (_file, dependencies, { hostId, hostType }) => (hostType === 'html' && path.basename(hostId) === 'index.html' ? [] : dependencies),
    },
    rollupOptions: {
      // The client build has two pages: the shop (index.html) and the operator console
      // (admin.html), each its own entry and chunks; the server-rendering build keeps its
      // single entry (--ssr src/entry-server.tsx).
      ...(isSsrBuild ? {} : { input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), admin: fileURLToPath(new URL('./admin.html', import.meta.url)) } }),
      // The shared and feature folders have no import-time side effects (their HTTP clients
      // are marked pure; nothing registers itself on import). Saying so lets a module that a
      // page reaches only through a barrel (@/shared/ui, a feature's index.ts) but never uses
      // stay out of that page's chunks: the product page imports 바로 구매 from the order
      // feature and once carried its after-sale screens (and their styles) along.
      treeshake: {
        moduleSideEffects: (id: string) => (/\/src\/(shared|features)\/.+\.tsx?$/.test(id) ? false : undefined),
      },
      output: {
        // The server loads the renderer by a fixed name (dist-ssr/entry-server.js).
        entryFileNames: isSsrBuild ? '[name].js' : 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
}));
