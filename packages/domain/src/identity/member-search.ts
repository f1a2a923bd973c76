import { z } from 'zod';
import { pageOf, pageNumberParam, pageSizeParam } from '../paging';

// The console's member search (issue 27): GET /api/admin/v1/members?keyword=&page=&size=,
// pinned for outside tools. Staff pick members by name, e-mail or member number (회원번호,
// the memberId) and the last digits of a mobile number; every answer is masked, so a list
// never holds a whole mobile number or e-mail (김*수, 010-****-5678, ab***@example.com).

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

/** What a keyword is searched as (the server picks the index it uses from it). */
export type MemberKeyword =
  | { kind: 'ALL' }
  | { kind: 'DIGITS'; digits: string }
  | { kind: 'EMAIL'; prefix: string }
  | { kind: 'TEXT'; prefix: string };

/**
 * How a typed keyword is read: digits (hyphens and spaces allowed) are a member number or the
 * end of a mobile number; with an @, or any Latin letter, the start of an e-mail (lower case);
 * anything else the start of a name (and of an e-mail, for Latin names).
 */
export function memberKeywordOf(keyword: string): MemberKeyword {
  const text = keyword.trim();
  if (text === '') return { kind: 'ALL' };
  const digits = text.replace(/[\s-]/g, '');
  if (/^\d+$/.test(digits)) return { kind: 'DIGITS', digits };
  if (text.includes('@')) return { kind: 'EMAIL', prefix: text.toLowerCase() };
  return { kind: 'TEXT', prefix: text };
}

/** The console's mask of an e-mail: the first characters and the domain; never the whole address, however short. */
export function maskMemberEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  const local = Array.from(email.slice(0, at));
  // Always three stars: the mask says nothing of the name's length either.
  return `${local.slice(0, Math.min(2, local.length - 1)).join('')}***${email.slice(at)}`;
}
