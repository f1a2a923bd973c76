import { QueryClient } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The web tests share two cores with the database-backed server tests: waiting for a lazy
// page or an answer can take longer than Testing Library's one-second default there.
configure({ asyncUtilTimeout: 5000 });

// Every query client a test mounted is emptied after it, its retries stopped with it: the app's
// client retries a failed read after 1–4 s, and in a window shared by several files that retry
// landed in a later file's test and was counted among its requests (issue 42: a product list's
// search among a coupon dialog's and an option form's calls). Patched once per worker: this file
// runs again for every test file.
const tracked = globalThis as { maruMountedClients?: Set<QueryClient> };
if (!tracked.maruMountedClients) {
  const clients = new Set<QueryClient>();
  const mount = QueryClient.prototype.mount;
  QueryClient.prototype.mount = function (this: QueryClient) {
    clients.add(this);
    mount.call(this);
  };
  tracked.maruMountedClients = clients;
}
const mountedClients = tracked.maruMountedClients;

// Vitest runs without globals, so Testing Library cannot register its own clean-up. Files share
// their worker's window (vitest.isolation.ts), so what a test leaves in the browser's storage,
// cookies included (a member's sign-in mark), goes too.
afterEach(() => {
  cleanup();
  for (const client of mountedClients) client.clear();
  mountedClients.clear();
  sessionStorage.clear();
  localStorage.clear();
  for (const pair of document.cookie.split('; ').filter(Boolean)) document.cookie = `${pair.split('=')[0]}=; path=/; max-age=0`;
});

// jsdom has no layout engine: scrolling and media queries are stubbed so components that
// use them can still be rendered.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
