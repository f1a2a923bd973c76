import type { ColumnType } from 'kysely';

/**
 * A product a member looked at (최근 본 상품): one row per member and product, holding the
 * latest view. The routes keep at most PRODUCT_HISTORY_MAX rows per member (newest views).
 */
export interface MemberProductViewTable {
  member_id: number;
  product_no: number;
  viewed_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface MypageTables {
  member_product_view: MemberProductViewTable;
}
