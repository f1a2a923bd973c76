import type { StaffRole } from './roles';

/**
 * What a staff member may use, menu by menu (issue 28). Roles are combinations of these; the
 * server guards each console call by one right and the console shows only the menus whose
 * right a person holds. `members.personal` is apart from `members`: finding a member, their
 * orders and points needs `members`; seeing a name, phone or e-mail unmasked needs both, and
 * every reveal is logged with its reason.
 */
export const STAFF_RIGHTS = ['catalogue', 'content', 'promotions', 'orders', 'members', 'members.personal', 'showroom', 'staff'] as const;
export type StaffRight = (typeof STAFF_RIGHTS)[number];

export const staffRightLabels: Readonly<Record<StaffRight, string>> = {
  catalogue: '상품·카테고리',
  content: '콘텐츠 (배너·홈·게시판·약관·기획전·스타일링)',
  promotions: '프로모션 (쿠폰)',
  orders: '주문·클레임·문의·리뷰',
  members: '회원 (마스킹된 정보)',
  'members.personal': '회원 개인정보 열람',
  showroom: '쇼룸 예약',
  staff: '직원·권한·감사 로그',
};

export const isStaffRight = (value: string): value is StaffRight => (STAFF_RIGHTS as readonly string[]).includes(value);

/**
 * The rights of the built-in roles, as the fixed roles were before rights existed: OPERATOR
 * runs the shop but neither reads members' personal data unmasked nor manages staff.
 */
export const BUILT_IN_ROLE_RIGHTS: Readonly<Record<StaffRole, readonly StaffRight[]>> = {
  ADMIN: STAFF_RIGHTS,
  OPERATOR: ['catalogue', 'content', 'promotions', 'orders', 'members', 'showroom'],
  CATALOGUE: ['catalogue'],
  CONTENT: ['content'],
  PROMOTIONS: ['promotions'],
};

/** True when `rights` hold every one of `needed` (none needed: any signed-in staff member). */
export function rightsAllow(rights: readonly StaffRight[], needed: readonly StaffRight[]): boolean {
  return needed.every((right) => rights.includes(right));
}

/** True when `rights` hold at least one of `anyOf` (a section open to several rights, as the member search to members and promotions). */
export function rightsAllowAny(rights: readonly StaffRight[], anyOf: readonly StaffRight[]): boolean {
  return anyOf.length === 0 || anyOf.some((right) => rights.includes(right));
}
