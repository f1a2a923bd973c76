import { data, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '@/shared/api';
import { preloadQueries } from '@/shared/query';
import { paths } from '@/shared/routing';
import type { PageMeta, PageMetaArgs } from '@/shared/seo';
import { policyQuery, versionFromSearch } from './policy-api';
import { DEFAULT_POLICY_CATEGORY, isPolicyCategory, policyTitles } from './policy-categories';
import { policyLoader } from './policy-loader';

const categoryOf = (category: string | undefined) => (category && isPolicyCategory(category) ? category : DEFAULT_POLICY_CATEGORY);

/**
 * An unknown type is 404 (policyLoader), and so is a version that is not (yet) in force; a known
 * one has its text in the first HTML.
 */
export async function policyPageLoader(args: LoaderFunctionArgs) {
  policyLoader(args);
  const version = versionFromSearch(new URL(args.request.url).searchParams.get('version'));
  const errors = await preloadQueries(args.context, [policyQuery(categoryOf(args.params.category), version)]);
  if (version !== undefined && errors.some((error) => isApiError(error) && error.status === 404)) throw data('약관을 찾을 수 없습니다', { status: 404 });
  return null;
}

export function policyPageMeta({ params }: PageMetaArgs): PageMeta {
  const category = categoryOf(params.category);
  return {
    title: policyTitles[category],
    description: `마루 ${policyTitles[category]} 전문입니다.`,
    canonicalPath: paths.policy(category),
  };
}
