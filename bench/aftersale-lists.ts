import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { BenchBrowser } from './bench-browser';
import { timedLoad } from './timed-load';
import { ensureMembers, MEMBER_PASSWORD } from './members';
import { repoRoot, startProcess } from './processes';

// `npm run bench:aftersale` (part of `npm run bench`): the after-sale lists at scale, in
// production mode on a database of their own (bench/.data-orders, 3,000 products without
// pictures). 100,000 orders are seeded once with SQL (1–3 lines each, states and claims of
// a shop's year, one member holding 500 of them); then, for BENCH_SECONDS (default 20)
// at 10 concurrent requests each:
// 1. a member with 500 orders reading 주문 내역 (every state filter, period and page);
// 2. an operator searching the 100,000 orders (state, period, order number, orderer's phone
//    and name, deep pages).
// Printed: requests, req/s and p50 / p95 / p99 per kind.

const DATA_DIR = 'bench/.data-orders';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const MEMBER_ORDERS = 500;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONCURRENCY = 10;
const STAFF_EMAIL = 'bench-operator@maru.example';
const STAFF_PASSWORD = 'bench console passphrase';
// One address asks everything: the shopper and console limits are raised for the run.
const LIMITS = ['order-claim', 'order-refund-quote', 'staff-sign-in', 'console-order-change', 'certify-start', 'certify-complete', 'join', 'guest-token'].map((name) => `${name}.perIp=1000000`).join(',');

function databaseUrl(): string {
  const pid = readFileSync(path.join(repoRoot, DATA_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return `postgres://maru:maru@127.0.0.1:${pid[3]!.trim()}/maru`;
}

const shop = await startProcess('apps/server/src/main.ts', 3207, '/api/health', {
  NODE_ENV: 'production',
  DATA_DIR,
  LOG_LEVEL: 'warn',
  MARU_SEED_PRODUCTS: '3000',
  MARU_SEED_IMAGES: 'false',
  MARU_RATE_LIMITS: LIMITS,
});
const db = new pg.Client({ connectionString: databaseUrl() });
await db.connect();
try {
  const [memberEmail] = await ensureMembers(shop.url, 1);
  const memberId = (await db.query<{ member_id: number }>('select member_id from member where email = $1', [memberEmail])).rows[0]!.member_id;
  await seedOrders(db, memberId);
  await ensureStaff(db);

  const member = new BenchBrowser(shop.url);
  await member.get('/api/health');
  const signedIn = await member.post('/api/membership/v1/login', { email: memberEmail, password: MEMBER_PASSWORD });
  if (signedIn.body.code !== 0) throw new Error(`member sign-in: ${JSON.stringify(signedIn.body)}`);
  const operator = new BenchBrowser(shop.url);
  await operator.get('/api/health');
  const staffIn = await operator.post('/api/admin/v1/auth/sign-in', { email: STAFF_EMAIL, password: STAFF_PASSWORD });
  if (staffIn.body.code !== 0) throw new Error(`staff sign-in: ${JSON.stringify(staffIn.body)}`);

  const phones = (await db.query<{ orderer_phone: string }>('select orderer_phone from shop_order order by order_id desc limit 200')).rows.map((row) => row.orderer_phone);
  const orderNos = (await db.query<{ order_no: string }>('select order_no from shop_order order by random() limit 200')).rows.map((row) => row.order_no);
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

  const memberPaths = () => {
    const status = pick(['ALL', 'ALL', 'PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CONFIRMED', 'CLAIMS']);
    const period = pick(['1M', '3M', '6M']);
    return `/api/mypage/v1/order/list?status=${status}&period=${period}&page=${1 + Math.floor(Math.random() * 5)}`;
  };
  const staffPaths = () => {
    const kind = pick(['status', 'period', 'orderNo', 'phone', 'name', 'deep', 'claims']);
    if (kind === 'status') return `/api/admin/v1/orders?status=${pick(['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED'])}`;
    if (kind === 'period') return `/api/admin/v1/orders?from=${kstDay(-7)}&to=${kstDay(0)}`;
    if (kind === 'orderNo') return `/api/admin/v1/orders?orderNo=${pick(orderNos)}`;
    if (kind === 'phone') return `/api/admin/v1/orders?orderer=${encodeURIComponent(pick(phones))}`;
    if (kind === 'name') return `/api/admin/v1/orders?orderer=${encodeURIComponent(pick(['김', '이서', '박민', '최지']))}`;
    if (kind === 'claims') return '/api/admin/v1/orders?status=OPEN_CLAIMS';
    return `/api/admin/v1/orders?page=${50 + Math.floor(Math.random() * 100)}`;
  };

  console.log(`\nAfter-sale lists (${ORDERS.toLocaleString('en')} orders; ${CONCURRENCY} concurrent requests for ${SECONDS} s each)`);
  const results = [await timedLoadOf('주문 내역 (a member with 500 orders)', member, memberPaths), await timedLoadOf('운영 콘솔 주문 검색 (100,000 orders)', operator, staffPaths)];
  console.table(results);
} finally {
  await db.end();
  await shop.stop();
}

function kstDay(offsetDays: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}


async function ensureStaff(client: pg.Client): Promise<void> {
  const found = await client.query('select 1 from staff where email = $1', [STAFF_EMAIL]);
  if (found.rowCount) return;
  await client.query(`insert into staff (email, name, role, password_hash, active) values ($1, '벤치 운영자', 'OPERATOR', $2, true)`, [STAFF_EMAIL, await hash(STAFF_PASSWORD)]);
}

/**
 * A shop's year of orders, seeded once: 1–3 lines each with the states a year leaves
 * (most confirmed, some under way, some cancelled or returned, a few claims open), orderers
 * with Korean names and mobile numbers, MEMBER_ORDERS of them the benchmark member's.
 */
async function seedOrders(client: pg.Client, memberId: number): Promise<void> {
  const { rows } = await client.query<{ count: string }>("select count(*) from shop_order where order_no like 'B%'");
  if (Number(rows[0]!.count) >= ORDERS) return console.log(`${ORDERS.toLocaleString('en')} benchmark orders from an earlier run`);
  console.log(`Seeding ${ORDERS.toLocaleString('en')} orders…`);
  const started = Date.now();
  await client.query("delete from shop_order where order_no like 'B%'");
  await client.query(
    `insert into shop_order (order_no, merchant_uid, sheet_no, order_type, status, member_id, guest_key, guest_password_hash,
        orderer_name, orderer_phone, receiver_name, receiver_phone, receiver_zonecode, receiver_address, receiver_address_detail,
        pay_method, product_amount, discount_amount, delivery_fee, arrival_delivery_fee, remote_area_fee, sample_fee, vat_amount, pay_amount,
        delivery_groups, stock_held, hold_until, imp_uid, paid_at, created_at, updated_at)
     select 'B' || lpad(g::text, 9, '0'), 'maru_B' || g, 'bench-sheet-' || g, 'PRODUCT', 'PAID',
        case when g <= $2 then $1::int end, case when g > $2 then 'bench-guest-' || g end, case when g > $2 then 'x' end,
        (array['김','이','박','최','정','강','조','윤','장','임'])[1 + g % 10] || (array['서연','민준','지우','서준','하은','도윤','지민','예준','수아','주원'])[1 + (g / 10) % 10],
        '010-' || lpad(((g::bigint * 7919) % 10000)::text, 4, '0') || '-' || lpad(((g::bigint * 104729) % 10000)::text, 4, '0'),
        '받는분', '010-1234-5678', '06236', '서울 강남구 테헤란로 123', '4층',
        'card', 89000, 0, 3000, 0, 0, 0, 8363, 92000, '[]', false, now(), 'bench_imp_' || g,
        now() - (g % 365) * interval '1 day', now() - (g % 365) * interval '1 day', now()
       from generate_series(1, $3) g`,
    [memberId, MEMBER_ORDERS, ORDERS],
  );
  await client.query(
    `insert into shop_order_line (order_id, line_no, product_no, item_group_seq, product_name, brand_name, option_name, qty, price, price_discount, selling_price, vat_rate, delivery,
        status, status_changed_at, stock_returned)
     select o.order_id, l, p.product_no, r.item_group_seq, p.name, '마루', '기본', 1, 89000, 0, 89000, 10,
        '{"groupKey":"bench","method":"PARCEL","payType":"PREPAY","fee":3000,"freeOver":null}'::jsonb,
        (array['CONFIRMED','CONFIRMED','CONFIRMED','DELIVERED','SHIPPING','PREPARING','PAID','CANCELLED','RETURNED','CONFIRMED'])[1 + (o.order_id + l) % 10],
        o.created_at, true
       from shop_order o
       cross join lateral generate_series(1, 1 + o.order_id % 3) l
       join lateral (select product_no, name from product order by product_no offset (o.order_id % 2500) limit 1) p on true
       join lateral (select item_group_seq from product_option_row where product_option_row.product_no = p.product_no limit 1) r on true
      where o.order_no like 'B%'`,
  );
  await client.query(
    `insert into order_claim (claim_no, order_id, kind, status, line_nos, reason_code, requested_by, refund_status, created_at)
     select o.order_no || '-C1', o.order_id, 'RETURN', 'REQUESTED', array[1]::smallint[], 'CHANGE_OF_MIND', 'SHOPPER', 'NONE', o.created_at
       from shop_order o where o.order_no like 'B%' and o.order_id % 97 = 0`,
  );
  await client.query('analyze shop_order; analyze shop_order_line; analyze order_claim');
  console.log(`…in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function timedLoadOf(kind: string, browser: BenchBrowser, nextPath: () => string) {
  return timedLoad(kind, browser, nextPath, { seconds: SECONDS, concurrency: CONCURRENCY });
}
