import type { Json } from '../../db/columns';

/**
 * What the provider sandboxes remember between calls (certifications, tokens, payments,
 * authorization codes), one row per entry of a kind. Kept in the database rather than in
 * a process so that every server process on one PostgreSQL answers alike: a payment made
 * through one is completed through another (issue 29). An entry past expires_at is gone
 * for every reader, whether or not its row has been deleted yet.
 */
export interface SandboxStateTable {
  /** The store's name: 'portone.payment', 'kakao.code', … */
  kind: string;
  key: string;
  value: Json<unknown>;
  expires_at: Date;
}

export interface SandboxTables {
  sandbox_state: SandboxStateTable;
}
