// The links of the frame every page shows (header, category menu, route guard). `paths`
// offers the same builders under its usual names; both come from the page table.

import { pathTo } from './page-paths';

export const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const shellPaths = {
  home: () => pathTo('home'),
  login: (redirectUrl?: string) => withQuery(pathTo('login'), { redirectUrl }),
  search: (keyword?: string) => withQuery(pathTo('search'), { keyword }),
  productList: (categoryId?: string | number) => pathTo('product-list', { id: categoryId }),
  cart: () => pathTo('cart'),
  mypageHome: () => pathTo('mypage'),
} as const;
