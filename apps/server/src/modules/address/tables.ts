import type { Generated } from 'kysely';
import type { CreatedAt, UpdatedAt } from '../../db/columns';

/**
 * One saved delivery address of a member (배송지). The phone is stored as digits only
 * (01012345678) and formatted for display, so "010-1234-5678" and "01012345678" are one number.
 * At most one default per member (a partial unique index); the routes keep exactly one
 * whenever the book is not empty.
 */
export interface MemberAddressTable {
  address_id: Generated<number>;
  member_id: number;
  label: string;
  receiver_name: string;
  receiver_phone: string;
  zonecode: string;
  address: string;
  address_detail: string;
  is_default: boolean;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface AddressTables {
  member_address: MemberAddressTable;
}
