import type { Gender } from '@maru/domain';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../../db/columns';

type Timestamp = ColumnType<Date, Date, Date>;

export type MemberStatus = 'ACTIVE' | 'DORMANT' | 'SUSPENDED' | 'WITHDRAWN';
export type { Gender };

export interface MemberTable {
  member_id: Generated<number>;
  /** Public, opaque id shown to the web app and analytics (never the row number). */
  identity_id: string;
  /** Personal data below is nulled when the member withdraws. */
  email: string | null;
  password_hash: string | null;
  name: string | null;
  phone: string | null;
  /** `date`; read back as text YYYY-MM-DD. */
  birthday: ColumnType<string | null, string | null, string | null>;
  gender: Gender | null;
  nick_name: string | null;
  /** SHA-256 of the identity provider's unique key (CI); kept after withdrawal for the 3-year rejoin rule. */
  unique_key_hash: string;
  /** SHA-256 of the e-mail, kept after withdrawal so the account state can say "withdrawn". */
  email_hash: string;
  recommend_my_cd: string;
  recommended_by: string | null;
  auth_no: Generated<number>;
  status: Generated<MemberStatus>;
  marketing_sms: boolean;
  marketing_email: boolean;
  created_at: CreatedAt;
  withdrawn_at: Date | null;
  withdrawal_reason: string | null;
}

export type ConsentType = 'terms' | 'privacy' | 'age14' | 'marketingSms' | 'marketingEmail';

/** Every consent given or withdrawn, with its moment: the history, not only the current state. */
export interface MemberConsentTable {
  consent_id: Generated<number>;
  member_id: number;
  consent_type: ConsentType;
  agreed: boolean;
  recorded_at: CreatedAt;
}

export interface MemberSessionTable {
  session_id: Generated<number>;
  member_id: number;
  access_hash: string;
  refresh_hash: string;
  auto_login: boolean;
  device_type: string;
  device_os: string;
  os_version: string;
  browser: string;
  browser_ver: string;
  browser_agent: string;
  device_id: string;
  push_token: string;
  ip: string;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
}

export interface GuestSessionTable {
  /** SHA-256 of the guest id; the id itself lives only in the visitor's cookie. */
  guest_hash: string;
  created_at: CreatedAt;
  expires_at: Date;
}

export interface CertifyRequestTable {
  /** The merchant uid (certifyNo) given to the identity provider. */
  certify_no: string;
  /** SHA-256 of the visitor's binding cookie: only that browser may use the result. */
  owner_hash: string;
  certify_uid: string | null;
  name: string | null;
  phone: string | null;
  birthday: ColumnType<string | null, string | null, string | null>;
  gender: Gender | null;
  unique_key_hash: string | null;
  certified_at: Date | null;
  /** Set when a sign-up or phone change consumed the result, so it serves once. */
  used_at: Date | null;
  created_at: CreatedAt;
  expires_at: Date;
}

export type SocialChannel = 'kakao' | 'naver';

export interface SocialAccountTable {
  channel: SocialChannel;
  provider_user_id: string;
  member_id: number;
  linked_at: CreatedAt;
}

/** Single-use, short-lived tokens handing a provider profile from the callback to the page. */
export interface SocialTicketTable {
  ticket_hash: string;
  channel: SocialChannel;
  provider_user_id: string;
  email: string | null;
  nick_name: string | null;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export type BusinessStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface BusinessRequestTable {
  member_id: number;
  company_name: string;
  biz_no: string;
  ceo_name: string;
  biz_type: string;
  biz_item: string;
  status: BusinessStatus;
  requested_at: Timestamp;
  decided_at: Date | null;
}

export interface IdentityTables {
  member: MemberTable;
  member_consent: MemberConsentTable;
  member_session: MemberSessionTable;
  guest_session: GuestSessionTable;
  certify_request: CertifyRequestTable;
  social_account: SocialAccountTable;
  social_ticket: SocialTicketTable;
  business_request: BusinessRequestTable;
}
