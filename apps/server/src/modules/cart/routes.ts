import { ApiCode, CookieName, emptyAnswer } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../core/http/errors';
import { memberOf, requireMember, visitorOf } from '../identity';
import { addItems } from './add-items';
import { cartForWriting, cartNotYours, existingCartOf } from './cart-owner';
import { CART_LINE_MAX_QTY, SAMPLE_FEE_PER_ORDER, SAMPLE_LIMIT } from './cart-rules';
import { cartLineOf, lineAnswer, totalsOf } from './cart-view';
import { changeLine } from './change-line';
import { convertGuestCart } from './convert-cart';
import { clearGuestCartCookie, readGuestCartId } from './guest-cookie';
import { lockCart, findGuestCartId } from './queries/carts';
import { deliveriesOf, productOptionRows } from '../catalogue';
import { countLines, deleteLines, findLineOf, findLinesIn, listLineRows } from './queries/lines';
import {
  addAnswer, addBody, cartType, changeAnswer, changeBody, checkBody, convertAnswer, convertBody, countAnswer,
  deleteBody, deleteQuery, listAnswer, listQuery, optionAnswer, optionQuery, rowOf,
} from './schemas';

const tags = ['cart'];

export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  cartListRoute(app);
  addToCartRoutes(app);
  cartLineRoutes(app);
  convertGuestCartRoute(app);
};

type App = Parameters<FastifyPluginAsyncZod>[0];

function cartListRoute(app: App) {
  app.get('/cart/v1/list', { schema: { tags, summary: '장바구니 목록', querystring: listQuery, response: { 200: listAnswer } } }, async (request, reply) => {
    const type = request.query.cartType;
    const cartId = await existingCartOf(request, reply);
    const rows = cartId === undefined ? [] : await listLineRows(app.db, cartId, type);
    const deliveries = await deliveriesOf(app.db, rows.map((row) => row.productNo));
    const list = rows.map((row) => lineAnswer(row, deliveries.get(row.productNo)));
    const totals = totalsOf(type, rows.map((row) => cartLineOf(row, deliveries.get(row.productNo))));
    return ok({ cartType: type, list, totals, count: list.length, lineMaxQty: CART_LINE_MAX_QTY, sampleLimit: SAMPLE_LIMIT, sampleFee: SAMPLE_FEE_PER_ORDER });
  });
}

/** Putting items in the cart, and checking beforehand whether they are in it already. */
function addToCartRoutes(app: App) {
  app.post('/cart/v1', { schema: { tags, summary: '장바구니 담기', body: addBody, response: { 200: addAnswer } } }, async (request, reply) => {
    const { cartType: type, items } = request.body;
    const visitor = await visitorOf(request);
    return app.db.transaction().execute(async (trx) => {
      const cartId = await cartForWriting(trx, visitor, request, reply);
      const lines = await addItems(trx, cartId, type, items.map((item) => ({ productNo: item.productNo, row: rowOf(item), qty: item.qty })));
      return ok({ count: await countLines(trx, cartId, type), lines });
    });
  });

  // Code 0 (the empty answer) = not in the cart; an option already in it is answered 3002 (an ApiError outcome).
  app.post('/cart/v1/check', { schema: { tags, summary: '장바구니 중복 확인 (담겨 있으면 3002)', body: checkBody, response: { 200: emptyAnswer } } }, async (request, reply) => {
    const cartId = await existingCartOf(request, reply);
    const body = request.body;
    const asked = 'items' in body ? body.items : [body];
    const lines = cartId === undefined ? [] : await Promise.all(asked.map((item) => findLineOf(app.db, cartId, body.cartType, rowOf(item))));
    if (lines.some((line, index) => line !== undefined && line.productNo === asked[index]!.productNo)) {
      throw new ApiError(ApiCode.CART_ITEM_EXISTS, '이미 장바구니에 담긴 상품입니다. 장바구니로 이동하시겠습니까?');
    }
    return ok();
  });
}

/** A cart's lines: deleting them, changing one's option or quantity, and the options to change to. */
function cartLineRoutes(app: App) {
  app.delete(
    '/cart/v1',
    { schema: { tags, summary: '장바구니 삭제', body: deleteBody, querystring: deleteQuery, response: { 200: countAnswer } } },
    async (request, reply) => {
      const ids = request.body?.cartSeqs ?? request.query.cartSeqs ?? [];
      if (ids.length === 0) throw new ApiError(ApiCode.REQUIRED_PARAMETER, '삭제할 상품을 선택해 주세요.', 400);
      const unique = [...new Set(ids)];
      const cartId = await existingCartOf(request, reply);
      if (cartId === undefined) throw cartNotYours();
      return app.db.transaction().execute(async (trx) => {
        await lockCart(trx, cartId);
        // All or nothing: one id outside the visitor's cart refuses the whole call.
        if ((await findLinesIn(trx, cartId, unique)).length !== unique.length) throw cartNotYours();
        return ok({ count: await deleteLines(trx, cartId, unique) });
      });
    },
  );

  app.put('/cart/v1', { schema: { tags, summary: '옵션 / 수량 변경', body: changeBody, response: { 200: changeAnswer } } }, async (request, reply) => {
    const cartId = await existingCartOf(request, reply);
    if (cartId === undefined) throw cartNotYours();
    const { cartItemSeq, qty } = request.body;
    const row = request.body.itemGroupSeq ?? request.body.optionGroupSeq;
    return ok(await app.db.transaction().execute((trx) => changeLine(trx, cartId, { cartItemSeq, row, qty })));
  });

  app.get('/cart/v1/option', { schema: { tags, summary: '옵션 변경 팝업의 옵션 목록', querystring: optionQuery, response: { 200: optionAnswer } } }, async (request, reply) => {
    const cartId = await existingCartOf(request, reply);
    const [line] = cartId === undefined ? [] : await findLinesIn(app.db, cartId, [request.query.cartSeq]);
    if (!line) throw cartNotYours();
    const optionList = await productOptionRows(app.db, line.productNo);
    return ok({ cartSeq: line.cartLineId, cartType: cartType.parse(line.cartType), productNo: line.productNo, optionGroupSeq: line.itemGroupSeq, qty: line.qty, optionList });
  });
}

function convertGuestCartRoute(app: App) {
  app.put(
    '/cart/v1/user',
    { preHandler: requireMember, schema: { tags, summary: '비회원 장바구니를 회원 장바구니로 전환', body: convertBody, response: { 200: convertAnswer } } },
    async (request, reply) => {
      const nothing = { merged: 0, cappedLines: [], notice: null };
      const hasCookie = request.cookies[CookieName.guestCart] !== undefined;
      const cookieCartId = readGuestCartId(request);
      const askedCartId = request.body?.cartSeq;
      if ((hasCookie && cookieCartId === undefined) || (askedCartId !== undefined && askedCartId !== cookieCartId)) {
        // Only the browser holding a guest cart's signed cookie may move it.
        if (hasCookie && cookieCartId === undefined) clearGuestCartCookie(request, reply);
        throw cartNotYours();
      }
      if (cookieCartId === undefined) return ok(nothing);
      clearGuestCartCookie(request, reply);
      const guestCartId = await findGuestCartId(app.db, cookieCartId);
      if (guestCartId === undefined) return ok(nothing);
      const { memberId } = memberOf(request);
      return ok(await app.db.transaction().execute((trx) => convertGuestCart(trx, memberId, guestCartId)));
    },
  );
}
