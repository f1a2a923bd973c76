import { queryOptions } from '@tanstack/react-query';
import { answerReader, api } from '@/shared/api';
import type { PolicyCategory } from './policy-categories';

export type { PolicyDocumentView as PolicyDocument, PolicyHeadingView as PolicyHeading, PolicyVersionLink } from '@maru/domain';

const parse = answerReader();

/**
 * The text in force, or an earlier version (?version=, issue 27). The version in force changes
 * on its effective time, so the page asks again after a minute rather than keeping it for long.
 */
export const policyQuery = (category: PolicyCategory, version?: number) =>
  queryOptions({
    queryKey: ['policy', category, version ?? 'current'] as const,
    queryFn: async ({ signal }) => parse('policyDocumentView', (await api.get(`/policy/v1/${category}`, { query: { version }, signal })).data),
    staleTime: 60_000,
  });

/** The version number in the page address (?version=), or undefined for the text in force. */
export function versionFromSearch(value: string | null): number | undefined {
  return value !== null && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

/** '20230623' → '2023년 6월 23일'; anything else is shown as it came. */
export function effectiveDateText(version: string): string {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(version);
  return match ? `${match[1]}년 ${Number(match[2])}월 ${Number(match[3])}일` : version;
}
