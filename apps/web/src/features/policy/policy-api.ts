import { queryOptions } from '@tanstack/react-query';
import { answerReader, api } from '@/shared/api';
import type { PolicyCategory } from './policy-categories';

export type { PolicyDocumentView as PolicyDocument, PolicyHeadingView as PolicyHeading } from '@maru/domain';

const parse = answerReader();

export const policyQuery = (category: PolicyCategory) =>
  queryOptions({
    queryKey: ['policy', category] as const,
    queryFn: async ({ signal }) => parse('policyDocumentView', (await api.get(`/policy/v1/${category}`, { signal })).data),
    staleTime: 30 * 60_000,
  });

/** '20230623' → '2023년 6월 23일'; anything else is shown as it came. */
export function effectiveDateText(version: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(version);
  return match ? `${match[1]}년 ${Number(match[2])}월 ${Number(match[3])}일` : version;
}
