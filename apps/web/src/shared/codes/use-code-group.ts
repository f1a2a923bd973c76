import { useSuspenseQuery } from '@tanstack/react-query';
import { codesOfGroup, commonCodesQuery, type CommonCode } from './common-codes';

/**
 * The codes of one group, e.g. the FAQ categories. Pair it with a route loader that calls
 * `queryClient.ensureQueryData(commonCodesQuery)` so the page renders without a spinner.
 */
export function useCodeGroup(groupCode: string): CommonCode[] {
  const { data } = useSuspenseQuery({ ...commonCodesQuery, select: (codes) => codesOfGroup(codes, groupCode) });
  return data;
}
