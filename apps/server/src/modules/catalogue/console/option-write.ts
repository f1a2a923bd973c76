import { type AddOptionValuesRequest, ApiCode, extraPriceProblem, type RenameOptionValueRequest, type StockLostType, withParticle } from '@maru/domain';
import { sql, type Transaction } from 'kysely';
import { ApiError } from '../../../core/http/errors';
import type { Database } from '../../../db/database';
import { itemGroupSeqOf, itemSeqOf } from '../seed/options';

/** A combination's row locked for the rest of the transaction; undefined when there is none. */
export function lockCombination(trx: Transaction<Database>, itemGroupSeq: number) {
  return trx.selectFrom('product_option_row').select(['product_no', 'item_names', 'extra_price', 'stock_lost_type']).where('item_group_seq', '=', itemGroupSeq).forUpdate().executeTakeFirst();
}

/**
 * Sets a combination's extra price and what it becomes at 0, and marks its product changed.
 * The extra price must keep the option's final price (the product's 판매가 + 추가금액) at 0 or
 * more (value-rules/prices.ts). A 판매가 lowered at the same moment by another writer is caught by
 * the database's deferred check at commit (migration 2026120741), not by a lock here: locking the
 * product after its option would take the locks in the opposite order to the product edits.
 */
export async function updateCombination(trx: Transaction<Database>, itemGroupSeq: number, next: { extraPrice: number; stockLostType: StockLostType }, now: Date) {
  const current = await trx
    .selectFrom('product_option_row as r')
    .innerJoin('product as p', 'p.product_no', 'r.product_no')
    .select(['p.selling_price', 'r.item_names', 'r.extra_price'])
    .where('r.item_group_seq', '=', itemGroupSeq)
    .executeTakeFirstOrThrow();
  const problem = current.extra_price === next.extraPrice ? null : extraPriceProblem(current.selling_price, next.extraPrice, current.item_names.join(' / '));
  if (problem) throw new ApiError(ApiCode.PRODUCT_OPTIONS_INVALID, problem.message);
  const row = await trx
    .updateTable('product_option_row')
    .set({ extra_price: next.extraPrice, stock_lost_type: next.stockLostType })
    .where('item_group_seq', '=', itemGroupSeq)
    .returning(['item_group_seq', 'product_no', 'item_names', 'extra_price', 'stock_cnt', 'stock_lost_type'])
    .executeTakeFirstOrThrow();
  await trx.updateTable('product').set({ updated_at: now }).where('product_no', '=', row.product_no).execute();
  return row;
}

/** Where a seeded or console-made id sits in its product's range (seed/options.ts numbering). */
const placeOf = (id: number, base: number) => id - base - 1;

/**
 * Adds values to one option group of a locked product and makes every new combination (the
 * new values with the other groups' values, in the groups' order). Numbers continue the
 * product's own ranges (seed/options.ts), so they never meet another product's. Answers the
 * group's values before and after, or a refusal.
 */
export async function addOptionValues(trx: Transaction<Database>, productNo: number, request: AddOptionValuesRequest): Promise<{ before: string[]; after: string[] }> {
  const [levels, items, rows] = await Promise.all([
    trx.selectFrom('product_option').select(['option_seq', 'level']).where('product_no', '=', productNo).orderBy('level').execute(),
    trx.selectFrom('product_option_item').select(['item_seq', 'option_seq', 'item_name', 'sort_order']).where('product_no', '=', productNo).orderBy('sort_order').orderBy('item_seq').execute(),
    trx.selectFrom('product_option_row').select(['item_group_seq', 'sort_order']).where('product_no', '=', productNo).execute(),
  ]);
  const refuse = (message: string) => new ApiError(ApiCode.PRODUCT_OPTIONS_INVALID, message);
  const group = levels[request.level];
  if (!group) throw refuse(`이 상품에는 ${request.level + 1}번째 옵션이 없습니다.`);
  const valuesOf = (optionSeq: number) => items.filter((item) => item.option_seq === optionSeq);
  const existing = valuesOf(group.option_seq);
  const fresh = [...new Set(request.values)];
  const taken = fresh.filter((value) => existing.some((item) => item.item_name === value));
  if (taken.length) throw refuse(`이미 있는 옵션 값입니다: ${taken.join(', ')}`);

  const itemBase = productNo * 1000 + request.level * 100;
  const nextItem = Math.max(-1, ...existing.map((item) => placeOf(item.item_seq, itemBase))) + 1;
  const rowBase = productNo * 100;
  const nextRow = Math.max(-1, ...rows.map((row) => placeOf(row.item_group_seq, rowBase))) + 1;
  const others = levels.map((level) => (level.level - 1 === request.level ? [] : valuesOf(level.option_seq)));
  const combinationsPerValue = others.reduce((count, values, index) => (index === request.level ? count : count * values.length), 1);
  if (nextItem + fresh.length > 100 || nextRow + fresh.length * combinationsPerValue > 99) throw refuse('옵션 값이나 조합이 너무 많습니다. (조합은 99개까지)');

  const added = fresh.map((value, index) => ({ item_seq: itemSeqOf(productNo, request.level, nextItem + index), item_name: value }));
  await trx
    .insertInto('product_option_item')
    .values(added.map((item, index) => ({ ...item, option_seq: group.option_seq, product_no: productNo, extra_price: 0, sort_order: existing.length + index + 1 })))
    .execute();
  // Every combination holding a new value: the other groups' values crossed, in order.
  let combos: { item_seq: number; item_name: string }[][] = [[]];
  levels.forEach((_, level) => {
    const choices = level === request.level ? added : others[level]!;
    combos = combos.flatMap((prefix) => choices.map((choice) => [...prefix, choice]));
  });
  const lastSort = Math.max(0, ...rows.map((row) => row.sort_order));
  await trx
    .insertInto('product_option_row')
    .values(
      combos.map((combo, index) => ({
        item_group_seq: itemGroupSeqOf(productNo, nextRow + index),
        product_no: productNo,
        item_seqs: combo.map((item) => item.item_seq),
        item_names: combo.map((item) => item.item_name),
        extra_price: 0,
        stock_cnt: request.stockCnt,
        stock_lost_type: 'STOCK_ALIM' as const,
        sort_order: lastSort + index + 1,
      })),
    )
    .execute();
  const before = existing.map((item) => item.item_name);
  return { before, after: [...before, ...fresh] };
}

/**
 * Renames one value of a group: the value's row and every combination holding it (item_names
 * at the group's place; item_seqs, stock and ledger stay). Answers the group's values before
 * and after, or a refusal (no such group or value, or the new name taken in the group).
 */
export async function renameOptionValue(trx: Transaction<Database>, productNo: number, request: RenameOptionValueRequest): Promise<{ before: string[]; after: string[] }> {
  const refuse = (message: string) => new ApiError(ApiCode.PRODUCT_OPTIONS_INVALID, message);
  const group = await trx.selectFrom('product_option').select('option_seq').where('product_no', '=', productNo).orderBy('level').offset(request.level).limit(1).executeTakeFirst();
  if (!group) throw refuse(`이 상품에는 ${request.level + 1}번째 옵션이 없습니다.`);
  const items = await trx.selectFrom('product_option_item').select(['item_seq', 'item_name']).where('option_seq', '=', group.option_seq).orderBy('sort_order').orderBy('item_seq').execute();
  const item = items.find((candidate) => candidate.item_name === request.from);
  if (!item) throw refuse(`옵션 값 ${withParticle(`'${request.from}'`, '이/가')} 없습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.`);
  const before = items.map((candidate) => candidate.item_name);
  if (request.to === request.from) return { before, after: before };
  if (items.some((candidate) => candidate.item_name === request.to)) throw refuse(`이미 있는 옵션 값입니다: ${request.to}`);
  await trx.updateTable('product_option_item').set({ item_name: request.to }).where('item_seq', '=', item.item_seq).execute();
  // Arrays are 1-based; the group's place is the same in item_seqs and item_names.
  const place = request.level + 1;
  await sql`
    update product_option_row set item_names[${place}::int] = ${request.to}
     where product_no = ${productNo} and item_seqs[${place}::int] = ${item.item_seq}`.execute(trx);
  return { before, after: before.map((name) => (name === request.from ? request.to : name)) };
}
