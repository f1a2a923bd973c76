import { ApiCode, ledgerState, type LedgerEntry, type LedgerState, type PointEntryKind } from '@maru/domain';
import { sql, type Transaction } from 'kysely';
import { ApiError } from '../../../core/http/errors';
import type { Database, Db } from '../../../db/database';

/** Namespace of the point ledger's advisory locks (two-key form: namespace, member id). */
const LOCK_NAMESPACE = sql`hashtext('maru.point-ledger')`;

/**
 * Serialises a member's ledger writes that take points away (spend, expiry, clawback) for
 * the rest of the transaction: each reads the balance and writes after the previous one
 * committed, so points cannot be spent twice at once. An advisory lock, not a lock on the
 * member row, so sign-in and profile changes never wait for a checkout.
 */
export async function lockLedger(trx: Transaction<Database>, memberId: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${memberId})`.execute(trx);
}

/** The ledger's sum, as the trigger keeps it (point_balance); 0 for a member with no entry yet. */
export async function pointBalance(db: Db, memberId: number): Promise<number> {
  const row = await db.selectFrom('point_balance').select('balance').where('member_id', '=', memberId).executeTakeFirst();
  return Number(row?.balance ?? 0);
}

export async function ledgerOf(db: Db, memberId: number): Promise<LedgerState> {
  const rows = await db.selectFrom('point_ledger').select(['entry_id', 'amount', 'created_at', 'expires_at']).where('member_id', '=', memberId).execute();
  return ledgerState(rows.map((row): LedgerEntry => ({ entryId: row.entry_id, amount: row.amount, at: row.created_at, expiresAt: row.expires_at })));
}

export interface NewEntry {
  memberId: number;
  kind: PointEntryKind;
  amount: number;
  at: Date;
  expiresAt?: Date | null;
  orderId?: number | null;
  lineNo?: number | null;
  claimId?: number | null;
  reviewId?: number | null;
  /** Makes the entry happen once: a second insert with the same key is skipped. */
  uniqueKey?: string | null;
  description: string;
}

const spentPastBalance = (error: unknown) => (error as { constraint?: string }).constraint === 'point_spend_within_balance';

/**
 * Appends an entry; answers false when its unique key was already used (nothing written).
 * A SPEND the balance cannot cover is refused by the database (point_ledger_keep_balance);
 * callers check the balance first under lockLedger, so reaching that guard means a check
 * was missed: the shopper still gets a refusal in Korean, never a 500.
 */
export async function appendEntry(db: Db, entry: NewEntry): Promise<boolean> {
  if (entry.amount === 0) return false;
  const row = await insertEntry(db, entry).catch((error: unknown) => {
    if (spentPastBalance(error)) throw new ApiError(ApiCode.POINTS_NOT_USABLE, '적립금 잔액이 부족합니다.');
    throw error;
  });
  return row !== undefined;
}

function insertEntry(db: Db, entry: NewEntry) {
  return db
    .insertInto('point_ledger')
    .values({
      member_id: entry.memberId,
      kind: entry.kind,
      amount: entry.amount,
      expires_at: entry.amount > 0 ? (entry.expiresAt ?? null) : null,
      order_id: entry.orderId ?? null,
      line_no: entry.lineNo ?? null,
      claim_id: entry.claimId ?? null,
      review_id: entry.reviewId ?? null,
      unique_key: entry.uniqueKey ?? null,
      description: entry.description,
      created_at: entry.at,
    })
    .onConflict((oc) => oc.column('unique_key').doNothing())
    .returning('entry_id')
    .executeTakeFirst();
}

/** Points an order has spent net of what came back (SPEND negative, SPEND_RETURN positive). */
export async function netSpentOn(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('point_ledger')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), sql<string>`0`).as('net'))
    .where('order_id', '=', orderId)
    .where('kind', 'in', ['SPEND', 'SPEND_RETURN'])
    .executeTakeFirst();
  return -Number(row?.net ?? 0);
}

export async function ledgerPage(db: Db, memberId: number, page: number, pageSize: number) {
  const base = db.selectFrom('point_ledger').where('point_ledger.member_id', '=', memberId);
  const rows = await base
    .leftJoin('order_number', 'order_number.order_id', 'point_ledger.order_id')
    .select([
      'point_ledger.entry_id', 'point_ledger.kind', 'point_ledger.amount', 'point_ledger.description', 'point_ledger.created_at', 'point_ledger.expires_at', 'order_number.order_no',
      // The running balance through each entry, in the same order the ledger replays.
      sql<string>`sum(point_ledger.amount) over (order by point_ledger.created_at, point_ledger.entry_id)`.as('balance_after'),
    ])
    .orderBy('point_ledger.created_at', 'desc')
    .orderBy('point_ledger.entry_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
  return { rows, total: Number(total?.n ?? 0) };
}
