import type { LoaderFunctionArgs } from 'react-router';
import { preloadQueries } from '@/shared/query';
import { paths } from '@/shared/routing';
import type { PageMeta, PageMetaArgs } from '@/shared/seo';
import { policyQuery } from './policy-api';
import { DEFAULT_POLICY_CATEGORY, isPolicyCategory, policyTitles } from './policy-categories';
import { policyLoader } from './policy-loader';

const categoryOf = (category: string | undefined) => (category && isPolicyCategory(category) ? category : DEFAULT_POLICY_CATEGORY);

/** An unknown type is 404 (policyLoader); a known one has its text in the first HTML. */
export async function policyPageLoader(args: LoaderFunctionArgs) {
  policyLoader(args);
  await preloadQueries(args.context, [policyQuery(categoryOf(args.params.category))]);
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
