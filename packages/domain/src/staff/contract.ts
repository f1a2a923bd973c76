import { z } from 'zod';
import { pageOf, pageSizeParam } from '../paging';
import { AUDIT_ACTION_CODES, AUDIT_TARGET_TYPES } from './audit';
import { isIsoCalendarDate } from './period';
import { staffPasswordProblem } from './password';
import { STAFF_RIGHTS } from './rights';

// The operator console's API (/api/admin/v1), declared once: the server uses these as route
// schemas, the console parses its answers with them, so a renamed field fails the typecheck
// on both sides. Times travel as ISO 8601 strings in UTC.

const id = z.coerce.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().min(1).max(max);
const instant = z.string();
const isoDate = z.string().refine(isIsoCalendarDate, '날짜는 YYYY-MM-DD 형식으로 보내 주세요.');

/**
 * A role's key (issue 28: roles are rows the admin edits): the five built-in ones (ADMIN,
 * OPERATOR, CATALOGUE, CONTENT, PROMOTIONS) or one an admin made, upper-case letters, digits and _.
 */
export const staffRole = z.string().trim().regex(/^[A-Z][A-Z0-9_]{1,29}$/, '역할 코드는 영문 대문자로 시작하는 2~30자(대문자·숫자·_)로 입력해 주세요.');
export const staffRight = z.enum(STAFF_RIGHTS);

/** Lower-cased, so one address cannot be registered twice in two spellings. */
export const staffEmail = z.string().trim().toLowerCase().max(100).pipe(z.email('이메일 형식을 확인해 주세요.'));

export const staffPassword = z.string().superRefine((password, context) => {
  const problem = staffPasswordProblem(password);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** Paging of every console list: 1-based pages of up to 100 rows. */
export const consolePaging = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: pageSizeParam(100, 20),
});
export type ConsolePaging = z.infer<typeof consolePaging>;

// ---- sign-in and the signed-in staff member ----

/** Sign-in checks nothing of the address's form: any wrong pair gets the same answer. */
export const staffSignInRequest = z.strictObject({ email: z.string().trim().min(1).max(200), password: z.string().min(1).max(200) });
export type StaffSignInRequest = z.infer<typeof staffSignInRequest>;

export const staffMeView = z.object({
  staffId: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  /** The role's Korean name, as the admin named it. */
  roleName: z.string(),
  /** What the console shows and the server allows: the rights of the person's role. */
  rights: z.array(staffRight),
});
export type StaffMe = z.infer<typeof staffMeView>;
/** GET /auth/me: who is signed in, or null (asked by every console page load, so not a refusal). */
export const staffSessionView = z.object({ staff: staffMeView.nullable() });

// ---- staff accounts (ADMIN) ----

export const staffView = staffMeView.pick({ staffId: true, email: true, name: true, role: true }).extend({ active: z.boolean(), createdAt: instant, lastSignedInAt: instant.nullable() });
export type StaffView = z.infer<typeof staffView>;
export const staffListView = z.object({ list: z.array(staffView) });

export const createStaffRequest = z.strictObject({ email: staffEmail, name: text(30), role: staffRole, password: staffPassword });
export type CreateStaffRequest = z.infer<typeof createStaffRequest>;
export const changeStaffRoleRequest = z.strictObject({ role: staffRole });
export const staffIdParams = z.strictObject({ staffId: id });

// ---- roles and their rights (right 'staff') ----

const rightList = z.array(staffRight).max(STAFF_RIGHTS.length).transform((rights) => STAFF_RIGHTS.filter((right) => rights.includes(right)));

export const staffRoleView = z.object({
  role: z.string(),
  name: z.string(),
  rights: z.array(staffRight),
  /** One of the five the shop starts with: never deleted; ADMIN's rights never change. */
  builtIn: z.boolean(),
  /** Staff accounts (active or not) that hold it; a role in use is not deleted. */
  staffCount: z.number().int(),
});
export type StaffRoleView = z.infer<typeof staffRoleView>;
export const staffRoleListView = z.object({ list: z.array(staffRoleView) });
export const createStaffRoleRequest = z.strictObject({ role: staffRole, name: text(30), rights: rightList });
export type CreateStaffRoleRequest = z.infer<typeof createStaffRoleRequest>;
export const editStaffRoleRequest = z.strictObject({ name: text(30), rights: rightList });
export type EditStaffRoleRequest = z.infer<typeof editStaffRoleRequest>;
export const staffRoleParams = z.strictObject({ role: staffRole });

// ---- the audit log ----

export const auditQuery = consolePaging
  .extend({
    staffId: id.optional(),
    action: z.enum(AUDIT_ACTION_CODES).optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES).optional(),
    targetId: text(60).optional(),
    /** Korean calendar days, both included. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: '시작일이 종료일보다 늦습니다.', path: ['from'] });
export type AuditQuery = z.infer<typeof auditQuery>;

const auditState = z.record(z.string(), z.unknown()).nullable();
export const auditEntryView = z.object({
  auditId: z.number().int(),
  staff: z.object({ staffId: z.number().int(), name: z.string(), email: z.string() }),
  /** A code of AUDIT_ACTIONS; a string, so entries of codes this client does not know still show. */
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: auditState,
  after: auditState,
  ip: z.string(),
  createdAt: instant,
});
export type AuditEntryView = z.infer<typeof auditEntryView>;
export const auditPageView = pageOf(auditEntryView);
export type AuditPage = z.infer<typeof auditPageView>;

// ---- business-member requests ----

export const BUSINESS_REQUEST_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type BusinessRequestStatus = (typeof BUSINESS_REQUEST_STATUSES)[number];
export const businessRequestStatusLabels: Readonly<Record<BusinessRequestStatus, string>> = { PENDING: '승인 대기', APPROVED: '승인', REJECTED: '반려' };

export const businessRequestsQuery = consolePaging.extend({ status: z.enum(BUSINESS_REQUEST_STATUSES).default('PENDING') });
export type BusinessRequestsQuery = z.infer<typeof businessRequestsQuery>;
export const businessMemberParams = z.strictObject({ memberId: id });
export const rejectBusinessRequest = z.strictObject({ reason: text(200) });

export const businessRequestView = z.object({
  memberId: z.number().int(),
  /** Null once the member has withdrawn (their personal columns are emptied). */
  memberName: z.string().nullable(),
  memberEmail: z.string().nullable(),
  companyName: z.string(),
  bizNo: z.string(),
  ceoName: z.string(),
  bizType: z.string(),
  bizItem: z.string(),
  status: z.enum(BUSINESS_REQUEST_STATUSES),
  requestedAt: instant,
  decidedAt: instant.nullable(),
  /** The reason given with the latest rejection, from the audit log. */
  rejectReason: z.string().nullable(),
});
export type BusinessRequestView = z.infer<typeof businessRequestView>;
export const businessRequestPageView = pageOf(businessRequestView);
export type BusinessRequestPage = z.infer<typeof businessRequestPageView>;
