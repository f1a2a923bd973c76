import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const apiServer = 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
  // The renderer needs no copy of the public files; the client build serves them.
  publicDir: isSsrBuild ? false : 'public',
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The shared folder has no import-time side effects (its HTTP clients are marked pure).
      // Saying so lets a module that the shell reaches only through a barrel (@/shared/ui and
      // the like) but never uses stay out of the entry chunk, in the chunks that do use it.
      treeshake: {
        moduleSideEffects: (id: string) => (/\/src\/shared\/.+\.tsx?$/.test(id) ? false : undefined),
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
