import type { MyReviewView, ProductReviewListView, ReviewableLineView } from '@maru/domain';
import { sql } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../test/harness';
import { forceLines, freshOptions, member, paidOrder } from '../../../test/factories';
import { deliveredOrder, GOOD_TEXT, startReviewServer, uploadedPhotoIds, writeReview } from './review-test-kit';

const server = serverForTests(startReviewServer);

const productReviews = (productNo: number, query = '') => server.client().get<ProductReviewListView>(`/api/product/v1/review/list?productNo=${productNo}${query}`);
/** The product's card in its category's list, most reviewed first (reviewed products lead it). */
async function cardOf(productNo: number): Promise<{ reviewCnt: number; reviewAvg: number } | undefined> {
  const categoryNo = (await server.client().get<{ categoryNo: number }>(`/api/product/v1?productNo=${productNo}`)).body.data!.categoryNo;
  const listed = await server.client().post<{ productList: { productNo: number; reviewCnt: number; reviewAvg: number }[] }>('/api/product/v1/search/list', { categorys: [categoryNo], sorted: 'RV', size: 100 });
  return listed.body.data!.productList.find((card) => card.productNo === productNo);
}
const reviewCntOf = async (productNo: number) => (await server.db.selectFrom('product').select('review_cnt').where('product_no', '=', productNo).executeTakeFirstOrThrow()).review_cnt;

describe('review counts', () => {
  it('are the real reviews from the start: the seeded catalogue invents none', async () => {
    const { rows } = await sql<{ invented: number }>`
      select count(*)::int as invented from product p
      where p.review_cnt <> (select count(*) from product_review r where r.product_no = p.product_no)`.execute(server.db);
    expect(rows[0]!.invented).toBe(0);
  });
});

describe('writing a review', () => {
  it('lists delivered lines, takes a photo review, and shows it on the product page with the counts following', async () => {
    const { client, orderNo, productNos } = await deliveredOrder(server, 2);
    const before = await client.get<{ list: ReviewableLineView[]; total: number }>('/api/mypage/v1/review/before');
    expect(before.body.data!.list.map((line) => [line.orderNo, line.lineNo, line.status])).toEqual([[orderNo, 1, 'DELIVERED'], [orderNo, 2, 'DELIVERED']]);

    const photoIds = await uploadedPhotoIds(client, 2);
    const written = await writeReview(client, { orderNo, lineNo: 1, rating: 4, imageIds: photoIds });
    expect(written.body).toMatchObject({ code: 0, data: { orderNo, lineNo: 1, rating: 4, text: GOOD_TEXT, editable: true } });
    expect(written.body.data!.photos.map((photo) => photo.imageId)).toEqual(photoIds);

    const after = await client.get<{ list: ReviewableLineView[]; total: number }>('/api/mypage/v1/review/before');
    expect(after.body.data!.list.map((line) => line.lineNo)).toEqual([2]);
    expect((await client.get(`/api/mypage/v1/review/line?orderNo=${orderNo}&lineNo=1`)).body.code).toBe(5003);
    const mine = await client.get<{ list: MyReviewView[] }>('/api/mypage/v1/review/list');
    expect(mine.body.data!.list.map((review) => review.reviewId)).toEqual([written.body.data!.reviewId]);

    const shown = await productReviews(productNos[0]!);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.body.data!.summary).toEqual({ count: 1, average: 4, distribution: [0, 0, 0, 1, 0], photoCount: 1 });
    expect(shown.body.data!.list[0]).toMatchObject({ rating: 4, text: GOOD_TEXT, writer: expect.stringMatching(/^.\*{2,}$/) });
    // The photo as stored has no EXIF (the upload carried GPS).
    const photo = await fetch(new URL(shown.body.data!.list[0]!.photos[0]!.url, server.url));
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).exif).toBeUndefined();

    expect(await reviewCntOf(productNos[0]!)).toBe(1);
    const detail = await server.client().get<{ reviewCnt: number }>(`/api/product/v1?productNo=${productNos[0]}`);
    expect(detail.body.data!.reviewCnt).toBe(1);
    // Points through the benefit module: a photo review earns more than a text review, once each.
    const textReview = await writeReview(client, { orderNo, lineNo: 2 });
    const earned = await server.db.selectFrom('point_ledger').select(['review_id', 'amount']).where('kind', '=', 'EARN_REVIEW').where('review_id', 'in', [written.body.data!.reviewId, textReview.body.data!.reviewId]).orderBy('review_id').execute();
    expect(earned).toHaveLength(2);
    expect(earned[0]!.amount).toBeGreaterThan(earned[1]!.amount);
    // An upload is attached once: naming it again on another line is refused.
    const another = await deliveredOrder(server, 1, client);
    const reused = await writeReview(client, { orderNo: another.orderNo, lineNo: 1, imageIds: [photoIds[0]] });
    expect(reused.body.code).toBe(7404);
  });

  it('takes one review per line, also when two writes race', async () => {
    const { client, orderNo } = await deliveredOrder(server);
    const answers = await Promise.all(Array.from({ length: 5 }, () => writeReview(client, { orderNo, lineNo: 1 })));
    expect(answers.filter((answer) => answer.body.code === 0)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 7412)).toHaveLength(4);
    expect((await writeReview(client, { orderNo, lineNo: 1 })).body).toMatchObject({ code: 7412, message: '이미 후기를 쓴 상품입니다.' });
  });

  it('counts both reviews when two members review one product at once', async () => {
    const options = await freshOptions(server, 1);
    const buyers = await Promise.all([member(server), member(server)]);
    const orderNos: string[] = [];
    for (const buyer of buyers) {
      const order = await paidOrder(buyer, options);
      await forceLines(server, order.orderNo, 'DELIVERED');
      orderNos.push(order.orderNo);
    }
    const productNo = options[0]!.productNo;
    const before = await reviewCntOf(productNo);
    const answers = await Promise.all(buyers.map((buyer, index) => writeReview(buyer, { orderNo: orderNos[index]!, lineNo: 1 })));
    expect(answers.map((answer) => answer.body.code)).toEqual([0, 0]);
    expect(await reviewCntOf(productNo)).toBe(before + 2);
  });

  it('refuses lines not delivered, other members’ lines and uploads, and guests', async () => {
    const { client, orderNo } = await deliveredOrder(server);
    const other = await member(server);
    const stranger = await writeReview(other, { orderNo, lineNo: 1 });
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe(5003);
    expect((await other.get(`/api/mypage/v1/review/line?orderNo=${orderNo}&lineNo=1`)).body.code).toBe(5003);
    const othersPhoto = await uploadedPhotoIds(other);
    expect((await writeReview(client, { orderNo, lineNo: 1, imageIds: othersPhoto })).body.code).toBe(7404);
    expect((await writeReview(client, { orderNo, lineNo: 9 })).body.code).toBe(5003);
    const guest = await writeReview(server.client(), { orderNo, lineNo: 1 });
    expect(guest.status).toBe(403);
    expect(guest.body.code).toBe(1002);

    await forceLines(server, orderNo, 'SHIPPING');
    expect((await writeReview(client, { orderNo, lineNo: 1 })).body).toMatchObject({ code: 7411 });
    await server.db.updateTable('shop_order_line').set({ status: 'CONFIRMED' }).where('order_id', '=', (await server.db.selectFrom('shop_order').select('order_id').where('order_no', '=', orderNo).executeTakeFirstOrThrow()).order_id).execute();
    expect((await writeReview(client, { orderNo, lineNo: 1 })).body.code).toBe(0);
  });

  it('refuses bad input with 400/104, never a 500', async () => {
    const { client, orderNo } = await deliveredOrder(server);
    for (const body of [
      { orderNo, lineNo: 1, rating: 6 },
      { orderNo, lineNo: 1, rating: 0 },
      { orderNo, lineNo: 1, text: '짧아요' },
      { orderNo, lineNo: 1, text: '가'.repeat(1001) },
      { orderNo, lineNo: 1, text: 'x'.repeat(20_000) },
      { orderNo, lineNo: 1, imageIds: ['../../etc/passwd'] },
      { orderNo, lineNo: 1, imageIds: Array.from({ length: 6 }, (_, n) => n.toString(16).padStart(32, '0')) },
      { orderNo: 'x'.repeat(500), lineNo: 1 },
      { orderNo, lineNo: 'one' },
      { orderNo, lineNo: 1, extra: true },
    ]) {
      const answer = await writeReview(client, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.code).toBe(104);
    }
    // Beyond the API's 64 KB body limit: refused before parsing, still the envelope.
    const huge = await writeReview(client, { orderNo, lineNo: 1, text: 'x'.repeat(100_000) });
    expect([huge.status, huge.body.code]).toEqual([413, 104]);
    expect((await client.get('/api/mypage/v1/review/abc')).status).toBe(400);
    expect((await client.get('/api/mypage/v1/review/99999999999')).status).toBe(400);
    expect((await server.client().get('/api/product/v1/review/list?productNo=1&sort=RANDOM')).status).toBe(400);
  });

  it('keeps text as plain text: markup comes back as the characters written, control characters removed', async () => {
    const { client, orderNo, productNos } = await deliveredOrder(server);
    const text = '<script>alert("xss")</script> <b>굵게</b>\u0007\u202E 좋아요\r\n두 번째 줄';
    const written = await writeReview(client, { orderNo, lineNo: 1, text });
    expect(written.body.data!.text).toBe('<script>alert("xss")</script> <b>굵게</b> 좋아요\n두 번째 줄');
    const shown = await productReviews(productNos[0]!);
    expect(shown.body.data!.list[0]!.text).toBe('<script>alert("xss")</script> <b>굵게</b> 좋아요\n두 번째 줄');
    expect(shown.headers.get('content-type')).toContain('application/json');
  });
});

describe('editing', () => {
  it('changes rating, text and photos (kept, added, removed) within 30 days, then refuses', async () => {
    const { client, orderNo, productNos } = await deliveredOrder(server);
    const [first, second] = await uploadedPhotoIds(client, 2);
    const written = await writeReview(client, { orderNo, lineNo: 1, rating: 2, imageIds: [first, second] });
    const reviewId = written.body.data!.reviewId;
    const [third] = await uploadedPhotoIds(client, 1);
    const edited = await client.put<MyReviewView>(`/api/mypage/v1/review/${reviewId}`, { rating: 5, text: '다시 써 보니 정말 좋은 상품입니다.', imageIds: [third, first] });
    expect(edited.body).toMatchObject({ code: 0, data: { rating: 5, text: '다시 써 보니 정말 좋은 상품입니다.' } });
    expect(edited.body.data!.photos.map((photo) => photo.imageId)).toEqual([third, first]);
    expect((await productReviews(productNos[0]!)).body.data!.list[0]).toMatchObject({ rating: 5, edited: true });
    expect(await reviewCntOf(productNos[0]!)).toBe(1);
    // The cards' average follows the edited rating (2 → 5), not the first one.
    expect(await cardOf(productNos[0]!)).toMatchObject({ reviewCnt: 1, reviewAvg: 5 });

    const other = await member(server);
    const foreign = await other.put(`/api/mypage/v1/review/${reviewId}`, { rating: 1, text: '남의 후기를 고쳐 봅니다만.' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(7414);
    expect((await other.get(`/api/mypage/v1/review/${reviewId}`)).body.code).toBe(7414);

    await sql`update product_review set created_at = now() - interval '30 days 1 minute' where review_id = ${reviewId}`.execute(server.db);
    const late = await client.put(`/api/mypage/v1/review/${reviewId}`, { rating: 1, text: '한 달이 지나서 고쳐 봅니다.' });
    expect(late.body).toMatchObject({ code: 7413 });
    expect((await client.get<MyReviewView>(`/api/mypage/v1/review/${reviewId}`)).body.data!.editable).toBe(false);
  });
});

describe('the product page list', () => {
  it('summarises, sorts by newest and rating, puts photo reviews first or alone, and pages', async () => {
    const shopper = await member(server);
    // Three orders of the same product by one member: three lines, three reviews.
    const first = await deliveredOrder(server, 1, shopper);
    const productNo = first.productNos[0]!;
    const orders = [first.orderNo];
    for (let index = 0; index < 2; index += 1) {
      const option = await server.db.selectFrom('product_option_row').select('item_group_seq').where('product_no', '=', productNo).executeTakeFirstOrThrow();
      const order = await paidOrder(shopper, [{ productNo, optionGroupSeq: option.item_group_seq }]);
      await forceLines(server, order.orderNo, 'DELIVERED');
      orders.push(order.orderNo);
    }
    const photo = await uploadedPhotoIds(shopper, 1);
    await writeReview(shopper, { orderNo: orders[0], lineNo: 1, rating: 3, imageIds: photo });
    await writeReview(shopper, { orderNo: orders[1], lineNo: 1, rating: 5 });
    await writeReview(shopper, { orderNo: orders[2], lineNo: 1, rating: 1 });
    const ratings = async (query: string) => (await productReviews(productNo, query)).body.data!.list.map((review) => review.rating);

    expect((await productReviews(productNo)).body.data!.summary).toEqual({ count: 3, average: 3, distribution: [1, 0, 1, 0, 1], photoCount: 1 });
    expect(await ratings('')).toEqual([1, 5, 3]);
    expect(await ratings('&sort=RATING_HIGH')).toEqual([5, 3, 1]);
    expect(await ratings('&sort=RATING_LOW')).toEqual([1, 3, 5]);
    expect(await ratings('&photo=FIRST')).toEqual([3, 1, 5]);
    expect(await ratings('&photo=ONLY')).toEqual([3]);
    expect((await productReviews(productNo, '&photo=ONLY')).body.data!.total).toBe(1);
    expect(await ratings('&size=2&page=2')).toEqual([3]);
    expect(await reviewCntOf(productNo)).toBe(3);
    // The catalogue's "most reviewed" sort reads the same count.
    const categoryNo = (await server.client().get<{ categoryNo: number }>(`/api/product/v1?productNo=${productNo}`)).body.data!.categoryNo;
    const listed = await server.client().post<{ productList: { productNo: number; reviewCnt: number }[] }>('/api/product/v1/search/list', { categorys: [categoryNo], sorted: 'RV', size: 100 });
    expect(listed.body.data!.productList.find((card) => card.productNo === productNo)?.reviewCnt).toBe(3);
    // …and its cards carry the average of the stars (3 + 5 + 1) / 3, as the product page's summary does.
    expect(await cardOf(productNo)).toMatchObject({ reviewCnt: 3, reviewAvg: 3 });
  });
});
