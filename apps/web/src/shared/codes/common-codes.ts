import { queryOptions } from '@tanstack/react-query';
import { api } from '@/shared/api';

/** One entry of the flat code list; groupCode says which group it belongs to. */
export interface CommonCode {
  groupCode: string;
  groupName?: string;
  code: string;
  codeName: string;
  sortOrder?: number;
  tag?: string | null;
}

function isCommonCode(value: unknown): value is CommonCode {
  if (typeof value !== 'object' || value === null) return false;
  const { groupCode, code, codeName, sortOrder } = value as Record<string, unknown>;
  return (
    typeof groupCode === 'string' &&
    typeof code === 'string' &&
    typeof codeName === 'string' &&
    (sortOrder === undefined || typeof sortOrder === 'number')
  );
}

// Checked by hand rather than with zod: this runs on many pages and zod would add ~25 KB.
function codeListOf(data: unknown): CommonCode[] {
  if (typeof data !== 'object' || data === null || !('codeList' in data)) return [];
  const { codeList } = data;
  return Array.isArray(codeList) && codeList.every(isCommonCode) ? codeList : [];
}

/**
 * GET /code/v1/all/list. Spec 01 §8: a failed code list empties the list, so this never
 * throws — screens show their selects without options instead of an error page.
 */
export async function fetchCommonCodes(): Promise<CommonCode[]> {
  try {
    const answer = await api.get('/code/v1/all/list');
    return codeListOf(answer.data);
  } catch {
    return [];
  }
}

export const commonCodesQuery = queryOptions({
  queryKey: ['common-codes'] as const,
  queryFn: fetchCommonCodes,
  staleTime: 30 * 60_000,
});

export function codesOfGroup(codes: readonly CommonCode[], groupCode: string): CommonCode[] {
  return codes
    .filter((code) => code.groupCode === groupCode)
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}
