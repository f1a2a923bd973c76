import { readFileSync } from 'node:fs';
import path from 'node:path';
import { orderBody } from '@maru/testing';
import pg from 'pg';
import { BenchBrowser } from './bench-browser';
import { buildCatalogue, CATALOGUE_DATA_DIR, CATALOGUE_PRODUCTS, startCatalogueShop } from './catalogue-shop';
import { ensureMembers, MEMBER_PASSWORD } from './members';
import { repoRoot } from './processes';

// `npm run bench:checkout`: checkout on the 100,000-product catalogue in production mode.
// 1. Throughput: 50 signed-in members, then 50 guests, each looping sheet → order → sandbox
//    payment → complete for BENCH_SECONDS (default 30); paid orders per second and
//    p50/p95/p99 per step. A guest's order also hashes its order password (argon2id).
// 2. Oversell: 200 buyers at once on one option with stock 5, BENCH_ROUNDS (default 20)
//    times; every round must pay exactly 5 orders, leave stock 0 and tell the rest 3003.
// The order routes' per-address limits are raised for the run (all buyers share 127.0.0.1).

const BUYERS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const RACERS = 200;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const RACE_STOCK = 5;
// Joining the 50 members the run signs in as (once, kept in the database) passes through identity verification and join.
const LIMITS = ['order-sheet', 'order-sheet-pricing', 'order-place', 'order-complete', 'guest-token', 'account-status', 'certify-start', 'certify-complete', 'join']
  .map((name) => `${name}.perIp=1000000`)
  .join(',');


type Step = 'sheet' | 'order' | 'payment' | 'complete' | 'checkout';

/** The embedded cluster's port, from its postmaster.pid (line 4), to set stock directly. */
function databaseUrl(): string {
  const pid = readFileSync(path.join(repoRoot, CATALOGUE_DATA_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return `postgres://maru:maru@127.0.0.1:${pid[3]!.trim()}/maru`;
}

interface Buyer {
  browser: BenchBrowser;
  /** Guests give an order password; members do not. */
  guestPassword?: string;
}

async function guestBuyer(url: string): Promise<Buyer> {
  const browser = new BenchBrowser(url);
  await browser.get('/api/health');
  const guest = await browser.post('/api/oauth/v1/guest/token');
  if (guest.body.code !== 0) throw new Error(`guest token: ${JSON.stringify(guest.body)}`);
  return { browser, guestPassword: 'bench1234' };
}

async function memberBuyer(url: string, email: string): Promise<Buyer> {
  const browser = new BenchBrowser(url);
  await browser.get('/api/health');
  const signedIn = await browser.post('/api/membership/v1/login', { email, password: MEMBER_PASSWORD });
  if (signedIn.body.code !== 0) throw new Error(`sign-in as ${email}: ${JSON.stringify(signedIn.body)}`);
  return { browser };
}

type Outcome = { ok: true; times: Partial<Record<Step, number>> } | { ok: false; code: string; message: string };

/** One buyer's checkout; a failed step answers its code (the oversell's losers get 3003). */
async function checkout({ browser: buyer, guestPassword }: Buyer, option: { productNo: number; itemGroupSeq: number }, beforeOrder?: Promise<void>): Promise<Outcome> {
  const times: Partial<Record<Step, number>> = {};
  const timed = async <T>(step: Step, call: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await call();
    times[step] = performance.now() - started;
    return result;
  };
  const fail = (answer: { status: number; body: { code?: unknown; message?: unknown } }): Outcome => ({ ok: false, code: String(answer.body.code ?? `HTTP ${answer.status}`), message: String(answer.body.message ?? '') });
  const began = performance.now();
  const sheet = await timed('sheet', () => buyer.post<{ sheetNo: string }>('/api/order/v1/sheet', { orderType: 'PRODUCT', items: [{ productNo: option.productNo, optionGroupSeq: option.itemGroupSeq, qty: 1 }] }));
  if (sheet.body.code !== 0) return fail(sheet);
  await beforeOrder;
  const placed = await timed('order', () =>
    buyer.post<{ merchantUid: string; amount: number }>('/api/order/v1', orderBody(sheet.body.data!.sheetNo, { guest: guestPassword !== undefined, extra: guestPassword ? { guestPassword } : {} })),
  );
  if (placed.body.code !== 0) return fail(placed);
  const { merchantUid, amount } = placed.body.data!;
  const paid = await timed('payment', () => buyer.post('/sandbox/portone/payments', { merchant_uid: merchantUid, amount, pay_method: 'card', outcome: 'paid', webhook: false }));
  const impUid = (paid.body as { response?: { imp_uid?: string } }).response?.imp_uid;
  if (!impUid) return fail(paid);
  const done = await timed('complete', () => buyer.post<{ status: string }>('/api/order/v1/complete', { imp_uid: impUid, merchant_uid: merchantUid }));
  if (done.body.code !== 0 || done.body.data?.status !== 'PAID') return fail(done);
  times.checkout = performance.now() - began;
  return { ok: true, times };
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function inStockOptions(db: pg.Client, count: number): Promise<{ productNo: number; itemGroupSeq: number }[]> {
  // Plenty of stock so the throughput run measures checkout, not sold-out answers.
  const rows = await db.query<{ product_no: number; item_group_seq: number }>(
    `select r.product_no, r.item_group_seq from product_option_row r join product p on p.product_no = r.product_no
      where not p.inquiry_product order by r.item_group_seq limit $1`,
    [count],
  );
  await db.query('update product_option_row set stock_cnt = 100000 where item_group_seq = any($1)', [rows.rows.map((row) => row.item_group_seq)]);
  return rows.rows.map((row) => ({ productNo: row.product_no, itemGroupSeq: row.item_group_seq }));
}

async function throughput(url: string, db: pg.Client, who: 'members' | 'guests'): Promise<number> {
  const options = await inStockOptions(db, 500);
  const buyers =
    who === 'guests'
      ? await Promise.all(Array.from({ length: BUYERS }, () => guestBuyer(url)))
      : await Promise.all((await ensureMembers(url, BUYERS)).map((email) => memberBuyer(url, email)));
  const samples: Record<Step, number[]> = { sheet: [], order: [], payment: [], complete: [], checkout: [] };
  const errors = new Map<string, number>();
  const deadline = Date.now() + SECONDS * 1000;
  let paid = 0;
  const started = performance.now();
  await Promise.all(
    buyers.map(async (buyer, index) => {
      for (let round = 0; Date.now() < deadline; round += 1) {
        const outcome = await checkout(buyer, options[(index * 7 + round) % options.length]!);
        if (!outcome.ok) {
          errors.set(`${outcome.code} ${outcome.message}`, (errors.get(`${outcome.code} ${outcome.message}`) ?? 0) + 1);
          continue;
        }
        paid += 1;
        for (const [step, time] of Object.entries(outcome.times)) samples[step as Step].push(time);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`\nCheckout throughput: ${BUYERS} ${who}, ${seconds.toFixed(1)} s, ${CATALOGUE_PRODUCTS} products${who === 'members' ? ' (issue 23: at least 200 paid orders/s)' : ''}`);
  console.log(`  paid orders: ${paid} (${(paid / seconds).toFixed(1)} per second)`);
  for (const step of ['sheet', 'order', 'payment', 'complete', 'checkout'] as const) {
    const sorted = samples[step].sort((a, b) => a - b);
    console.log(`  ${step.padEnd(9)} p50 ${ms(percentile(sorted, 50)).padStart(9)}  p95 ${ms(percentile(sorted, 95)).padStart(9)}  p99 ${ms(percentile(sorted, 99)).padStart(9)}`);
  }
  console.log(`  errors: ${errors.size === 0 ? 'none' : [...errors].map(([what, count]) => `${count} × ${what}`).join('; ')}`);
  return [...errors.values()].reduce((sum, count) => sum + count, 0);
}

async function oversell(url: string, db: pg.Client): Promise<number> {
  const [option] = await inStockOptions(db, 1);
  const buyers = await Promise.all(Array.from({ length: RACERS }, () => guestBuyer(url)));
  console.log(`\nOversell: ${RACERS} buyers at once on option ${option!.itemGroupSeq} with stock ${RACE_STOCK}, ${ROUNDS} rounds`);
  let broken = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    await db.query('update product_option_row set stock_cnt = $1 where item_group_seq = $2', [RACE_STOCK, option!.itemGroupSeq]);
    // Every buyer holds a sheet first; then all place their orders at the same moment.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const running = buyers.map((buyer) => checkout(buyer, option!, gate));
    setTimeout(release, 300);
    const outcomes = await Promise.all(running);
    const stock = (await db.query<{ stock_cnt: number }>('select stock_cnt from product_option_row where item_group_seq = $1', [option!.itemGroupSeq])).rows[0]!.stock_cnt;
    const paidCount = outcomes.filter((outcome) => outcome.ok).length;
    const told = outcomes.filter((outcome) => !outcome.ok && outcome.code === '3003' && /[가-힣]/.test(outcome.message)).length;
    const other = outcomes.filter((outcome) => !outcome.ok && outcome.code !== '3003');
    const ok = paidCount === RACE_STOCK && stock === 0 && told === RACERS - RACE_STOCK && other.length === 0;
    if (!ok) broken += 1;
    console.log(`  round ${String(round).padStart(2)}: paid ${paidCount}, stock left ${stock}, told 3003 ${told}, other ${other.length}${other[0] && !other[0].ok ? ` (${other[0].code} ${other[0].message})` : ''}${ok ? '' : '  ← BROKEN'}`);
  }
  console.log(`  ${broken === 0 ? 'every round paid exactly 5 and told the other 195' : `${broken} rounds broke the rule`}`);
  return broken;
}

buildCatalogue();
const shop = await startCatalogueShop(3207, [], { MARU_RATE_LIMITS: LIMITS });
console.log(`Order request limits raised for the run: MARU_RATE_LIMITS=${LIMITS}`);
const db = new pg.Client({ connectionString: databaseUrl() });
await db.connect();
try {
  const errors = (await throughput(shop.url, db, 'members')) + (await throughput(shop.url, db, 'guests'));
  const broken = await oversell(shop.url, db);
  if (errors > 0 || broken > 0) process.exitCode = 1;
} finally {
  await db.end();
  await shop.stop();
}
