import type { Transaction } from 'kysely';
import type { Database } from '../../../db/database';
import { createProduct, lockProduct, updateProduct } from './product-write';
import { lockCombination, updateCombination } from './option-write';
import type { ImportPlan } from './sheet-import';
import { setStockTo } from './stock-moves';

// Applies a clean import plan inside the caller's transaction (all or nothing), recording
// each change for the audit log through `audit`.

export interface AppliedImport {
  changedProducts: number[];
  restocked: number[];
}

type Audit = (entry: { action: 'product.create' | 'product.update' | 'option.update' | 'stock.change'; targetType: 'product' | 'product_option'; targetId: number; before: Record<string, unknown> | null; after: Record<string, unknown> }) => Promise<void>;

const SHEET_MEMO = '엑셀 가져오기';

/** The file's new extra prices by product, then by combination. */
function pendingExtraPrices(plan: ImportPlan): Map<number, Map<number, number>> {
  const byProduct = new Map<number, Map<number, number>>();
  for (const { productNo, itemGroupSeq, extraPrice } of plan.combinations) {
    if (extraPrice === undefined) continue;
    byProduct.set(productNo, (byProduct.get(productNo) ?? new Map<number, number>()).set(itemGroupSeq, extraPrice));
  }
  return byProduct;
}

export async function applyImport(trx: Transaction<Database>, plan: ImportPlan, staffId: number, now: Date, audit: Audit): Promise<AppliedImport> {
  const changed = new Set<number>();
  const restocked: number[] = [];
  const extras = pendingExtraPrices(plan);
  for (const { productNo, edit } of plan.updates) {
    await lockProduct(trx, productNo);
    // The file's new 추가금액 count with its new 판매가: the options are written after the product.
    const { before, after } = await updateProduct(trx, productNo, edit, now, extras.get(productNo));
    if (Object.keys(after).length) await audit({ action: 'product.update', targetType: 'product', targetId: productNo, before, after });
    changed.add(productNo);
  }
  for (const combination of plan.combinations) {
    const current = await lockCombination(trx, combination.itemGroupSeq);
    if (!current) continue;
    if (combination.extraPrice !== undefined || combination.stockLostType !== undefined) {
      const next = { extraPrice: combination.extraPrice ?? current.extra_price, stockLostType: combination.stockLostType ?? current.stock_lost_type };
      await updateCombination(trx, combination.itemGroupSeq, next, now);
      await audit({ action: 'option.update', targetType: 'product_option', targetId: combination.itemGroupSeq, before: { extraPrice: current.extra_price, stockLostType: current.stock_lost_type }, after: next });
    }
    if (combination.stockCnt !== undefined) {
      const moved = await setStockTo(trx, combination.itemGroupSeq, combination.stockCnt, { reason: 'ADJUST', memo: SHEET_MEMO, staffId });
      if (moved) {
        await audit({ action: 'stock.change', targetType: 'product_option', targetId: combination.itemGroupSeq, before: { stockCnt: moved.before }, after: { stockCnt: combination.stockCnt, reason: 'ADJUST', memo: SHEET_MEMO } });
        if (moved.before === 0 && combination.stockCnt > 0) restocked.push(combination.itemGroupSeq);
      }
    }
    changed.add(combination.productNo);
  }
  for (const { request } of plan.creates) {
    const { productNo } = await createProduct(trx, request, now);
    const { options, ...fields } = request;
    await audit({ action: 'product.create', targetType: 'product', targetId: productNo, before: null, after: { ...fields, combinations: options.combinations.length } });
    changed.add(productNo);
  }
  return { changedProducts: [...changed], restocked };
}
