/** Product URLs per sitemap file: well under the protocol's 50,000, so a file stays small (about 1 MB). */
export const PRODUCTS_PER_FILE = 10_000;
