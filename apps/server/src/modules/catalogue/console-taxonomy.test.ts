import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ApiCode, type CategoryTreeNode, type ConsoleBrand, type ConsoleCategoryNode, type ShopBrandData } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { auditEntriesOf, pngImage, postFiles, signedInStaff, verifiedMember } from '../../../test/factories';
import { serverForTests } from '../../../test/harness';
import type { HttpClient } from '../../../test/http-client';
import { Leaf, Root } from './seed/categories';

// The console's categories and brands over HTTP on a real database: every change reaches the
// shop at once (the category tree, category lists, search, the brand answer), the tree stays
// 2 deep, a category with products cannot be deleted, and every change is in the audit log.

const server = serverForTests();
const CATALOGUE = '/api/admin/v1/catalogue';

const shopTree = async (client: HttpClient) => (await client.get<{ categoryList: CategoryTreeNode[] }>('/api/category/v1/all')).body.data!.categoryList;
const consoleTree = async (staff: HttpClient) => {
  const answer = await staff.get<{ categoryList: ConsoleCategoryNode[] }>(`${CATALOGUE}/categories`);
  expect(answer.body.code, answer.body.message).toBe(0);
  return answer.body.data!.categoryList;
};
const childrenOf = (roots: readonly { categoryNo: number; categoryList?: unknown[]; children?: unknown[] }[], rootNo: number) => {
  const root = roots.find((candidate) => candidate.categoryNo === rootNo)!;
  return ((root.categoryList ?? root.children) as { categoryNo: number; categoryName?: string; name?: string }[]).map((child) => child.categoryNo);
};
const countIn = async (client: HttpClient, categoryNo: number) =>
  (await client.post<{ totalCount: number }>('/api/product/v1/search/cnt', { categorys: [categoryNo] })).body.data!.totalCount;
const foundBy = async (client: HttpClient, keyword: string) =>
  ((await client.post<{ productList: { productNo: number }[] }>('/api/product/v1/search/list', { keyword, size: 100 })).body.data?.productList ?? []).map((card) => card.productNo);
const listedProductsOf = async (categoryNo: number) =>
  (await server.db.selectFrom('product').select('product_no').where('category_no', '=', categoryNo).where('listed', '=', true).orderBy('product_no').execute()).map((row) => row.product_no);

describe('categories', () => {
  it('a new category is in the shop tree at once, numbered above the seed; a taken name under the same parent is refused', async () => {
    const { client: staff } = await signedInStaff(server, 'CATALOGUE');
    const shopper = server.client();
    expect(childrenOf(await shopTree(shopper), Root.tile)).not.toHaveLength(0); // warms the taxonomy cache
    const created = await staff.post<{ categoryNo: number }>(`${CATALOGUE}/categories`, { name: '대형 타일', parentNo: Root.tile });
    expect(created.body.code, created.body.message).toBe(0);
    const { categoryNo } = created.body.data!;
    expect(categoryNo).toBeGreaterThan(600_000);
    const tiles = (await shopTree(shopper)).find((root) => root.categoryNo === Root.tile)!;
    expect(tiles.categoryList.at(-1)).toMatchObject({ categoryNo, categoryName: '대형 타일', categoryNoRef: Root.tile });

    const top = await staff.post<{ categoryNo: number }>(`${CATALOGUE}/categories`, { name: '아웃도어', parentNo: null });
    expect((await shopTree(shopper)).some((root) => root.categoryNo === top.body.data!.categoryNo && root.categoryType === 'PRODUCT')).toBe(true);

    const taken = await staff.post(`${CATALOGUE}/categories`, { name: ' 포세린 ', parentNo: Root.tile });
    expect(taken.body.code).toBe(ApiCode.CATEGORY_NAME_TAKEN);
    const underLeaf = await staff.post(`${CATALOGUE}/categories`, { name: '작은 포세린', parentNo: Leaf.porcelain });
    expect(underLeaf.body.code).toBe(ApiCode.CATEGORY_TOO_DEEP);

    const [entry] = await auditEntriesOf(server, 'category', categoryNo);
    expect(entry).toMatchObject({ action: 'category.create', before: null, after: { name: '대형 타일', parentNo: Root.tile, hidden: false } });
  });

  it('a renamed category finds its products by the new name through search', async () => {
    const { client: staff } = await signedInStaff(server, 'CATALOGUE');
    const shopper = server.client();
    const products = await listedProductsOf(Leaf.object);
    expect(products.length).toBeGreaterThan(0);
    expect(await foundBy(shopper, '조형예술품')).toEqual([]);
    const answer = await staff.patch<{ productsUpdated: number }>(`${CATALOGUE}/categories/${Leaf.object}`, { name: '조형예술품' });
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.data!.productsUpdated).toBeGreaterThanOrEqual(products.length);
    expect(await foundBy(shopper, '조형예술품')).toEqual(expect.arrayContaining(products));
    expect(childrenOf(await shopTree(shopper), Root.object)).toContain(Leaf.object);
    expect((await shopTree(shopper)).find((root) => root.categoryNo === Root.object)!.categoryList.find((child) => child.categoryNo === Leaf.object)!.categoryName).toBe('조형예술품');
    const [entry] = await auditEntriesOf(server, 'category', Leaf.object);
    expect(entry).toMatchObject({ action: 'category.update', before: { name: '오브제' }, after: { name: '조형예술품' } });
  });

  it('a leaf moved to another parent is listed under it (and no longer under the old one), its products rewritten', async () => {
    const { client: staff } = await signedInStaff(server, 'CATALOGUE');
    const shopper = server.client();
    const sofas = await listedProductsOf(Leaf.sofa);
    const [lightingBefore, furnitureBefore] = [await countIn(shopper, Root.lighting), await countIn(shopper, Root.furniture)];
    const started = performance.now();
    const answer = await staff.patch<{ productsUpdated: number }>(`${CATALOGUE}/categories/${Leaf.sofa}`, { parentNo: Root.lighting });
    const took = performance.now() - started;
    expect(answer.body.code, answer.body.message).toBe(0);
    // The cost of a move is the search-term rebuild, product by product (see taxonomy-write.ts).
    console.info(`moved ${answer.body.data!.productsUpdated} products' category in ${took.toFixed(0)} ms`);
    expect(await countIn(shopper, Root.lighting)).toBe(lightingBefore + sofas.length);
    expect(await countIn(shopper, Root.furniture)).toBe(furnitureBefore - sofas.length);
    const listed = await shopper.post<{ productList: { productNo: number }[] }>('/api/product/v1/search/list', { categorys: [Root.lighting], size: 100 });
    expect(listed.body.data!.productList.map((card) => card.productNo)).toEqual(expect.arrayContaining(sofas.slice(0, 3)));
    const row = await server.db.selectFrom('product').select('category_nos').where('product_no', '=', sofas[0]!).executeTakeFirstOrThrow();
    expect(row.category_nos).toContain(Root.lighting);
    expect(row.category_nos).not.toContain(Root.furniture);
    expect(childrenOf(await shopTree(shopper), Root.lighting).at(-1)).toBe(Leaf.sofa);
    const tree = await consoleTree(staff);
    expect(tree.find((root) => root.categoryNo === Root.lighting)!.children.find((child) => child.categoryNo === Leaf.sofa)).toMatchObject({ depth: 2, parentNo: Root.lighting });
    const entries = await auditEntriesOf(server, 'category', Leaf.sofa);
    expect(entries.at(-1)).toMatchObject({ action: 'category.update', before: { parentNo: Root.furniture }, after: { parentNo: Root.lighting, movedProducts: answer.body.data!.productsUpdated } });
  });

  it('a move that would make 3 levels, or a brand list move, is refused', async () => {
    const { client: staff } = await signedInStaff(server, 'CATALOGUE');
    for (const [categoryNo, parentNo, code] of [
      [Root.tile, Root.carpet, ApiCode.CATEGORY_TOO_DEEP],
      [Leaf.ceramic, Leaf.mosaic, ApiCode.CATEGORY_TOO_DEEP],
      [Root.carpet, Root.carpet, ApiCode.CATEGORY_TOO_DEEP],
      [Leaf.ceramic, 91001, ApiCode.CATEGORY_FIXED],
      [Leaf.ceramic, 999_999, ApiCode.CATEGORY_NOT_FOUND],
    ] as const) {
      const answer = await staff.patch(`${CATALOGUE}/categories/${categoryNo}`, { parentNo });
      expect([categoryNo, parentNo, answer.body.code]).toEqual([categoryNo, parentNo, code]);
    }
    expect(childrenOf(await consoleTree(staff), Root.tile)).toContain(Leaf.ceramic);
  });

  it('reorders a parent\'s children, and refuses a list that is not exactly them', async () => {
    const { client: staff } = await signedInStaff(server, 'CATALOGUE');
    const answer = await staff.put(`${CATALOGUE}/categories/order`, { categoryNos: [Leaf.homeCarpet, Leaf.officeCarpet] });
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(childrenOf(await shopTree(server.client()), Root.carpet)).toEqual([Leaf.homeCarpet, Leaf.officeCarpet]);
    const partial = await staff.put(`${CATALOGUE}/categories/order`, { categoryNos: [Leaf.pendant, Leaf.tableLamp] });
    expect(partial.body.code).toBe(ApiCode.CATEGORY_ORDER_MISMATCH);
    const entries = await auditEntriesOf(server, 'category', Root.carpet);
    expect(entries.at(-1)).toMatchObject({ action: 'category.reorder', before: { categoryNos: [Leaf.officeCarpet, Leaf.homeCarpet] }, after: { categoryNos: [Leaf.homeCarpet, Leaf.officeCarpet] } });
  });

  it('a hidden category leaves the shop tree, suggestions and the sitemap; its products stay in search', async () => {
    const { client: staff } = await signedInStaff(server, 'CATALOGUE');
    const shopper = server.client();
    const textiles = await listedProductsOf(Leaf.textile);
    expect(childrenOf(await shopTree(shopper), Root.object)).toContain(Leaf.textile);
    expect((await staff.patch(`${CATALOGUE}/categories/${Leaf.textile}`, { hidden: true })).body.code).toBe(0);
    expect(childrenOf(await shopTree(shopper), Root.object)).not.toContain(Leaf.textile);
    const sitemap = await (await fetch(`${server.url}/sitemap-pages.xml`)).text();
    expect(sitemap).toContain(`/product/list/${Leaf.rug}<`);
    expect(sitemap).not.toContain(`/product/list/${Leaf.textile}<`);
    const suggestions = await shopper.get<{ categoryList: { categoryNo: number }[] }>(`/api/product/v1/search/keyword?keyword=${encodeURIComponent('텍스타일')}`);
    expect(suggestions.body.data!.categoryList.map((category) => category.categoryNo)).not.toContain(Leaf.textile);
    const name = (await server.db.selectFrom('product').select('name').where('product_no', '=', textiles[0]!).executeTakeFirstOrThrow()).name;
    expect(await foundBy(shopper, name)).toContain(textiles[0]);
    const node = (await consoleTree(staff)).find((root) => root.categoryNo === Root.object)!.children.find((child) => child.categoryNo === Leaf.textile);
    expect(node).toMatchObject({ hidden: true, productCnt: expect.any(Number) });
    expect(node!.productCnt).toBeGreaterThanOrEqual(textiles.length);

    expect((await staff.patch(`${CATALOGUE}/categories/${Leaf.textile}`, { hidden: false })).body.code).toBe(0);
    expect(childrenOf(await shopTree(shopper), Root.object)).toContain(Leaf.textile);
    const entries = await auditEntriesOf(server, 'category', Leaf.textile);
    expect(entries.map((entry) => [entry.action, (entry.after as { hidden: boolean }).hidden])).toEqual([['category.update', true], ['category.update', false]]);
  });

  it('refuses to delete a category with products or children; an empty one goes', async () => {
    const { client: staff } = await signedInStaff(server, 'CATALOGUE');
    expect((await staff.delete(`${CATALOGUE}/categories/${Leaf.porcelain}`)).body).toMatchObject({ code: ApiCode.CATEGORY_HAS_PRODUCTS });
    expect((await staff.delete(`${CATALOGUE}/categories/${Root.bath}`)).body.code).toBe(ApiCode.CATEGORY_HAS_CHILDREN);
    expect((await staff.delete(`${CATALOGUE}/categories/91001`)).body.code).toBe(ApiCode.CATEGORY_FIXED);
    const { categoryNo } = (await staff.post<{ categoryNo: number }>(`${CATALOGUE}/categories`, { name: '임시', parentNo: Root.bath })).body.data!;
    const deleted = await staff.delete(`${CATALOGUE}/categories/${categoryNo}`);
    expect(deleted.body.code, deleted.body.message).toBe(0);
    expect(childrenOf(await shopTree(server.client()), Root.bath)).not.toContain(categoryNo);
    expect((await auditEntriesOf(server, 'category', categoryNo)).map((entry) => entry.action)).toEqual(['category.create', 'category.delete']);
  });

  it('a shopper or a visitor is refused every category and brand call', async () => {
    const { client: shopper } = await verifiedMember(server);
    for (const client of [shopper, server.client()]) {
      for (const answer of [
        await client.get(`${CATALOGUE}/categories`),
        await client.post(`${CATALOGUE}/categories`, { name: '침입', parentNo: null }),
        await client.patch(`${CATALOGUE}/categories/${Leaf.rug}`, { name: '침입' }),
        await client.delete(`${CATALOGUE}/categories/${Leaf.rug}`),
        await client.patch(`${CATALOGUE}/brands/1`, { description: '침입' }),
      ]) {
        expect([answer.status, answer.body.code]).toEqual([403, ApiCode.STAFF_NOT_SIGNED_IN]);
      }
    }
  });
});

describe('brands', () => {
  it('an edited name, description and logo show in the shop\'s brand answer and search at once', async () => {
    const { client: staff } = await signedInStaff(server, 'CATALOGUE');
    const shopper = server.client();
    const list = (await staff.get<{ list: ConsoleBrand[] }>(`${CATALOGUE}/brands`)).body.data!.list;
    const brand = list.find((candidate) => candidate.productCnt > 0)!;
    expect(brand).toMatchObject({ description: '', logoUrl: null });
    expect((await shopper.get<ShopBrandData>(`/api/brand/v1/${brand.brandNo}`)).body.data).toMatchObject({ brandName: brand.nameKo, description: '' });

    const edit = { nameKo: '마루셀렉트', description: '1962년부터 이어온 장인의 공방입니다.', logoUrl: 'https://cdn.example.com/logo.svg' };
    const answer = await staff.patch<ConsoleBrand>(`${CATALOGUE}/brands/${brand.brandNo}`, edit);
    expect(answer.body.code, answer.body.message).toBe(0);
    expect(answer.body.data).toMatchObject(edit);
    expect((await shopper.get<ShopBrandData>(`/api/brand/v1/${brand.brandNo}`)).body.data).toMatchObject({ brandName: '마루셀렉트', description: edit.description, logoUrl: edit.logoUrl });
    const suggestions = await shopper.get<{ brandList: { brandNo: number; brandName: string }[] }>(`/api/product/v1/search/keyword?keyword=${encodeURIComponent('마루셀렉트')}`);
    expect(suggestions.body.data!.brandList).toContainEqual(expect.objectContaining({ brandNo: brand.brandNo, brandName: '마루셀렉트' }));
    const own = (await server.db.selectFrom('product').select('product_no').where('brand_no', '=', brand.brandNo).where('listed', '=', true).orderBy('product_no').limit(1).executeTakeFirstOrThrow()).product_no;
    expect(await foundBy(shopper, '마루셀렉트')).toContain(own);

    expect((await staff.patch(`${CATALOGUE}/brands/${brand.brandNo}`, { logoUrl: 'javascript:alert(1)' })).status).toBe(400);
    expect((await staff.patch(`${CATALOGUE}/brands/${brand.brandNo}`, { logoUrl: '/media/uploads/logo.png' })).body.code).toBe(0);
    expect((await staff.patch(`${CATALOGUE}/brands/999999`, { description: '없음' })).body.code).toBe(ApiCode.BRAND_NOT_FOUND);
    const entries = await auditEntriesOf(server, 'brand', brand.brandNo);
    expect(entries.map((entry) => entry.action)).toEqual(['brand.update', 'brand.update']);
    expect(entries[0]).toMatchObject({ before: { nameKo: brand.nameKo, description: '', logoUrl: null }, after: edit });
  });

  it('an uploaded logo is cleaned into WebP and shown; replacing or removing it removes the old files', async () => {
    const { client: staff } = await signedInStaff(server, 'CATALOGUE');
    const brand = (await staff.get<{ list: ConsoleBrand[] }>(`${CATALOGUE}/brands`)).body.data!.list.at(-1)!;
    const uploadLogo = async (bytes: Buffer, name = 'logo.png') =>
      (await postFiles(staff, `${CATALOGUE}/brands/${brand.brandNo}/logo`, [{ name, type: 'image/png', bytes }], 'logo')) as { status: number; body: { code: number; message: string; data?: ConsoleBrand } };
    const localFile = (url: string) => path.join(server.config.dataDir, 'media', url.replace(/^\/media\//, ''));
    const present = (file: string) => stat(file).then(() => true, () => false);

    const first = await uploadLogo(await pngImage());
    expect(first.status, first.body.message).toBe(200);
    const firstUrl = first.body.data!.logoUrl!;
    expect(firstUrl).toMatch(/^\/media\/uploads\/brand\/[0-9a-f]{2}\/[0-9a-f]{32}\/320\.webp$/);
    expect((await server.client().get<ShopBrandData>(`/api/brand/v1/${brand.brandNo}`)).body.data!.logoUrl).toBe(firstUrl);
    const served = await fetch(new URL(firstUrl, server.url));
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    await served.arrayBuffer();

    const second = await uploadLogo(await pngImage());
    const secondUrl = second.body.data!.logoUrl!;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await present(localFile(firstUrl))).toBe(false);
    expect(await present(localFile(secondUrl))).toBe(true);

    // Not a picture: refused, the logo stays.
    const refused = await uploadLogo(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg');
    expect(refused.body.code).toBe(ApiCode.IMAGE_UNSUPPORTED);
    expect((await staff.get<{ list: ConsoleBrand[] }>(`${CATALOGUE}/brands`)).body.data!.list.find((row) => row.brandNo === brand.brandNo)!.logoUrl).toBe(secondUrl);

    expect((await staff.patch(`${CATALOGUE}/brands/${brand.brandNo}`, { logoUrl: null })).body.code).toBe(0);
    expect(await present(localFile(secondUrl))).toBe(false);
    expect((await uploadLogo(await pngImage())).status).toBe(200);
    expect((await postFiles(server.client(), `${CATALOGUE}/brands/${brand.brandNo}/logo`, [{ name: 'x.png', type: 'image/png', bytes: await pngImage() }])).status).toBe(403);
  });
});
