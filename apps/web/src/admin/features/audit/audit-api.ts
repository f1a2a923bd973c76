import { auditPageView, type AuditQuery } from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';
import { auditKey } from '../../api/query-client';

export const AUDIT_PAGE_SIZE = 30;

/** The filters as the page's address holds them (strings), sent as they are. */
export type AuditFilters = Partial<Record<'staffId' | 'action' | 'targetType' | 'targetId' | 'from' | 'to', string>>;

export const auditLogQuery = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: [...auditKey, filters, page],
    queryFn: () => consoleApi('/audit', { query: { ...filters, page, size: AUDIT_PAGE_SIZE } satisfies Partial<Record<keyof AuditQuery, string | number>>, data: auditPageView }),
  });
