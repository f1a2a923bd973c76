import { BenchBrowser, openGuest } from './bench-browser';
import { type CartPick, type MixInputs, Shopper } from './shopper';
import { shopperKeywords } from './shopper-keywords';

interface CategoryNode {
  categoryNo: number;
  categoryList: CategoryNode[];
}

/** Categories, keywords and spare in-stock options, read from the running shop. */
export async function gatherMixInputs(baseUrl: string, memberEmails: readonly string[]): Promise<MixInputs> {
  // A browser with the XSRF pair but no guest id: guest ids are limited per address, and
  // the shoppers need one each.
  const browser = new BenchBrowser(baseUrl);
  await browser.get('/api/health');
  const tree = (await browser.get<{ categoryList: CategoryNode[] }>('/api/category/v1/all')).body.data!.categoryList;
  // Every category a shopper can open: departments, their leaves, brands and premium.
  const categoryNos = tree.flatMap(function walk(node): number[] {
    return [node.categoryNo, ...node.categoryList.flatMap(walk)];
  });
  await reportKeywordCounts(browser);
  return { categoryNos, keywords: shopperKeywords, memberEmails, spareOptions: await spareOptions(browser, categoryNos) };
}

/** How many products each keyword finds, so a spread of empty answers is not mistaken for a fast search. */
async function reportKeywordCounts(browser: BenchBrowser): Promise<void> {
  const counts = new Map<string, number>();
  for (const keyword of shopperKeywords) {
    const answer = await browser.get<{ totalCount: number }>(`/api/product/v1/search/cnt?keyword=${encodeURIComponent(keyword)}`);
    counts.set(keyword, answer.body.data?.totalCount ?? 0);
  }
  const found = [...counts.values()].filter((count) => count > 0).sort((a, b) => a - b);
  const none = [...counts].filter(([, count]) => count === 0).map(([keyword]) => keyword);
  console.log(
    `${shopperKeywords.length} keywords from the seed vocabulary: ${found.length} find products ` +
      `(fewest ${found[0] ?? 0}, median ${found[Math.floor(found.length / 2)] ?? 0}, most ${found.at(-1) ?? 0})` +
      (none.length > 0 ? `; none for ${none.join(', ')}` : ''),
  );
}

/** A few in-stock options from the first categories' lists, for products whose options are all sold out. */
async function spareOptions(browser: BenchBrowser, categoryNos: readonly number[], wanted = 20): Promise<CartPick[]> {
  const picks: CartPick[] = [];
  for (const categoryNo of categoryNos) {
    const list = await browser.post<{ productList: { productNo: number }[] }>('/api/product/v1/search/list', { categorys: [categoryNo], filters: [], page: 1, size: 24 });
    for (const { productNo } of list.body.data?.productList ?? []) {
      const options = await browser.get<{ optionList: { optionGroupSeq: number; stockCnt: number }[] }>(`/api/product/v1/option/itemList?productNo=${productNo}`);
      const row = options.body.data?.optionList.find((option) => option.stockCnt >= 10);
      if (row) picks.push({ productNo, optionGroupSeq: row.optionGroupSeq });
      if (picks.length >= wanted) return picks;
    }
  }
  if (picks.length === 0) throw new Error('no option in stock found for the cart steps');
  return picks;
}

/**
 * One guest per connection, each with its own XSRF pair, guest id and (after the first
 * add) cart. They are made before the run and kept for it, so the mix itself never asks
 * for guest ids: a per-IP limit on guest-token creation would refuse them under load.
 */
export async function createShoppers(baseUrl: string, count: number, inputs: MixInputs): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  for (let index = 0; index < count; index++) {
    try {
      shoppers.push(new Shopper(index, await openGuest(baseUrl), inputs));
    } catch (error) {
      throw new Error(`guest ${index + 1} of ${count}: ${(error as Error).message}`, { cause: error });
    }
  }
  return shoppers;
}
