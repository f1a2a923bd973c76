import {
  ApiCode,
  STYLING_SPACES,
  STYLING_STYLES,
  stylingBookmarkListData,
  stylingDetailData,
  stylingDetailRequest,
  stylingListData,
  stylingListRequest,
  stylingSpaceNames,
  stylingStyleNames,
} from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ApiError, ok } from '../../core/http/errors';
import { previewedIds } from '../../core/security/preview';
import { bookmarkRoutes, productCard, productCardsByNo } from '../catalogue';
import { memberIdOf } from '../identity';
import { consoleSection } from '../staff';
import { stylingConsoleRoutes } from './console/routes';
import { countStylings, findStyling, isPublished, listStylings, photosOf, relatedStylings, stylingsByNo } from './queries';
import { photoUrlOf, stylingCardOf, stylingImage } from './views';

const tags = ['styling'];
const RELATED_COUNT = 4;
/** Prices and sold-out marks on the hotspots are live, and a console change shows at once (issue 27). */
const NO_STORE = 'no-store';

/**
 * Styling pages (issue #15): the list with its space and style filters, a page with its
 * photos, hotspots and products, and the bookmark calls (spec 02 §7, type styling). Shoppers
 * see live rooms only (issue 27), except the ones the request previews.
 */
export const stylingRoutes: FastifyPluginAsyncZod = async (app) => {
  const urlOf = photoUrlOf(app);

  app.get(
    '/styling/v1/list',
    { schema: { tags, summary: '스타일링 목록 (공간·스타일 필터, 최신 순; 게시 중인 것만)', querystring: stylingListRequest, response: { 200: answerOf(stylingListData) } } },
    async (request, reply) => {
      const { space, style, page, size } = request.query;
      const visibility = { now: app.clock.now(), previewed: previewedIds(request, 'styling') };
      const [rows, counts] = await Promise.all([listStylings(app.db, { space, style }, visibility, (page - 1) * size, size), countStylings(app.db, { space, style }, visibility)]);
      const totalCount = space ? (counts.bySpace.get(space) ?? 0) : [...counts.bySpace.values()].reduce((sum, count) => sum + count, 0);
      // A short shared lifetime, never for a preview (its drafts are the operator's alone).
      reply.header('cache-control', request.preview ? NO_STORE : 'public, max-age=10');
      return ok({
        stylingList: rows.map((row) => stylingCardOf(row, urlOf)),
        totalCount,
        page,
        size,
        spaceCounts: STYLING_SPACES.map((code) => ({ code, name: stylingSpaceNames[code], count: counts.bySpace.get(code) ?? 0 })),
        styleCounts: STYLING_STYLES.map((code) => ({ code, name: stylingStyleNames[code], count: counts.byStyle.get(code) ?? 0 })),
      });
    },
  );

  app.get(
    '/styling/v1',
    { schema: { tags, summary: '스타일링 상세 (사진, 상품 태그, 이 공간의 상품; 없거나 게시 중이 아니면 101)', querystring: stylingDetailRequest, response: { 200: answerOf(stylingDetailData) } } },
    async (request, reply) => {
      const now = app.clock.now();
      const row = await findStyling(app.db, request.query.stylingNo, { now, previewed: previewedIds(request, 'styling') });
      if (!row) throw new ApiError(ApiCode.NO_DATA, '스타일링을 찾을 수 없습니다.');
      const [{ photos, hotspots }, related] = await Promise.all([photosOf(app.db, row.stylingNo), relatedStylings(app.db, row, now, RELATED_COUNT)]);
      const productNos = [...new Set(hotspots.map((hotspot) => hotspot.productNo))];
      const cards = new Map((await productCardsByNo(app.db, productNos, await memberIdOf(request))).map((product) => [product.productNo, productCard(product)]));
      const card = stylingCardOf(row, urlOf);
      reply.header('cache-control', NO_STORE);
      return ok({
        ...card,
        story: row.story,
        photos: photos.map((photo) => ({
          position: photo.position,
          image: stylingImage(row.stylingNo, photo.position, `${card.styleName} 스타일 ${card.spaceName}, ${photo.caption || row.title}`, {
            photo: photo.storageKey && photo.width && photo.height ? { storageKey: photo.storageKey, width: photo.width, height: photo.height } : null,
            urlOf,
          }),
          caption: photo.caption,
          // A tag whose product the catalogue no longer has is left out.
          hotspots: hotspots.flatMap((hotspot) => {
            const product = hotspot.position === photo.position ? cards.get(hotspot.productNo) : undefined;
            return product ? [{ hotspotNo: hotspot.hotspotNo, x: hotspot.x, y: hotspot.y, product }] : [];
          }),
        })),
        productList: productNos.flatMap((productNo) => cards.get(productNo) ?? []),
        relatedList: related.map((each) => stylingCardOf(each, urlOf)),
      });
    },
  );

  bookmarkRoutes(app, {
    type: 'styling',
    exists: (db, stylingNo) => isPublished(db, stylingNo, app.clock.now()),
    listData: stylingBookmarkListData,
    list: async (db, stylingNos, totalCount) => ({ totalCount, stylingList: (await stylingsByNo(db, stylingNos, app.clock.now())).map((row) => stylingCardOf(row, urlOf)) }),
  });

  await app.register(consoleSection({ feature: 'styling', right: 'content' }, stylingConsoleRoutes));
};
