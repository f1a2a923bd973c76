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
  /** SHA-256 of the identity provider's unique key (CI); kept after withdrawal for the 3-year rejoin rule, then nulled. */
  unique_key_hash: ColumnType<string | null, string, string | null>;
  /** SHA-256 of the e-mail, kept after withdrawal so the account state can say "withdrawn"; nulled when the data is destroyed. */
  email_hash: ColumnType<string | null, string, string | null>;
  recommend_my_cd: string;
  recommended_by: string | null;
  auth_no: Generated<number>;
  status: Generated<MemberStatus>;
  marketing_sms: boolean;
  marketing_email: boolean;
  created_at: CreatedAt;
  withdrawn_at: Date | null;
  withdrawal_reason: string | null;
  /** The last sign-in or session renewal: a year without one makes the account dormant. */
  last_active_at: ColumnType<Date, Date | undefined, Date>;
  /** When the notice of separation was queued (once per spell of disuse). */
  dormancy_notice_at: Date | null;
  dormant_at: Date | null;
  /** When a withdrawn member's personal data was destroyed (30 days after withdrawal). */
  data_destroyed_at: Date | null;
}

/** Personal data kept apart from member: a withdrawn member's for 30 days, a dormant member's until they return. */
export interface MemberSeparatedTable {
  member_id: number;
  reason: 'WITHDRAWN' | 'DORMANT';
  email: string | null;
  password_hash: string | null;
  name: string | null;
  phone: string | null;
  birthday: ColumnType<string | null, string | null, string | null>;
  gender: Gender | null;
  nick_name: string | null;
  separated_at: Date;
}

export type SignInMethod = 'PASSWORD' | 'SOCIAL' | 'DORMANT_RELEASE';

/** The sign-in history (a communication log, kept 3 months). */
export interface MemberSignInTable {
  sign_in_id: Generated<string>;
  member_id: number;
  method: SignInMethod;
  ip: string;
  user_agent: string;
  signed_in_at: Date;
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

/** A suspension or its lifting by staff (issue 28); member.status holds whether one is in force. */
export interface MemberSuspensionTable {
  event_id: Generated<number>;
  member_id: number;
  action: 'SUSPEND' | 'UNSUSPEND';
  /** SuspensionReason (spec 02's grounds); null on a lifting. */
  reason_code: string | null;
  reason: string | null;
  /** The staff member who did it (staff module's id). */
  staff_id: number | null;
  created_at: Date;
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
  member_suspension: MemberSuspensionTable;
  member_separated: MemberSeparatedTable;
  member_sign_in: MemberSignInTable;
}
