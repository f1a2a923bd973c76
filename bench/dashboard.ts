import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { BenchBrowser } from './bench-browser';
import { repoRoot, startProcess, type Started } from './processes';
import { timedLoad } from './timed-load';

// `npm run bench:dashboard`: the console's dashboard (GET /api/admin/v1/dashboard, issue 28:
// "opens in under 300 ms with 100,000 orders") in production mode on a database of its own
// (bench/.data-dashboard, 3,000 products without pictures). 100,000 orders are seeded once
// with set-based SQL (BENCH_ORDERS): a year of them, 1–3 lines each in the states a year leaves
// (most confirmed, some being prepared or shipped), 4 % with a completed return refunded and
// 1 % with a return waiting, 0.5 % cancelled whole. Written by SQL, they reach the sales ledger
// through the order module's backfill job: the shop is restarted after seeding (the job's first
// round 1 s after the start) and the round's time is printed. Then:
// 1. the figures checked against the orders themselves (30 days' orders paid and money paid);
// 2. one operator calling the dashboard one call at a time (BENCH_CALLS, default 300, after 20
//    to warm up): p50 / p95 / p99 / max;
// 3. ten calls at a time for BENCH_SECONDS (default 10): requests/s and percentiles.

const DATA_DIR = 'bench/.data-dashboard';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3209;
const STAFF_EMAIL = 'bench-dashboard@maru.example';
const STAFF_PASSWORD = 'bench console passphrase';
const env = {
  NODE_ENV: 'production',
  DATA_DIR,
  LOG_LEVEL: 'warn',
  MARU_SEED_PRODUCTS: '3000',
  MARU_SEED_IMAGES: 'false',
  MARU_JOBS_FIRST_RUN_MS: '1000',
  MARU_RATE_LIMITS: 'staff-sign-in.perIp=1000000',
};

function databaseUrl(): string {
  const pid = readFileSync(path.join(repoRoot, DATA_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return `postgres://maru:maru@127.0.0.1:${pid[3]!.trim()}/maru`;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

let shop: Started = await startProcess('apps/server/src/main.ts', PORT, '/api/health', env);
let db = new pg.Client({ connectionString: databaseUrl() });
await db.connect();
try {
  const seeded = await seedOrders(db);
  await ensureStaff(db);
  if (seeded) {
    // Orders written by SQL are counted by the backfill job, which runs 1 s after a start.
    await db.end();
    await shop.stop();
    const started = performance.now();
    shop = await startProcess('apps/server/src/main.ts', PORT, '/api/health', env);
    db = new pg.Client({ connectionString: databaseUrl() });
    await db.connect();
    await waitForLedger(db);
    console.log(`Backfill of the seeded orders into the sales ledger: ${((performance.now() - started) / 1000).toFixed(1)} s from the restart (the round starts 1 s after it)`);
  } else {
    await waitForLedger(db);
  }

  const operator = new BenchBrowser(shop.url);
  await operator.get('/api/health');
  const signedIn = await operator.post('/api/admin/v1/auth/sign-in', { email: STAFF_EMAIL, password: STAFF_PASSWORD });
  if (signedIn.body.code !== 0) throw new Error(`staff sign-in: ${JSON.stringify(signedIn.body)}`);

  await checkFigures(db, operator);

  const call = async () => {
    const response = await fetch(`${shop.url}/api/admin/v1/dashboard`, { headers: { cookie: operator.cookieHeader } });
    const body = (await response.json()) as { code: number };
    if (body.code !== 0) throw new Error(`dashboard: ${JSON.stringify(body).slice(0, 200)}`);
  };
  for (let i = 0; i < 20; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const orders = Number((await db.query<{ count: string }>('select count(*) from shop_order')).rows[0]!.count);
  console.log(`\nDashboard with ${orders.toLocaleString('en')} orders, one call at a time (${CALLS} calls): p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1)!)} (issue 28: under 300 ms)`);

  console.log(`Ten calls at a time for ${SECONDS} s:`);
  console.table([await timedLoad('GET /api/admin/v1/dashboard', operator, () => '/api/admin/v1/dashboard', { seconds: SECONDS, concurrency: 10 })]);
} finally {
  await db.end();
  await shop.stop();
}

/** Until every paid seeded order is in the ledger (the backfill job's round has run). */
async function waitForLedger(client: pg.Client): Promise<void> {
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    const { rows } = await client.query<{ missing: string }>(
      `select count(*) as missing from shop_order o
        where o.paid_at is not null and o.status in ('PAID', 'CANCELLED')
          and not exists (select 1 from order_sales_event e where e.kind = 'PAID' and e.ref_id = o.order_id)`,
    );
    const missing = Number(rows[0]!.missing);
    if (missing === 0) return;
    if (Date.now() > deadline) throw new Error(`${missing} paid orders still not in the sales ledger`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The dashboard's 30 days against the orders counted straight from shop_order, and its to-do counts against the lines. */
async function checkFigures(client: pg.Client, operator: BenchBrowser): Promise<void> {
  const answer = await operator.get<{ today: string; sales: { last30: { orders: number; paidAmount: number; refundAmount: number } }; todo: { kind: string; count: number }[] }>('/api/admin/v1/dashboard');
  const view = answer.body.data!;
  const { rows } = await client.query<{ orders: string; paid: string }>(
    `select count(*) as orders, coalesce(sum(pay_amount), 0) as paid from shop_order
      where paid_at is not null and status in ('PAID', 'CANCELLED')
        and (paid_at at time zone 'Asia/Seoul')::date between $1::date - 29 and $1::date`,
    [view.today],
  );
  const byLines = await client.query<{ status: string; orders: string }>(
    `select status, count(distinct order_id) as orders from shop_order_line where status in ('PAID', 'PREPARING', 'RETURN_REQUESTED') group by status`,
  );
  const lines = Object.fromEntries(byLines.rows.map((row) => [row.status, Number(row.orders)]));
  const todo = Object.fromEntries(view.todo.map((item) => [item.kind, item.count]));
  console.table([
    { figure: '30 days: orders paid', dashboard: view.sales.last30.orders, 'from shop_order': Number(rows[0]!.orders) },
    { figure: '30 days: paid (won)', dashboard: view.sales.last30.paidAmount, 'from shop_order': Number(rows[0]!.paid) },
    { figure: 'to prepare (결제완료)', dashboard: todo.TO_PREPARE, 'from shop_order': lines.PAID ?? 0 },
    { figure: 'to ship (상품준비중)', dashboard: todo.TO_SHIP, 'from shop_order': lines.PREPARING ?? 0 },
    { figure: 'return requests', dashboard: todo.RETURN_REQUESTED, 'from shop_order': lines.RETURN_REQUESTED ?? 0 },
  ]);
  console.log(`(orders paid by the shop's flows count on the day the shop learned of the payment, seeded ones on their paid_at; here they are the same days)`);
}

async function ensureStaff(client: pg.Client): Promise<void> {
  const found = await client.query('select 1 from staff where email = $1', [STAFF_EMAIL]);
  if (found.rowCount) return;
  await client.query(`insert into staff (email, name, role, password_hash, active) values ($1, '벤치 운영자', 'OPERATOR', $2, true)`, [STAFF_EMAIL, await hash(STAFF_PASSWORD)]);
}

/** A year of orders, seeded once by SQL; answers whether it seeded now. */
async function seedOrders(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ count: string }>("select count(*) from shop_order where order_no like 'D%'");
  if (Number(rows[0]!.count) >= ORDERS) {
    console.log(`${ORDERS.toLocaleString('en')} benchmark orders from an earlier run`);
    return false;
  }
  console.log(`Seeding ${ORDERS.toLocaleString('en')} orders…`);
  const started = Date.now();
  await client.query('begin');
  await client.query("delete from shop_order where order_no like 'D%'");
  await client.query(`
    create temporary table bench_product on commit drop as
    select row_number() over (order by p.product_no) - 1 as idx, p.product_no, p.name, r.item_group_seq
      from product p
      join lateral (select item_group_seq from product_option_row where product_option_row.product_no = p.product_no order by sort_order limit 1) r on true
     order by p.product_no limit 2500`);
  const products = Number((await client.query<{ count: string }>('select count(*) from bench_product')).rows[0]!.count);
  await client.query(
    `insert into shop_order (order_no, merchant_uid, sheet_no, order_type, status, member_id, guest_key, guest_password_hash,
        orderer_name, orderer_phone, receiver_name, receiver_phone, receiver_zonecode, receiver_address, receiver_address_detail,
        pay_method, product_amount, discount_amount, delivery_fee, arrival_delivery_fee, remote_area_fee, sample_fee, vat_amount, pay_amount,
        delivery_groups, stock_held, hold_until, imp_uid, paid_at, created_at, updated_at)
     select 'D' || lpad(g::text, 9, '0'), 'maru_D' || g, 'dash-sheet-' || g, 'PRODUCT', case when g % 211 = 0 then 'CANCELLED' else 'PAID' end,
        null, 'dash-guest-' || g, 'x',
        (array['김','이','박','최','정','강','조','윤','장','임'])[1 + g % 10] || (array['서연','민준','지우','서준','하은','도윤','지민','예준','수아','주원'])[1 + (g / 10) % 10],
        '010-' || lpad(((g::bigint * 7919) % 10000)::text, 4, '0') || '-' || lpad(((g::bigint * 104729) % 10000)::text, 4, '0'),
        '받는분', '010-1234-5678', '06236', '서울 강남구 테헤란로 123', '4층',
        'card', (1 + g % 3) * 89000, 0, 3000, 0, 0, 0, 0, (1 + g % 3) * 89000 + 3000, '[]', false, t.at, 'dash_imp_' || g,
        t.at, t.at, t.at + interval '1 hour'
       from generate_series(1, $1::int) g
       cross join lateral (select now() - (g % 365) * interval '1 day' - ((g * 37) % 1440) * interval '1 minute' as at) t`,
    [ORDERS],
  );
  await client.query(
    `insert into shop_order_line (order_id, line_no, product_no, item_group_seq, product_name, brand_name, option_name, qty, price, price_discount, selling_price, vat_rate, delivery,
        status, status_changed_at, stock_returned)
     select o.order_id, l, p.product_no, p.item_group_seq, p.name, '마루', '기본', 1, 89000, 0, 89000, 10,
        '{"groupKey":"bench","method":"PARCEL","payType":"PREPAY","fee":3000,"freeOver":null}'::jsonb,
        case when o.status = 'CANCELLED' then 'CANCELLED'
             else (array['CONFIRMED','CONFIRMED','CONFIRMED','DELIVERED','SHIPPING','PREPARING','PAID','CONFIRMED','CONFIRMED','CONFIRMED'])[1 + (o.order_id + l) % 10] end,
        o.created_at, o.status = 'CANCELLED'
       from shop_order o
       cross join lateral generate_series(1, (o.pay_amount - 3000) / 89000) l
       join bench_product p on p.idx = (o.order_id * 7 + l) % $1
      where o.order_no like 'D%'`,
    [products],
  );
  // 4 % returned and refunded (line 1, the return's fee kept), 1 % with a return waiting.
  await client.query(
    `insert into order_claim (claim_no, order_id, kind, status, line_nos, reason_code, requested_by, return_shipping_payer, return_shipping_fee, refund_amount, refund_status, created_at, completed_at, refunded_at)
     select o.order_no || '-R1', o.order_id, 'RETURN', case when o.order_id % 25 = 0 then 'COMPLETED' else 'REQUESTED' end, array[1]::smallint[], 'CHANGE_OF_MIND', 'SHOPPER',
            'SHOPPER', case when o.order_id % 25 = 0 then 6000 else 0 end, case when o.order_id % 25 = 0 then 83000 end,
            case when o.order_id % 25 = 0 then 'DONE' else 'NONE' end, least(o.paid_at + interval '3 days', now()),
            case when o.order_id % 25 = 0 then least(o.paid_at + interval '5 days', now()) end, case when o.order_id % 25 = 0 then least(o.paid_at + interval '5 days', now()) end
       from shop_order o where o.order_no like 'D%' and o.status = 'PAID' and (o.order_id % 25 = 0 or o.order_id % 97 = 0)`,
  );
  await client.query(
    `update shop_order_line l set status = case c.status when 'COMPLETED' then 'RETURNED' else 'RETURN_REQUESTED' end, claim_id = c.claim_id, stock_returned = c.status = 'COMPLETED'
       from order_claim c where c.order_id = l.order_id and l.line_no = 1 and c.claim_no like 'D%-R1'`,
  );
  await client.query('commit');
  await client.query('vacuum analyze shop_order');
  await client.query('vacuum analyze shop_order_line');
  await client.query('vacuum analyze order_claim');
  console.log(`…in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return true;
}
