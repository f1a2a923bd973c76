import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, UpdatedAt } from '../../db/columns';

/** Has a default on insert, is set freely afterwards. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type MessageStatus = 'PENDING' | 'SENT' | 'FAILED';
/** How a message went: 알림톡, or a text message where no 알림톡 template is set up. */
export type MessageChannel = 'ATA' | 'SMS' | 'LMS';

/**
 * The outbox: one row per message to a shopper, written in the transaction of the change
 * it tells about, sent afterwards (deliver.ts). `text` is the rendered message, what the
 * provider is given; `variables` go with it because Kakao checks a 알림톡 against its
 * registered template with them. A row is claimed for sending by setting claimed_until
 * (a lease) and claim_token; only the claimant's token can settle it.
 */
export interface MessageOutboxTable {
  message_id: Generated<number>;
  template: string;
  /** Digits only (01012345678): personal data, never logged in full. */
  to_phone: string;
  member_id: number | null;
  order_no: string | null;
  title: string;
  text: string;
  variables: Json<Record<string, string>>;
  button_name: string | null;
  /** A path on the shop (/product/item/123) or an https address (a carrier's tracking page). */
  link: string | null;
  status: Defaulted<MessageStatus>;
  /** Sends the provider refused; at MAX_ATTEMPTS the message is FAILED. */
  attempts: Defaulted<number>;
  last_error: string | null;
  next_attempt_at: Defaulted<Date>;
  claimed_until: Date | null;
  claim_token: string | null;
  channel: MessageChannel | null;
  provider_message_id: string | null;
  created_at: CreatedAt;
  sent_at: Date | null;
  updated_at: UpdatedAt;
}

/**
 * What the Solapi sandbox accepted, as Solapi keeps a message log: the proof that a
 * message reached the "provider", and how many times.
 */
export interface SolapiSandboxMessageTable {
  message_id: string;
  group_id: string;
  type: MessageChannel;
  to_phone: string;
  from_phone: string;
  text: string;
  subject: string | null;
  kakao_options: Json<unknown> | null;
  custom_fields: Json<Record<string, string>> | null;
  received_at: CreatedAt;
}

export interface MessageTables {
  message_outbox: MessageOutboxTable;
  solapi_sandbox_message: SolapiSandboxMessageTable;
}
