import type { ProductNotice } from '@maru/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';

/** The product's 상품정보제공고시 as the console saved it, or null when it has none yet. */
export async function findProductNotice(db: Kysely<Database>, productNo: number): Promise<ProductNotice | null> {
  const row = await db.selectFrom('product_notice').select(['notice_group', 'items']).where('product_no', '=', productNo).executeTakeFirst();
  return row ? { group: row.notice_group, items: row.items } : null;
}
