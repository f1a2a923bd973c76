import { QueryClient } from '@tanstack/react-query';
import { ConsoleApiError } from './console-api';

/** Refusals (4xx, business codes) never change by asking again; network trouble and 5xx get two more tries. */
function shouldRetry(failures: number, error: unknown): boolean {
  if (failures >= 2) return false;
  if (!(error instanceof ConsoleApiError)) return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * The audit log's queries. Every console action writes an entry, so each section refreshes
 * them after one; the key lives here, not in the audit feature, so no section imports it.
 */
export const auditKey = ['console', 'audit'] as const;

/** The console's one query cache; loaders (outside React) and pages share it. */
export const consoleQueryClient = new QueryClient({
  defaultOptions: {
    // A queue several staff work on at once: data is refetched when a page is opened again.
    queries: { staleTime: 10_000, retry: shouldRetry, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});
