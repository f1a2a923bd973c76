import { shellPaths } from '@/shared/routing';

/** The shop's top-level categories, in the order the header and the home page show them. */
export const mainCategories = [
  { label: '타일', to: shellPaths.productList() },
  { label: '카펫타일', to: shellPaths.productList() },
  { label: '수전·욕실', to: shellPaths.productList() },
  { label: '가구', to: shellPaths.productList() },
  { label: '조명', to: shellPaths.productList() },
  { label: '소품', to: shellPaths.productList() },
] as const;
