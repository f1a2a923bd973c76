/** One step of a page's trail: its name and its path on this site. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * A page's breadcrumb trail as schema.org structured data (Google and Naver read JSON-LD),
 * from the home page down to the page itself, each step an absolute URL on `origin`.
 */
export function breadcrumbList(origin: string, crumbs: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.path, origin).href,
    })),
  };
}
