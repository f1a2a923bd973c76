import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../db/columns';

export type CartType = 'PRODUCT' | 'SAMPLE';

/**
 * One cart per owner: a member (member_id) or a guest. A guest cart is found through the
 * signed tcn cookie; guest_key (a hash of the guest id) lets simultaneous first adds of one
 * guest land in the same cart instead of creating several.
 */
export interface CartTable {
  cart_id: Generated<number>;
  member_id: number | null;
  guest_key: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** One option in a cart. Prices and stock are never stored: they are read from the catalogue at every view. */
export interface CartLineTable {
  cart_line_id: Generated<number>;
  cart_id: number;
  cart_type: CartType;
  product_no: number;
  item_group_seq: number;
  qty: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface CartTables {
  cart: CartTable;
  cart_line: CartLineTable;
}
