import { buildOptionTree, type ProductOptionRow, saleYn, splitOptionList } from '@maru/domain';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { ensureProductImages, generateProductBatches } from './seed';

const server = serverForTests();

interface Detail {
  productNo: number;
  productName: string;
  brandName: string;
  price: number;
  priceDiscount: number;
  sellingPrice: number;
  discountPercent: number;
  saleYn: string;
  soldOutYn: string;
  likeYn: string;
  tileSpec: { widthMm: number; heightMm: number; piecesPerBox: number; m2PerBox: number } | null;
  categoryPath: { categoryNo: number; categoryName: string }[];
  optionList: { optionSeq: number; optionName: string; optionStyle: string; itemList: { itemSeq: number; itemName: string }[] }[];
  imageList: string[];
  thumbnailImageUrl: string;
}

describe('GET /api/product/v1', () => {
  it('answers the product with brand, category path, prices, tile spec, options and pictures', async () => {
    const tile = await server.db.selectFrom('product').selectAll().where('department', '=', 'TILE').where('price_discount', '>', 0).orderBy('product_no').executeTakeFirstOrThrow();
    const answer = await server.client().get<Detail>(`/api/product/v1?productNo=${tile.product_no}`);
    expect(answer.body.code).toBe(0);
    const detail = answer.body.data!;
    expect(detail).toMatchObject({
      productNo: tile.product_no,
      productName: tile.name,
      price: tile.price,
      priceDiscount: tile.price_discount,
      sellingPrice: tile.price_discount,
      saleYn: 'Y',
      likeYn: 'N',
      thumbnailImageUrl: `/media/products/${tile.product_no}/320.webp`,
      imageList: [`/media/products/${tile.product_no}/1280.webp`],
    });
    expect(detail.discountPercent).toBe(Math.floor(((tile.price - tile.price_discount) * 100) / tile.price));
    expect(detail.tileSpec).toMatchObject({ widthMm: expect.any(Number), piecesPerBox: expect.any(Number) });
    expect(detail.categoryPath[0]).toEqual({ categoryNo: 500100, categoryName: '타일' });
    expect(detail.optionList.length).toBeGreaterThanOrEqual(1);
    expect(['SELECT', 'RADIO', 'COLOR']).toContain(detail.optionList[0]!.optionStyle);
  });

  it('answers 101 for a product that does not exist', async () => {
    const answer = await server.client().get('/api/product/v1?productNo=99999999');
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(101);
  });

  it('refuses a missing or malformed product number with 104', async () => {
    for (const query of ['', '?productNo=', '?productNo=abc', '?productNo=-5', '?productNo=0', '?productNo=1.5', '?productNo=99999999999']) {
      const answer = await server.client().get(`/api/product/v1${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe(104);
    }
  });
});

describe('GET /api/product/v1/option/itemList', () => {
  it('answers spec option rows: pipe-joined lists of one entry per level, flags by the domain rules', async () => {
    const multiLevel = await server.db
      .selectFrom('product')
      .select('product_no')
      .where((eb) => eb.exists(eb.selectFrom('product_option').whereRef('product_option.product_no', '=', 'product.product_no').where('level', '=', 2).select('option_seq')))
      .where('price_discount', '>', 0)
      .orderBy('product_no')
      .executeTakeFirstOrThrow();
    const answer = await server.client().get<{ optionList: ProductOptionRow[] }>(`/api/product/v1/option/itemList?productNo=${multiLevel.product_no}`);
    const rows = answer.body.data!.optionList;
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const levels = splitOptionList(row.optionNameList).length;
      expect(levels).toBeGreaterThanOrEqual(2);
      for (const list of [row.itemSeqList, row.itemNameList, row.optionSeqList, row.optionStyleList]) expect(splitOptionList(list)).toHaveLength(levels);
      expect(row.optionGroupSeq).toBe(row.itemGroupSeq);
      expect(row.orderPriceDiscount).toBeGreaterThan(0);
      expect(row.orderPriceDiscount).toBeLessThan(row.orderPrice);
      expect(row.saleYn).toBe(saleYn(row.orderPrice, row.orderPriceDiscount));
      expect(row.soldOutYn).toBe(row.stockCnt > 0 ? 'N' : 'Y');
      expect(row.originImageUrl).toBe(`/media/products/${multiLevel.product_no}/1280.webp`);
    }
    // The rows read back into the domain's linked-option tree without error.
    expect(buildOptionTree(rows).levels).toHaveLength(splitOptionList(rows[0]!.optionNameList).length);
  });

  it('marks sold-out rows of both kinds with soldOutYn Y and keeps their stockLostType', async () => {
    const soldOut = await server.db.selectFrom('product_option_row').select(['product_no', 'stock_lost_type']).where('stock_cnt', '=', 0).execute();
    for (const lostType of ['SALE_CLOSE', 'STOCK_ALIM'] as const) {
      const productNo = soldOut.find((row) => row.stock_lost_type === lostType)!.product_no;
      const answer = await server.client().get<{ optionList: ProductOptionRow[] }>(`/api/product/v1/option/itemList?productNo=${productNo}`);
      const row = answer.body.data!.optionList.find((candidate) => candidate.stockCnt === 0 && candidate.stockLostType === lostType);
      expect(row?.soldOutYn).toBe('Y');
    }
  });

  it('answers 101 for an unknown product and 104 for a malformed one', async () => {
    expect((await server.client().get('/api/product/v1/option/itemList?productNo=42')).body.code).toBe(101);
    expect((await server.client().get('/api/product/v1/option/itemList?productNo=x')).body.code).toBe(104);
  });
});

describe('GET /api/product/v1/delivery/list', () => {
  it('answers the delivery terms of the product', async () => {
    const tile = await server.db.selectFrom('product').select('product_no').where('department', '=', 'TILE').orderBy('product_no').executeTakeFirstOrThrow();
    const answer = await server.client().get<{ deliveryList: Record<string, unknown>[] }>(`/api/product/v1/delivery/list?productNo=${tile.product_no}`);
    expect(answer.body.data!.deliveryList).toEqual([
      expect.objectContaining({ deliverySeq: 1, deliveryMethod: 'FREIGHT', methodName: '화물', deliveryFee: 35_000, freeOver: 500_000, payType: 'PREPAY', payTypeName: '선불' }),
      expect.objectContaining({ deliverySeq: 2, deliveryMethod: 'FREIGHT', freeOver: null, payType: 'ARRIVAL', payTypeName: '착불' }),
    ]);
  });

  it('answers 101 for an unknown product', async () => {
    expect((await server.client().get('/api/product/v1/delivery/list?productNo=7')).body.code).toBe(101);
  });
});

describe('product pictures', () => {
  it('are served at the answered URLs as WebP once the seed has drawn them', async () => {
    const product = await server.db.selectFrom('product').select('product_no').orderBy('product_no').executeTakeFirstOrThrow();
    const [generated] = [...generateProductBatches({ products: 1 }, 1)].flat();
    expect(generated!.productNo).toBe(product.product_no);
    await ensureProductImages(server.config.dataDir, { products: [generated!] });
    const detail = await server.client().get<Detail>(`/api/product/v1?productNo=${product.product_no}`);
    const picture = await fetch(server.url + detail.body.data!.thumbnailImageUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
  });
});
