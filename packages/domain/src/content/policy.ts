import { z } from 'zod';
import { scheduleView } from '../publication/schedule';
import { POLICY_VERSION_STATUSES } from './policy-rules';

// The legal texts' answers (spec 02 §3), declared once for the server's routes and the web app,
// and the console's 약관·정책 (issue 27: versions with an effective time).

export const policyHeadingView = z.object({ anchor: z.string(), title: z.string() });

/** One published version as the shop lists it on the page: its own address is ?version={versionId}. */
export const policyVersionLink = z.object({
  versionId: z.number().int(),
  /** '20230623': the Korean day it came into force. */
  version: z.string(),
  /** '23/06/23' (spec 02 §3). */
  title: z.string(),
  effectiveAt: z.iso.datetime(),
  /** The version in force now. */
  current: z.boolean(),
});

/**
 * GET /policy/v1/{type}[?version=]: a document group {group, list:[{id, title, content, version}]}
 * (spec 02 §3) holding the version in force (or the one asked for, if already in force);
 * headings feed the table of contents; `versions` lists every version in force so far, newest
 * first, each readable at its own address. A version effective later is not listed until then.
 */
export const policyDocumentView = z.object({
  type: z.string(),
  /** The page title, e.g. 이용약관. */
  name: z.string(),
  group: z.string(),
  list: z.array(z.object({ id: z.string(), title: z.string(), content: z.string(), version: z.string() })),
  headings: z.array(policyHeadingView),
  versionId: z.number().int(),
  effectiveAt: z.iso.datetime(),
  /** False when the page shows an earlier version (?version=). */
  current: z.boolean(),
  versions: z.array(policyVersionLink),
});

/** GET /policy/v1/?version= */
export const policyVersionQuery = z.strictObject({
  version: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, '버전 번호는 양의 정수여야 합니다.')
    .transform(Number)
    .pipe(z.number().int().max(2_147_483_647))
    .optional(),
});

/** GET /policy/v1/list: every document in force with its version and effective date (YYYY-MM-DD, Korean day). */
export const policyListView = z.object({
  list: z.array(z.object({ type: z.string(), name: z.string(), group: z.string(), id: z.string(), title: z.string(), version: z.string(), effectiveDate: z.string() })),
});

export type PolicyHeadingView = z.infer<typeof policyHeadingView>;
export type PolicyDocumentView = z.infer<typeof policyDocumentView>;
export type PolicyVersionLink = z.infer<typeof policyVersionLink>;

// ── The console (/api/admin/v1/content/policies) ──────────────────────────────────────────

const versionId = z.coerce.number().int().positive().max(2_147_483_647);
export const POLICY_CONTENT_MAX = 200_000;

export const policyTypeParams = z.strictObject({ type: z.string().max(40) });
export const policyVersionParams = z.strictObject({ type: z.string().max(40), versionId });

export const adminPolicyVersionRow = z.object({
  versionId: z.number().int(),
  type: z.string(),
  /** The spec's entry id (terms1, terms2, …). */
  docId: z.string(),
  /** Null while a draft: the version and title come from the effective time. */
  version: z.string().nullable(),
  title: z.string().nullable(),
  status: z.enum(POLICY_VERSION_STATUSES),
  /** state, startsAt (the effective time) and endsAt (when the next version took over), as every schedule reads. */
  schedule: scheduleView,
  headingCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminPolicyVersionRow = z.infer<typeof adminPolicyVersionRow>;

export const adminPolicyVersionView = adminPolicyVersionRow.extend({
  /** Cleaned with the policy allow-list on every read. */
  content: z.string(),
  headings: z.array(policyHeadingView),
});
export type AdminPolicyVersionView = z.infer<typeof adminPolicyVersionView>;

export const adminPolicyView = z.object({ type: z.string(), name: z.string(), group: z.string(), versions: z.array(adminPolicyVersionRow) });
export type AdminPolicyView = z.infer<typeof adminPolicyView>;

export const adminPolicyListView = z.object({
  list: z.array(
    z.object({
      type: z.string(),
      name: z.string(),
      group: z.string(),
      inForce: adminPolicyVersionRow.nullable(),
      /** The next version published for later, if any. */
      scheduled: adminPolicyVersionRow.nullable(),
      drafts: z.number().int(),
      versions: z.number().int(),
    }),
  ),
});
export type AdminPolicyListView = z.infer<typeof adminPolicyListView>;

/** A draft's text: HTML of the policy subset, its headings h_01, h_02, … in order (policyHeadingsProblem). */
export const policyVersionWriteRequest = z.strictObject({
  content: z.string().min(1, '본문을 입력해 주세요.').max(POLICY_CONTENT_MAX, `본문은 ${POLICY_CONTENT_MAX.toLocaleString('ko-KR')}자까지입니다.`),
});
export type PolicyVersionWriteRequest = z.infer<typeof policyVersionWriteRequest>;

/** Publishes a draft: in force from effectiveAt (absent or null: now), which may be later but not earlier than now. */
export const policyPublishRequest = z.strictObject({ effectiveAt: z.iso.datetime({ offset: true }).nullable().optional() });
export type PolicyPublishRequest = z.infer<typeof policyPublishRequest>;

export const policyVersionDeletedView = z.object({ versionId: z.number().int() });
