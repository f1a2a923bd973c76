import { kstDayOf } from '@maru/domain';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database, Db } from '../../../db/database';

// The sales ledger behind the console's dashboard (issue 28, docs/dashboard.md). Every event
// that moves the figures is one row of order_sales_event, keyed by what it is about (PAID and
// CANCEL by the order, REFUND by the claim), and the day and product aggregates move only by
// the rows that statement actually inserted (ON CONFLICT DO NOTHING … RETURNING feeds the
// upserts of the same statement). So the live path, a repeated webhook, a retried refund and
// the backfill may all try to record an event: it is counted once, by whoever wins the key.
//
// Live events are recorded inside the transaction that makes them (the order's row lock is
// held), as the last writes of that transaction, in one statement each: a payment adds one
// statement to the completion. The aggregates' row locks are taken in one order (products by
// day and number, then the day's slot), and a day's totals are spread over 16 rows by order id,
// so concurrent payments seldom wait on each other (bench:checkout measures it).

/** A day's totals are split into this many rows (order id modulo it); readers sum them. */
export const SALES_SLOTS = 16;

/** The event insert's columns, in order; every insert below selects exactly these. */
const EVENT_COLUMNS = sql`(kind, ref_id, order_id, sales_day, orders, paid_amount, refund_amount, occurred_at)`;

/**
 * One statement: the events `select` yields are inserted (a key already there is skipped), and
 * what was inserted moves the day slots and the products. A paid order adds all its lines; a
 * claim subtracts the lines it took (lines split off for part of a line are their own rows);
 * a whole cancel subtracts every line no counted claim took yet. Answers how many events it
 * counted.
 */
function recordEvents(events: RawBuilder<unknown>): RawBuilder<{ counted: number }> {
  return sql<{ counted: number }>`
    with event as (
      insert into order_sales_event ${EVENT_COLUMNS}
      ${events}
      on conflict (kind, ref_id) do nothing
      returning kind, ref_id, order_id, sales_day, orders, paid_amount, refund_amount
    ),
    moved as (
      select e.sales_day, l.product_no,
             sum(case when e.kind = 'PAID' then l.qty else -l.qty end)::int as units,
             sum(case when e.kind = 'PAID' then 1 else -1 end * l.qty::bigint * l.selling_price)::bigint as net_sales
        from event e
        join shop_order_line l on l.order_id = e.order_id
       where e.kind = 'PAID'
          or (e.kind = 'REFUND' and l.claim_id = e.ref_id)
          or (e.kind = 'CANCEL' and not exists (select 1 from order_sales_event r where r.kind = 'REFUND' and r.ref_id = l.claim_id))
       group by e.sales_day, l.product_no
    ),
    products as (
      insert into order_product_sales_day as p (sales_day, product_no, units, net_sales)
      select sales_day, product_no, units, net_sales from moved order by sales_day, product_no
      on conflict (sales_day, product_no) do update set units = p.units + excluded.units, net_sales = p.net_sales + excluded.net_sales
    ),
    days as (
      insert into order_sales_day as d (sales_day, slot, orders, refunds, paid_amount, refund_amount)
      select sales_day, order_id % ${sql.lit(SALES_SLOTS)}, sum(orders), count(*) filter (where refund_amount > 0), sum(paid_amount), sum(refund_amount)
        from event group by 1, 2 order by 1, 2
      on conflict (sales_day, slot) do update set
        orders = d.orders + excluded.orders, refunds = d.refunds + excluded.refunds,
        paid_amount = d.paid_amount + excluded.paid_amount, refund_amount = d.refund_amount + excluded.refund_amount
    )
    select count(*)::int as counted from event`;
}

async function counted(db: Db, events: RawBuilder<unknown>): Promise<number> {
  const { rows } = await recordEvents(events).execute(db);
  return rows[0]?.counted ?? 0;
}

const hasEvent = (kind: string, refId: RawBuilder<unknown>) => sql`exists (select 1 from order_sales_event x where x.kind = ${kind} and x.ref_id = ${refId})`;

// ---- what each event is, selected from the orders as they stand -------------------------------
// The live path names one order or claim and the moment (the shop's clock); the backfill
// (backfill.ts) selects the same events from every order, dated by the stored times.

/** Orders paid: at the payment, or (backfill) every order that was paid, paid or cancelled since. */
function paidEvents(where: RawBuilder<unknown>, day: RawBuilder<unknown>, at: RawBuilder<unknown>) {
  return sql`
    select 'PAID', o.order_id, o.order_id, ${day}, 1, o.pay_amount, 0, ${at}
      from shop_order o
     where o.paid_at is not null and o.status in ('PAID', 'CANCELLED') and ${where}`;
}

/**
 * Claims completed on a paid order: the refund it fixed (0 for one that refunds nothing, whose
 * lines still leave the figures). Not a claim completed after its order was cancelled whole:
 * the cancel took its lines and the money already.
 */
function refundEvents(where: RawBuilder<unknown>, day: RawBuilder<unknown>, at: RawBuilder<unknown>) {
  return sql`
    select 'REFUND', c.claim_id, c.order_id, ${day}, 0, 0, coalesce(c.refund_amount, 0), ${at}
      from order_claim c
      join shop_order o on o.order_id = c.order_id
     where c.status = 'COMPLETED' and c.completed_at is not null
       and ${hasEvent('PAID', sql`c.order_id`)}
       and not exists (select 1 from order_sales_event x where x.kind = 'CANCEL' and x.ref_id = c.order_id and x.occurred_at <= c.completed_at)
       and not (o.status = 'CANCELLED' and c.completed_at > o.updated_at)
       and ${where}`;
}

/** A paid order cancelled whole (at PortOne): what its claims had not refunded yet goes back. */
function cancelEvents(where: RawBuilder<unknown>, day: RawBuilder<unknown>, at: RawBuilder<unknown>) {
  return sql`
    select 'CANCEL', o.order_id, o.order_id, ${day}, 0, 0,
           greatest(o.pay_amount - coalesce((select sum(r.refund_amount) from order_sales_event r where r.order_id = o.order_id and r.kind = 'REFUND'), 0), 0)::int,
           ${at}
      from shop_order o
     where ${hasEvent('PAID', sql`o.order_id`)} and ${where}`;
}

const dayOf = (at: Date) => sql`${kstDayOf(at)}::date`;

/**
 * The order is paid (settle.ts, in the transaction that marks it so): it counts on the Korean
 * day of `now`, the shop's clock when it learned of the payment. A payment learned of again
 * (callback and webhook, a webhook repeated) finds its event there and counts nothing.
 */
export function countPaidOrder(trx: Transaction<Database>, orderId: number, now: Date): Promise<number> {
  return counted(trx, paidEvents(sql`o.order_id = ${orderId}`, dayOf(now), sql`${now}::timestamptz`));
}

/** A claim of a paid order completed (complete-claim.ts, in its transaction): its refund and its lines leave the day's figures. */
export function countCompletedClaim(trx: Transaction<Database>, claimId: number, now: Date): Promise<number> {
  return counted(trx, refundEvents(sql`c.claim_id = ${claimId}`, dayOf(now), sql`${now}::timestamptz`));
}

/** A paid order cancelled whole at the provider (settle.ts): the rest of its money and its remaining lines leave the figures. */
export function countCancelledOrder(trx: Transaction<Database>, orderId: number, now: Date): Promise<number> {
  return counted(trx, cancelEvents(sql`o.order_id = ${orderId}`, dayOf(now), sql`${now}::timestamptz`));
}

// ---- the backfill's three passes -------------------------------------------------------------

/** Korean day of a stored instant, in SQL. */
const kstDayAt = (column: RawBuilder<unknown>) => sql`(${column} at time zone 'Asia/Seoul')::date`;

/** Which orders a pass looks at: all, or those named (the seed's orders). */
export type BackfillScope = { orderIds: readonly number[] } | 'all';
const orderScope = (scope: BackfillScope, column: RawBuilder<unknown>) => (scope === 'all' ? sql`true` : sql`${column} = any(${[...scope.orderIds]}::int[])`);

/** How many events one backfill statement records at most: one short transaction each. */
export const BACKFILL_BATCH = 2_000;

/**
 * The events the orders hold that the ledger lacks, in the order they must be recorded: paid
 * orders first (claims and cancels count only on a paid order), then completed claims, then
 * whole cancels (which refund what the claims did not). Each select yields at most `limit`
 * events, lowest key first.
 */
export function missingEvents(scope: BackfillScope, limit = BACKFILL_BATCH): { kind: 'PAID' | 'REFUND' | 'CANCEL'; select: RawBuilder<unknown> }[] {
  const first = (key: RawBuilder<unknown>) => sql`order by ${key} limit ${limit}`;
  return [
    {
      kind: 'PAID',
      select: sql`${paidEvents(sql`${orderScope(scope, sql`o.order_id`)} and not ${hasEvent('PAID', sql`o.order_id`)}`, kstDayAt(sql`o.paid_at`), sql`o.paid_at`)} ${first(sql`o.order_id`)}`,
    },
    {
      kind: 'REFUND',
      select: sql`${refundEvents(sql`${orderScope(scope, sql`c.order_id`)} and not ${hasEvent('REFUND', sql`c.claim_id`)}`, kstDayAt(sql`c.completed_at`), sql`c.completed_at`)} ${first(sql`c.claim_id`)}`,
    },
    {
      kind: 'CANCEL',
      // Nothing else changes a cancelled order afterwards, so its last change is the cancel.
      select: sql`${cancelEvents(sql`o.status = 'CANCELLED' and ${orderScope(scope, sql`o.order_id`)} and not ${hasEvent('CANCEL', sql`o.order_id`)}`, kstDayAt(sql`o.updated_at`), sql`o.updated_at`)} ${first(sql`o.order_id`)}`,
    },
  ];
}

/** Whether any pass would count something (a read only: a round that finds nothing locks nothing). */
export async function anyMissing(db: Db, scope: BackfillScope): Promise<boolean> {
  for (const pass of missingEvents(scope, 1)) {
    const { rows } = await sql<{ missing: boolean }>`select exists (${pass.select}) as missing`.execute(db);
    if (rows[0]?.missing) return true;
  }
  return false;
}

/**
 * Records one pass's missing events, a batch per statement, each batch through `write` (its
 * own transaction in the job, the caller's in the seed); answers how many it counted.
 */
export async function recordMissingPass(pass: 'PAID' | 'REFUND' | 'CANCEL', scope: BackfillScope, write: (record: (db: Db) => Promise<number>) => Promise<number>): Promise<number> {
  const select = missingEvents(scope).find((candidate) => candidate.kind === pass)!.select;
  let total = 0;
  for (;;) {
    const batch = await write((db) => counted(db, select));
    total += batch;
    if (batch < BACKFILL_BATCH) return total;
  }
}

export const BACKFILL_PASSES = ['PAID', 'REFUND', 'CANCEL'] as const;
