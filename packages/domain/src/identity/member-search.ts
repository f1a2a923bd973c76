import { z } from 'zod';
import { pageOf, pageNumberParam, pageSizeParam } from '../paging';

// The console's member search (issue 27): GET /api/admin/v1/members?keyword=&page=&size=,
// pinned for outside tools. Staff pick members by a whole name, a whole e-mail, the member
// number (회원번호, the memberId), a whole mobile number or its last four digits (issue 41);
// every answer is masked, so a list never holds a whole mobile number or e-mail (김*수,
// 010-****-5678, ab***@example.com), and no keyword finds more than the masks show.

export const MEMBER_SEARCH_KEYWORD_MAX = 60;

export const adminMemberQuery = z.strictObject({
  keyword: z.string().trim().max(MEMBER_SEARCH_KEYWORD_MAX, `검색어는 ${MEMBER_SEARCH_KEYWORD_MAX}자까지 입력할 수 있습니다.`).default(''),
  page: pageNumberParam,
  size: pageSizeParam(100, 20),
});
export type AdminMemberQuery = z.infer<typeof adminMemberQuery>;

export const ADMIN_MEMBER_STATUSES = ['ACTIVE', 'DORMANT', 'SUSPENDED'] as const;

export const adminMemberRow = z.object({
  /** 회원번호. */
  memberId: z.number().int(),
  /** Masked: 김*수. */
  name: z.string(),
  /** Masked: ab***@example.com. */
  email: z.string().nullable(),
  /** Masked: 010-****-5678. */
  phone: z.string().nullable(),
  status: z.enum(ADMIN_MEMBER_STATUSES),
  /** 사업자 회원 (authNo 17). */
  business: z.boolean(),
  joinedAt: z.string(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRow>;

export const adminMemberListView = pageOf(adminMemberRow);
export type AdminMemberListView = z.infer<typeof adminMemberListView>;

/**
 * What a keyword is searched as (the server picks the index it uses from it). Personal data is
 * matched whole (issue 41): a search that took a part would let staff without the personal-data
 * right read a number or an address around its mask, one character at a time.
 */
export type MemberKeyword =
  | { kind: 'ALL' }
  /** A member number; also a whole mobile number, or its last four digits (what the mask shows). */
  | { kind: 'DIGITS'; digits: string }
  /** A whole e-mail address, lower case. */
  | { kind: 'EMAIL'; email: string }
  /** A whole name (Latin letters in any case). */
  | { kind: 'TEXT'; name: string };

/** The digits the phone mask shows (010-****-5678): a search by them reveals nothing more. */
export const PHONE_MASK_SHOWN_DIGITS = 4;
/** A whole Korean mobile or landline number has 9 to 11 digits (02-123-4567 … 010-1234-5678). */
export const WHOLE_PHONE_DIGITS = { min: 9, max: 11 } as const;

/** Digits of a typed phone number, hyphens, spaces and dots dropped and +82 read as the leading 0; null if it is not digits. */
export function phoneDigitsOf(text: string): string | null {
  const digits = text.trim().replace(/[\s.-]/g, '').replace(/^\+82/, '0');
  return /^\d+$/.test(digits) ? digits : null;
}

/**
 * How a typed keyword is read: digits (hyphens, spaces, +82 allowed) are a member number, a
 * whole mobile number or its last four digits; with an @ a whole e-mail address (any case);
 * anything else a whole name.
 */
export function memberKeywordOf(keyword: string): MemberKeyword {
  const text = keyword.trim();
  if (text === '') return { kind: 'ALL' };
  const digits = phoneDigitsOf(text);
  if (digits) return { kind: 'DIGITS', digits };
  if (text.includes('@')) return { kind: 'EMAIL', email: text.toLowerCase() };
  return { kind: 'TEXT', name: text.toLowerCase() };
}

/** Whether digits are what a phone search may take: the mask's four, or a whole number (never a longer part). */
export const isPhoneKeyword = (digits: string): boolean =>
  digits.length === PHONE_MASK_SHOWN_DIGITS || (digits.length >= WHOLE_PHONE_DIGITS.min && digits.length <= WHOLE_PHONE_DIGITS.max);

/** The console's mask of an e-mail: the first characters and the domain; never the whole address, however short. */
export function maskMemberEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = Array.from(email.slice(0, at));
  // Always three stars: the mask says nothing of the name's length either.
  return `${local.slice(0, Math.min(2, local.length - 1)).join('')}***${email.slice(at)}`;
}
