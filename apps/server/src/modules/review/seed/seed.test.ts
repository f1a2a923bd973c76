import type { ProductReviewListView } from '@maru/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { serverForTests } from '../../../../test/harness';
import { TEST_SEED, testLogger } from '../../../../test/test-config';
import { REVIEW_SEED_VERSION, seedReviews } from '.';
import { ANSWER_SIGNATURE } from './answers';

// The API tests' template has no seeded reviews (TEST_SEED.reviews is false: other tests
// count points, reviews and lines from zero); this file seeds them into its own database.
const server = serverForTests();
const seed = () => seedReviews({ db: server.db, config: server.config, log: testLogger, options: { ...TEST_SEED, reviews: true } });

interface Card { productNo: number; reviewCnt: number; reviewAvg: number }
const list = async (body: Record<string, unknown>) =>
  (await server.client().post<{ productList: Card[] }>('/api/product/v1/search/list', { size: 60, ...body })).body.data!.productList;

beforeAll(async () => {
  const started = Date.now();
  await seed();
  // The whole seed, in one transaction, well within a start's budget.
  expect(Date.now() - started).toBeLessThan(15_000);
});

describe('seeded reviews', () => {
  it('are written once: a second start adds none', async () => {
    const count = async () => Number((await server.db.selectFrom('product_review').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const first = await count();
    expect(first).toBeGreaterThan(200);
    await seed();
    expect(await count()).toBe(first);
  });

  it('belong to delivered or confirmed lines of the writer’s own orders', async () => {
    const { rows } = await sql<{ total: number; honest: number }>`
      select count(*)::int as total,
             count(*) filter (where l.status in ('DELIVERED', 'CONFIRMED') and o.member_id = r.member_id and l.product_no = r.product_no and l.delivered_at < r.created_at)::int as honest
        from product_review r join shop_order o on o.order_id = r.order_id join shop_order_line l on l.order_id = r.order_id and l.line_no = r.line_no`.execute(server.db);
    expect(rows[0]!.total).toBeGreaterThan(0);
    expect(rows[0]!.honest).toBe(rows[0]!.total);
  });

  it('set every product’s count and star sum as written reviews do; many products have none, popular ones more', async () => {
    const { rows } = await sql<{ wrong: number; none: number; products: number }>`
      select count(*) filter (where p.review_cnt <> coalesce(r.n, 0) or p.review_rating_sum <> coalesce(r.total, 0))::int as wrong,
             count(*) filter (where p.review_cnt = 0)::int as none, count(*)::int as products
        from product p left join (select product_no, count(*) as n, sum(rating) as total from product_review group by product_no) r using (product_no)`.execute(server.db);
    expect(rows[0]!.wrong).toBe(0);
    expect(rows[0]!.none).toBeGreaterThan(rows[0]!.products * 0.3);
    const { rows: halves } = await sql<{ popular: number; rest: number }>`
      with ranked as (select review_cnt, ntile(2) over (order by popularity desc) as half from product)
      select sum(review_cnt) filter (where half = 1)::int as popular, sum(review_cnt) filter (where half = 2)::int as rest from ranked`.execute(server.db);
    expect(halves[0]!.popular).toBeGreaterThan(halves[0]!.rest * 2);
  });

  it('spread their stars as shops see them: mostly 4–5, some 3, few 1–2', async () => {
    const rows = await server.db.selectFrom('product_review').select(['rating', (eb) => eb.fn.countAll<string>().as('n')]).groupBy('rating').execute();
    const share = (stars: number[]) => rows.filter((row) => stars.includes(row.rating)).reduce((sum, row) => sum + Number(row.n), 0) / rows.reduce((sum, row) => sum + Number(row.n), 0);
    expect(share([4, 5])).toBeGreaterThan(0.7);
    expect(share([3])).toBeGreaterThan(0.04);
    expect(share([1, 2])).toBeGreaterThan(0);
    expect(share([1, 2])).toBeLessThan(0.12);
  });

  it('never repeat a text on one product', async () => {
    const { rows } = await sql<{ repeats: number }>`select count(*)::int as repeats from (select product_no, body from product_review group by 1, 2 having count(*) > 1) twice`.execute(server.db);
    expect(rows[0]!.repeats).toBe(0);
  });

  it('show on the cards, and 리뷰 많은순 (RV) puts the most reviewed first', async () => {
    const cards = await list({ sorted: 'RV' });
    const most = await server.db.selectFrom('product').select((eb) => eb.fn.max('review_cnt').as('max')).executeTakeFirstOrThrow();
    expect(cards[0]!.reviewCnt).toBe(most.max);
    expect(cards.map((card) => card.reviewCnt)).toEqual([...cards.map((card) => card.reviewCnt)].sort((a, b) => b - a));
    expect(cards[0]!.reviewAvg).toBeGreaterThanOrEqual(1);
    expect(cards[0]!.reviewAvg).toBeLessThanOrEqual(5);
  });

  it('list on a product page with their photos, drawn as the review module stores uploads', async () => {
    const withPhoto = await server.db.selectFrom('product_review').select('product_no').where('photo_count', '>', 0).orderBy('product_no').executeTakeFirstOrThrow();
    const answer = await server.client().get<ProductReviewListView>(`/api/product/v1/review/list?productNo=${withPhoto.product_no}&photo=FIRST`);
    const page = answer.body.data!;
    expect(page.summary.count).toBeGreaterThan(0);
    const photo = page.list[0]!.photos[0]!;
    expect(photo.url).toMatch(/^\/media\/uploads\/review\/[0-9a-f]{2}\/[0-9a-f]{32}\/1280\.webp$/);
    expect(page.list[0]!.writer).toMatch(/^[가-힣]\*+$/);
    expect(page.list[0]!.text.length).toBeGreaterThanOrEqual(10);
  });
});

describe('the shop’s answers to seeded reviews', () => {
  const shares = async () => {
    const { rows } = await sql<{ low: number; lowAnswered: number; high: number; highAnswered: number }>`
      select count(*) filter (where rating <= 3)::int as low, count(*) filter (where rating <= 3 and answer_text is not null)::int as "lowAnswered",
             count(*) filter (where rating >= 4)::int as high, count(*) filter (where rating >= 4 and answer_text is not null)::int as "highAnswered"
        from product_review`.execute(server.db);
    return rows[0]!;
  };

  it('answer most 1–3 star reviews and a few of the others', async () => {
    const { low, lowAnswered, high, highAnswered } = await shares();
    expect(lowAnswered / low).toBeGreaterThan(0.6);
    expect(highAnswered / high).toBeGreaterThan(0.02);
    expect(highAnswered / high).toBeLessThan(0.12);
  });

  it('are signed by the customer centre, written within three days of the review in its hours, by no staff account', async () => {
    const { rows } = await sql<{ answered: number; wrong: number }>`
      select count(*)::int as answered,
             count(*) filter (where answered_at <= created_at or answered_at > created_at + interval '4 days' or answered_by is not null
               or extract(hour from answered_at at time zone 'Asia/Seoul') not between 9 and 17 or right(answer_text, ${ANSWER_SIGNATURE.length}) <> ${ANSWER_SIGNATURE})::int as wrong
        from product_review where answer_text is not null`.execute(server.db);
    expect(rows[0]!.answered).toBeGreaterThan(20);
    expect(rows[0]!.wrong).toBe(0);
    // An apology for the unhappy, thanks for the happy.
    const texts = async (ratings: number[]) => (await server.db.selectFrom('product_review').select('answer_text').where('rating', 'in', ratings).where('answer_text', 'is not', null).execute()).map((row) => row.answer_text!);
    expect((await texts([1, 2])).every((text) => /죄송|사과/.test(text))).toBe(true);
    expect((await texts([4, 5])).every((text) => /감사|기쁩|뿌듯|즐겁/.test(text) && !/죄송|사과/.test(text))).toBe(true);
  });

  it('show under their review on the product page', async () => {
    const row = await server.db.selectFrom('product_review').select(['product_no', 'review_id', 'answer_text', 'answered_at']).where('answer_text', 'is not', null).orderBy('review_id').executeTakeFirstOrThrow();
    const page = (await server.client().get<ProductReviewListView>(`/api/product/v1/review/list?productNo=${row.product_no}&size=50`)).body.data!;
    expect(page.list.find((review) => review.reviewId === row.review_id)!.answer).toEqual({ text: row.answer_text, answeredAt: row.answered_at!.toISOString() });
  });

  it('come once to a database seeded before them (version 1), keeping an answer the shop wrote meanwhile and adding no reviews', async () => {
    const count = async (table: 'product_review' | 'shop_order') => Number((await server.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = { reviews: await count('product_review'), orders: await count('shop_order'), ...(await shares()) };
    const answers = await server.db.selectFrom('product_review').select(['review_id', 'answer_text', 'answered_at']).where('answer_text', 'is not', null).orderBy('review_id').execute();
    // A database as version 1 left it, where an operator has since answered one seeded review.
    const operatorsOwn = answers[0]!.review_id;
    await server.db.updateTable('product_review').set({ answer_text: null, answered_at: null, answered_by: null }).execute();
    await server.db.updateTable('product_review').set({ answer_text: '운영자가 직접 쓴 답변', answered_at: new Date('2026-11-30T01:00:00Z') }).where('review_id', '=', operatorsOwn).execute();
    await server.db.updateTable('review_seed_state').set({ version: 1, photos_drawn: true }).execute();

    await seed();
    const after = await server.db.selectFrom('product_review').select(['review_id', 'answer_text', 'answered_at']).where('answer_text', 'is not', null).orderBy('review_id').execute();
    expect(after.slice(1)).toEqual(answers.slice(1));
    expect(after[0]).toMatchObject({ review_id: operatorsOwn, answer_text: '운영자가 직접 쓴 답변' });
    expect({ reviews: await count('product_review'), orders: await count('shop_order'), ...(await shares()) }).toEqual(before);
    expect(await server.db.selectFrom('review_seed_state').select(['version', 'photos_drawn']).executeTakeFirstOrThrow()).toEqual({ version: REVIEW_SEED_VERSION, photos_drawn: true });

    // …and only once: an answer the shop removes stays removed.
    await server.db.updateTable('product_review').set({ answer_text: null, answered_at: null }).where('review_id', '=', answers[1]!.review_id).execute();
    await seed();
    expect((await server.db.selectFrom('product_review').select('answer_text').where('review_id', '=', answers[1]!.review_id).executeTakeFirstOrThrow()).answer_text).toBeNull();
  });
});
