// The links of the frame every page shows (header, category menu, route guard), apart from
// the full `paths` table so the first download carries only these. `paths` offers the same
// builders under its usual names; use this only in code that is part of the shell.

export const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const optional = (base: string, id?: string | number): string =>
  id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`;

export const shellPaths = {
  home: () => '/',
  login: (redirectUrl?: string) => withQuery('/login', { redirectUrl }),
  search: (keyword?: string) => withQuery('/search', { keyword }),
  productList: (categoryId?: string | number) => optional('/product/list', categoryId),
  cart: () => '/cart',
  mypageHome: () => '/mypage',
} as const;
