import '@/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/App';
import { reloadPageForChunkError } from '@/app/chunk-reload';
import { createAppRouter } from '@/app/router';
// Straight from the file so the HTTP clients stay out of the first download.
import { setApiNavigator } from '@/shared/api/api-navigation';

const router = createAppRouter();
setApiNavigator((to) => void router.navigate(to));

// Vite reports a failed preload of a lazy chunk's CSS or JS dependencies here; the same
// once-per-minute reload applies as for the chunk itself.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadPageForChunkError()) event.preventDefault();
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain #root');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
