import type { OrderAmountsView, OrderType } from '@maru/domain';
import type { Selectable, Transaction } from 'kysely';
import type { Database, Db } from '../../../db/database';
import type { OrderOwner } from '../owner';
import type { OrderSheetTable, SheetLine } from '../tables';

export type SheetRow = Selectable<OrderSheetTable>;

export interface NewSheet {
  sheetNo: string;
  owner: OrderOwner;
  orderType: OrderType;
  cartId: number | null;
  lines: SheetLine[];
  amounts: OrderAmountsView;
  expiresAt: Date;
}

export async function insertSheet(db: Db, sheet: NewSheet): Promise<void> {
  await db
    .insertInto('order_sheet')
    .values({
      sheet_no: sheet.sheetNo,
      member_id: sheet.owner.memberId ?? null,
      guest_key: sheet.owner.guestKey ?? null,
      order_type: sheet.orderType,
      cart_id: sheet.cartId,
      lines: JSON.stringify(sheet.lines),
      zonecode: null,
      amounts: JSON.stringify(sheet.amounts),
      expires_at: sheet.expiresAt,
    })
    .execute();
}

export async function findSheet(db: Db, sheetNo: string): Promise<SheetRow | undefined> {
  return db.selectFrom('order_sheet').selectAll().where('sheet_no', '=', sheetNo).executeTakeFirst();
}

/** Stores what the shopper was just shown (current prices, for this zonecode); a sheet already used is left as it was ordered. */
export async function storeSheetPricing(db: Db, sheetNo: string, pricing: { lines: SheetLine[]; zonecode: string | null; amounts: OrderAmountsView }, now: Date): Promise<void> {
  await db
    .updateTable('order_sheet')
    .set({ lines: JSON.stringify(pricing.lines), zonecode: pricing.zonecode, amounts: JSON.stringify(pricing.amounts), updated_at: now })
    .where('sheet_no', '=', sheetNo)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * Marks the sheet used by this placement, in one guarded statement: of two placements of
 * one sheet the second waits for the first's row lock, then finds used_at set and changes
 * nothing. Answers whether this call won.
 */
export async function claimSheet(trx: Transaction<Database>, sheetNo: string, now: Date): Promise<boolean> {
  const row = await trx
    .updateTable('order_sheet')
    .set({ used_at: now, updated_at: now })
    .where('sheet_no', '=', sheetNo)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('sheet_no')
    .executeTakeFirst();
  return row !== undefined;
}

/** Sheets are worth nothing a day after they expire (orders keep their own copy of the lines). */
export async function deleteOldSheets(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('order_sheet').where('expires_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
