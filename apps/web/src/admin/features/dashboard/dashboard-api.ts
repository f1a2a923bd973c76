import { dashboardView } from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';

// The console's dashboard call (GET /api/admin/v1/dashboard), parsed with the domain's contract.

export const dashboardQuery = queryOptions({
  queryKey: ['console', 'dashboard'],
  queryFn: () => consoleApi('/dashboard', { data: dashboardView }),
  // The figures move with every order: read again when the operator comes back to the tab, and each minute while open.
  staleTime: 0,
  refetchInterval: 60_000,
});
