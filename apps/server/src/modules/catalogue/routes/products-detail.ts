import { computeOptionPrice, NOTICE_GROUPS, noticeRows } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noData, ok } from '../../../core/http/errors';
import { imageFileKey, mediaOf } from '../../media';
import { descriptionHtml, descriptionPlain } from '../description';
import { productDetailAnswer, productNoQuery } from '../schemas';
import { optionLevels, productCard, productPictureUrl, yn } from '../views';
import { NO_STORE, type RouteDeps } from './deps';
import { likedByOf, productPartsOf } from './products-parts';

/** A product's page (없는 상품은 101): its card, description, pictures, options and notice. */
export const productDetailRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { productParts }) => {
  const partsOf = productPartsOf(app, productParts);
  const likedBy = likedByOf(app);
  const media = mediaOf(app);

  const detailSchema = { tags: ['catalogue'], summary: '상품 상세 (없는 상품은 101)', querystring: productNoQuery, response: { 200: productDetailAnswer } };
  app.get('/product/v1', { schema: detailSchema }, async (request, reply) => {
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
  });
};
