import { createHash } from 'node:crypto';
import { descriptionHtml, descriptionPlain } from '../description';
import { computeOptionPrice, normalizeSearchText, NOTICE_GROUPS, noticeRows } from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import { noData, ok } from '../../../core/errors';
import { memberIdOf, visitorKeyOf } from '../../identity';
import {
  categoryPath,
  countProducts,
  findProductDetail,
  findProductNotice,
  isLiked,
  likedAmong,
  listDeliveries,
  listOptionItems,
  listOptionRows,
  type ProductCriteria,
  searchProducts,
} from '../queries';
import { criteriaKey } from '../caches';
import type { SearchLogWriter } from '../search-log';
import {
  deliveryListAnswer,
  optionRowsAnswer,
  productDetailAnswer,
  productNoQuery,
  searchCountAnswer,
  searchCountQuery,
  searchCriteriaBody,
  searchListAnswer,
} from '../schemas';
import { imageFileKey, mediaOf } from '../../media';
import { productImageRows } from '../console/pictures';
import { effectiveSort, optionLevels, optionRowViews, productCard, productCriteria, productPictureUrl, yn } from '../views';
import { type App, dbFor, NO_STORE, type RouteDeps } from './deps';

/** Beyond this offset no catalogue has rows; such pages answer empty without asking the database. */
const MAX_OFFSET = 10_000_000;

const payTypeNames = { PREPAY: '선불', ARRIVAL: '착불' } as const;

export function productRoutes(app: App, { taxonomyOf, keywordStatsOf, searchLog, countMemo, listPageMemo, productParts }: RouteDeps): void {
  // A product's name, prices, description, category path, options and whether it is sold
  // out are the same for every visitor and change only when a writer or the database
  // reports it (caches.ts); likes are read live, and only for members.
  const partsOf = (productNo: number) =>
    productParts.get(String(productNo), async () => {
      const product = await findProductDetail(app.db, productNo);
      if (!product) return { product: undefined, categoryPath: [], optionItems: [], pictureKeys: [], notice: null };
      const [path, optionItems, pictures, notice] = await Promise.all([
        categoryPath(app.db, product.categoryNo),
        listOptionItems(app.db, productNo),
        productImageRows(app.db, productNo),
        findProductNotice(app.db, productNo),
      ]);
      return { product, categoryPath: path, optionItems, pictureKeys: pictures.map((picture) => picture.storage_key), notice };
    });
  const likedBy = async (request: FastifyRequest, productNo: number) => {
    const memberId = await memberIdOf(request);
    return memberId !== undefined && (await isLiked(app.db, memberId, 'product', productNo));
  };
  const media = mediaOf(app);
  const countOf = (criteria: ProductCriteria) => countMemo(criteriaKey(criteria), () => countProducts(dbFor(app, criteria), criteria, keywordStatsOf));

  app.post(
    '/product/v1/search/list',
    {
      schema: {
        tags: ['catalogue'],
        summary: '상품 목록 검색 (카테고리·필터·키워드, 정렬 NE|PO|LP|HP|RV)',
        description: '필터는 같은 그룹 안에서 OR, 그룹끼리 AND. 프리미엄 카테고리(507538)는 정렬을 고르지 않으면 NE. 키워드가 있으면 이름이 맞는 상품이 먼저 나온다.',
        body: searchCriteriaBody,
        response: { 200: searchListAnswer },
      },
    },
    async (request, reply) => {
      const { page, size, sorted } = request.body;
      const offset = (page - 1) * size;
      reply.header('cache-control', NO_STORE);
      if (offset > MAX_OFFSET) return ok({ productList: [], page, size, hasNext: false });
      const criteria = productCriteria(request.body, (await taxonomyOf(app.db)).groupOfItem);
      const listPage = { sort: effectiveSort(sorted, request.body.categorys), offset, limit: size + 1 };
      // The page is read for everyone alike and the member's likes marked after, so the
      // visitor check and the search run side by side. One row more than asked tells
      // whether a next page exists without a count.
      const rowsKey = `${criteriaKey(criteria)} ${listPage.sort} ${listPage.offset} ${listPage.limit}`;
      const [memberId, rows] = await Promise.all([
        memberIdOf(request),
        listPageMemo(rowsKey, () => searchProducts(dbFor(app, criteria), criteria, listPage, { statsOf: keywordStatsOf })),
      ]);
      const cards = rows.slice(0, size);
      const liked = memberId === undefined ? new Set<number>() : await likedAmong(app.db, memberId, 'product', cards.map((row) => row.productNo));
      if (request.body.keyword && page === 1 && rows.length > 0) recordSearch(searchLog, request, request.body.keyword, memberId);
      return ok({ productList: cards.map((row) => productCard({ ...row, liked: liked.has(row.productNo) })), page, size, hasNext: rows.length > size });
    },
  );

  app.post(
    '/product/v1/search/cnt',
    { schema: { tags: ['catalogue'], summary: '상품 검색 결과 수', body: searchCriteriaBody, response: { 200: searchCountAnswer } } },
    async (request) => {
      const criteria = productCriteria(request.body, (await taxonomyOf(app.db)).groupOfItem);
      return ok({ totalCount: await countOf(criteria) });
    },
  );

  app.get(
    '/product/v1/search/cnt',
    {
      schema: {
        tags: ['catalogue'],
        summary: '상품 검색 결과 수 (GET: categorys·filters는 쉼표 목록)',
        querystring: searchCountQuery,
        response: { 200: searchCountAnswer },
      },
    },
    async (request) => {
      const criteria = productCriteria(request.query, (await taxonomyOf(app.db)).groupOfItem);
      return ok({ totalCount: await countOf(criteria) });
    },
  );

  app.get(
    '/product/v1',
    { schema: { tags: ['catalogue'], summary: '상품 상세 (없는 상품은 101)', querystring: productNoQuery, response: { 200: productDetailAnswer } } },
    async (request, reply) => {
      const { productNo } = request.query;
      const [parts, liked] = await Promise.all([partsOf(productNo), likedBy(request, productNo)]);
      const { product, categoryPath: path, optionItems, pictureKeys, notice } = parts;
      if (!product) throw noData('상품');
      // A 가격문의 product at 판매가 0 is answered at 0원 (and sold out): price_discount cannot say 0, and 정가 is not its price.
      const priceOnInquiry = product.inquiryProduct && product.sellingPriceSet === 0 ? { priceDiscount: 0, sellingPrice: 0, discountPercent: 0, saleYn: 'N' as const } : {};
      const card = { ...productCard({ ...product, liked }), ...priceOnInquiry };
      const price = computeOptionPrice({ price: product.price, priceDiscount: product.priceDiscount, vatRate: product.vatRate });
      reply.header('cache-control', NO_STORE);
      return ok({
        ...card,
        brandNameLatin: product.brandNameLatin,
        brandCountry: product.brandCountry,
        department: product.department,
        categoryPath: path,
        description: descriptionPlain(product.description),
        descriptionHtml: descriptionHtml(product.description),
        vatRate: product.vatRate,
        vatPrice: price.vatPrice,
        inquiryProductYn: yn(product.inquiryProduct),
        like: liked,
        tileSpec: product.tileSpec,
        imageUrl: productPictureUrl(product, 640),
        // Its own pictures in order (the main one first) at the largest width, else its design's one.
        imageList: pictureKeys.length ? pictureKeys.map((key) => media.storage.urlOf(imageFileKey(key, 1280))) : [productPictureUrl(product, 1280)],
        optionGroupSeq: product.optionGroupSeq,
        optionList: optionLevels(optionItems),
        // In this answer rather than a call of its own: it is the same for every visitor, cached
        // and dropped with the rest of the product, and the server render needs it with the rest.
        notice: notice ? { groupLabel: NOTICE_GROUPS[notice.group].label, rows: noticeRows(notice) } : null,
      });
    },
  );

  app.get(
    '/product/v1/option/itemList',
    { schema: { tags: ['catalogue'], summary: '상품 옵션 조합 목록 (목록 값은 | 로 연결)', querystring: productNoQuery, response: { 200: optionRowsAnswer } } },
    async (request, reply) => {
      const { productNo } = request.query;
      const [{ product, optionItems }, rows] = await Promise.all([partsOf(productNo), listOptionRows(app.db, productNo)]);
      if (!product) throw noData('상품');
      reply.header('cache-control', NO_STORE);
      return ok({ optionList: optionRowViews(product, optionLevels(optionItems), rows) });
    },
  );

  app.get(
    '/product/v1/delivery/list',
    { schema: { tags: ['catalogue'], summary: '상품 배송 정보', querystring: productNoQuery, response: { 200: deliveryListAnswer } } },
    async (request) => {
      const deliveries = await listDeliveries(app.db, request.query.productNo);
      // Every product has at least one delivery, so none means no such product.
      if (deliveries.length === 0) throw noData('상품');
      return ok({
        deliveryList: deliveries.map((delivery) => ({
          deliverySeq: delivery.deliverySeq,
          deliveryMethod: delivery.method,
          methodName: delivery.methodName,
          deliveryFee: delivery.fee,
          freeOver: delivery.freeOver,
          payType: delivery.payType,
          payTypeName: payTypeNames[delivery.payType],
          groupKey: delivery.groupKey,
        })),
      });
    },
  );
}

/**
 * Counts a keyword search for the popular list. Only first pages that found something
 * count, and a visitor counts once per keyword. The row is written after the answer
 * (see search-log.ts), so a failure there never fails or slows the search.
 */
function recordSearch(searchLog: SearchLogWriter, request: FastifyRequest, keyword: string, memberId: number | undefined): void {
  const who = visitorKeyOf(request, memberId);
  searchLog.add({ keyword, normalized: normalizeSearchText(keyword), visitorKey: createHash('sha256').update(who).digest('hex'), searchedAt: request.server.clock.now() });
}
