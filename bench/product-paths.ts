/** Every product's page path, from the shop's own sitemaps, interleaved so neighbours in the catalogue are not asked one after the other. */
export async function allProductPaths(origin: string): Promise<string[]> {
  const index = await (await fetch(`${origin}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]*sitemap-products-\d+\.xml)<\/loc>/g)].map((match) => match[1] ?? '');
  const paths: string[] = [];
  for (const file of files) {
    const sitemap = await (await fetch(new URL(new URL(file).pathname, origin))).text();
    paths.push(...[...sitemap.matchAll(/<loc>[^<]*(\/product\/item\/\d+)<\/loc>/g)].map((match) => match[1] ?? ''));
  }
  return paths.map((path, position) => ({ path, key: (position * 7919) % paths.length })).sort((a, b) => a.key - b.key).map(({ path }) => path);
}
