import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '@/shared/ui/Toast';
import { setSessionEndedHandler } from '../api/console-api';
import { consoleQueryClient } from '../api/query-client';
import { signInPath } from './next-path';
import { consoleRouter } from './router';

/** A call that finds the session gone sends the staff member to sign in, and back here afterwards. */
function toSignIn() {
  consoleQueryClient.clear();
  const { pathname, search } = consoleRouter.state.location;
  if (pathname === '/sign-in') return;
  void consoleRouter.navigate(signInPath(`${pathname}${search}`, 'expired'), { replace: true });
}

export function AdminApp() {
  useEffect(() => {
    setSessionEndedHandler(toSignIn);
    // The browser tests wait for this, as they do for the shop.
    document.documentElement.dataset.app = 'ready';
    return () => setSessionEndedHandler(undefined);
  }, []);
  return (
    <QueryClientProvider client={consoleQueryClient}>
      <ToastProvider>
        <RouterProvider router={consoleRouter} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
