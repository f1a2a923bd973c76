import type { AuditState } from '@maru/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns';

/** Written once, never changed: Kysely refuses an update of such a column at compile time. */
type Fixed<T> = ColumnType<T, T, never>;
/** jsonb: read as the value, written as its JSON text. */
type Json<T> = ColumnType<T, string | null, never>;

export interface StaffTable {
  staff_id: Generated<number>;
  /** Lower-cased on the way in; a unique index on lower(email) holds anyway. */
  email: string;
  name: string;
  /** A staff_role's key (issue 28: roles are rows the admin edits). */
  role: string;
  /** argon2id, as members' passwords (identity/passwords.ts). */
  password_hash: string;
  /** Staff are deactivated, never deleted: the audit log names them for as long as it is kept. */
  active: Generated<boolean>;
  created_at: CreatedAt;
  last_signed_in_at: Date | null;
}

/** A role and what it may do; the five built-in roles are seeded by the migration and never deleted. */
export interface StaffRoleTable {
  role_key: string;
  name: string;
  /** StaffRight codes (domain rights.ts); read through isStaffRight, so a retired code is ignored. */
  rights: ColumnType<string[], string[] | undefined, string[]>;
  built_in: Generated<boolean>;
  created_at: CreatedAt;
}

export interface StaffSessionTable {
  session_id: Generated<number>;
  staff_id: number;
  /** SHA-256 of the cookie's token; the token itself lives only in the staff member's browser. */
  token_hash: string;
  ip: string;
  user_agent: string;
  created_at: CreatedAt;
  last_seen_at: Date;
  revoked_at: Date | null;
}

/** Append-only: no column can be updated (types), and a trigger refuses UPDATE, DELETE and TRUNCATE. */
export interface AuditLogTable {
  audit_id: Generated<number>;
  staff_id: Fixed<number>;
  action: Fixed<string>;
  target_type: Fixed<string>;
  target_id: Fixed<string | null>;
  before: Json<AuditState | null>;
  after: Json<AuditState | null>;
  ip: Fixed<string>;
  created_at: CreatedAt;
}

export interface StaffTables {
  staff: StaffTable;
  staff_role: StaffRoleTable;
  staff_session: StaffSessionTable;
  audit_log: AuditLogTable;
}
