import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
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
  build: {
    outDir: 'dist',
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
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
