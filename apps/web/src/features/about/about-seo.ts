import type { AboutContent } from '@maru/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { preloadQueries } from '@/shared/query';
import type { PageMeta, PageMetaArgs } from '@/shared/seo';
import { aboutQuery } from './about-api';

/** Each company page's name (its title and first heading while loading) and address. */
export const aboutPages = {
  brand: { title: '브랜드 소개', path: '/about/brand' },
  company: { title: '회사 소개', path: '/about/company' },
  people: { title: '마루의 사람들', path: '/about/people' },
} as const satisfies Record<keyof AboutContent, { title: string; path: string }>;

/** The loader and head of one company page: its content is in the first HTML. */
export function aboutPage(page: keyof AboutContent) {
  return {
    loader: async ({ context }: LoaderFunctionArgs) => {
      await preloadQueries(context, [aboutQuery(page)]);
      return null;
    },
    meta: ({ queryClient }: PageMetaArgs): PageMeta => {
      const content = queryClient.getQueryData(aboutQuery(page).queryKey) as { lead?: unknown } | undefined;
      return {
        title: aboutPages[page].title,
        ...(typeof content?.lead === 'string' ? { description: content.lead } : {}),
        canonicalPath: aboutPages[page].path,
      };
    },
  };
}
