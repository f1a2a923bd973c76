import {
  ApiCode, extractPolicyHeadings, policyEntryTitle, policyHeadingsProblem, policyScheduleStatus, policyVersionLabel, policyVersionStatus, versionInForce, type AdminPolicyListView,
  type AdminPolicyVersionRow, type AdminPolicyVersionView, type AdminPolicyView, type AuditState, type PolicyDocumentView,
} from '@maru/domain';
import type { Kysely, Transaction } from 'kysely';
import { ApiError } from '../../../core/http/errors';
import { policyAllowList, sanitizeHtml } from '../../../core/text/html-sanitize';
import type { Database } from '../../../db/database';
import { recordAudit, type AuditActor } from '../../staff';
import {
  deletePolicyVersion, docIdsOf, findPolicyType, findPolicyVersion, insertPolicyVersion, listPolicyTypes, listPolicyVersions, lockPolicyType, lockPolicyVersion, type PolicyTypeRow,
  type PolicyVersionRow, setPolicyPublication, updatePolicyText,
} from './queries';

// Policy versions (issue 27; packages/domain content/policy-rules.ts says the rules): a draft is
// written and edited, then published with an effective time (now or later). A published version
// is never changed: the text that was in force stays as it was, readable at its own address.
// One scheduled for later can be taken back to a draft until its time comes.

export const policyNotFound = () => new ApiError(ApiCode.NO_DATA, '약관을 찾을 수 없습니다.', 404);
const versionNotFound = () => new ApiError(ApiCode.NO_DATA, '이 버전의 약관을 찾을 수 없습니다.', 404);
const locked = (message: string) => new ApiError(ApiCode.POLICY_VERSION_LOCKED, message);
const badInput = (message: string) => new ApiError(ApiCode.REQUIRED_PARAMETER, message, 400);

/** A policy text as it may be shown: cleaned with the policy allow-list on every read. */
export const cleanPolicyHtml = (html: string): string => sanitizeHtml(html, policyAllowList);

/** How late a publication's effective time may be given and still count as "now" (the operator's clock, the request's trip). */
const NOW_TOLERANCE_MS = 60_000;

// ── What the shop reads ─────────────────────────────────────────────────────────────────

/**
 * The versions a shopper can read at `now`: those in force so far; a console preview adds the
 * ones it names, as if in force from now (a draft or a later version is previewed as the text
 * that will be in force).
 */
function readableVersions(versions: readonly PolicyVersionRow[], now: Date, previewed: ReadonlySet<number>): PolicyVersionRow[] {
  return versions.flatMap((version) => {
    if (previewed.has(version.versionId)) return [{ ...version, state: 'PUBLISHED' as const, effectiveAt: version.effectiveAt && version.effectiveAt <= now ? version.effectiveAt : now }];
    return version.state === 'PUBLISHED' && version.effectiveAt && version.effectiveAt <= now ? [version] : [];
  });
}

/** GET /policy/v1/{type}[?version=]: the version in force (or the earlier one asked for) and the list of versions so far. */
export async function policyDocument(db: Kysely<Database>, type: string, versionId: number | undefined, now: Date, previewed: ReadonlySet<number>): Promise<PolicyDocumentView> {
  const policy = await findPolicyType(db, type);
  if (!policy) throw policyNotFound();
  const readable = readableVersions(await listPolicyVersions(db, [type]), now, previewed);
  const inForce = versionInForce(readable, now);
  // A preview with no version named shows the previewed one: it is what the operator looks at.
  const previewedHere = readable.find((version) => previewed.has(version.versionId));
  const chosen = versionId !== undefined ? readable.find((version) => version.versionId === versionId) : (previewedHere ?? inForce);
  if (!chosen || !inForce) throw versionId !== undefined ? versionNotFound() : policyNotFound();
  const text = (await findPolicyVersion(db, type, chosen.versionId))!;
  const effectiveAt = chosen.effectiveAt!;
  return {
    type: policy.type,
    name: policy.name,
    group: policy.group,
    list: [{ id: text.docId, title: policyEntryTitle(effectiveAt), content: cleanPolicyHtml(text.content), version: policyVersionLabel(effectiveAt) }],
    headings: text.headings,
    versionId: chosen.versionId,
    effectiveAt: effectiveAt.toISOString(),
    current: chosen.versionId === inForce.versionId,
    versions: [...readable]
      .sort((a, b) => b.effectiveAt!.getTime() - a.effectiveAt!.getTime() || b.versionId - a.versionId)
      .map((version) => ({
        versionId: version.versionId,
        version: policyVersionLabel(version.effectiveAt!),
        title: policyEntryTitle(version.effectiveAt!),
        effectiveAt: version.effectiveAt!.toISOString(),
        current: version.versionId === inForce.versionId,
      })),
  };
}

/** GET /policy/v1/list: each type's version in force, in page order. */
export async function policiesInForce(db: Kysely<Database>, now: Date) {
  const [types, versions] = await Promise.all([listPolicyTypes(db), listPolicyVersions(db)]);
  return types.flatMap((policy) => {
    const inForce = versionInForce(versions.filter((version) => version.type === policy.type), now);
    if (!inForce) return [];
    const label = policyVersionLabel(inForce.effectiveAt!);
    return [{ ...policy, id: inForce.docId, title: policyEntryTitle(inForce.effectiveAt!), version: label, effectiveDate: `${label.slice(0, 4)}-${label.slice(4, 6)}-${label.slice(6, 8)}` }];
  });
}

// ── The console ─────────────────────────────────────────────────────────────────────────

/** Each version's row: its status at `now`, and as a schedule from its effective time until the next version took (or will take) over. */
function versionRows(versions: readonly PolicyVersionRow[], now: Date): AdminPolicyVersionRow[] {
  const inForce = versionInForce(versions, now);
  const published = versions.filter((version) => version.state === 'PUBLISHED' && version.effectiveAt).sort((a, b) => a.effectiveAt!.getTime() - b.effectiveAt!.getTime() || a.versionId - b.versionId);
  return versions.map((version) => {
    const status = policyVersionStatus(version, inForce, now);
    const next = version.effectiveAt ? published.find((other) => other.effectiveAt! > version.effectiveAt! || (other.effectiveAt!.getTime() === version.effectiveAt!.getTime() && other.versionId > version.versionId)) : undefined;
    return {
      versionId: version.versionId,
      type: version.type,
      docId: version.docId,
      version: version.effectiveAt && version.state === 'PUBLISHED' ? policyVersionLabel(version.effectiveAt) : null,
      title: version.effectiveAt && version.state === 'PUBLISHED' ? policyEntryTitle(version.effectiveAt) : null,
      status,
      schedule: {
        state: version.state,
        startsAt: version.effectiveAt?.toISOString() ?? null,
        endsAt: status === 'DRAFT' ? null : (next?.effectiveAt?.toISOString() ?? null),
        status: policyScheduleStatus[status],
      },
      headingCount: version.headings.length,
      createdAt: version.createdAt.toISOString(),
      updatedAt: version.updatedAt.toISOString(),
    };
  });
}

export async function adminPolicyList(db: Kysely<Database>, now: Date): Promise<AdminPolicyListView> {
  const [types, versions] = await Promise.all([listPolicyTypes(db), listPolicyVersions(db)]);
  return {
    list: types.map((policy) => {
      const rows = versionRows(versions.filter((version) => version.type === policy.type), now);
      const scheduled = rows.filter((row) => row.status === 'SCHEDULED').sort((a, b) => Date.parse(a.schedule.startsAt!) - Date.parse(b.schedule.startsAt!))[0];
      return { ...policy, inForce: rows.find((row) => row.status === 'IN_FORCE') ?? null, scheduled: scheduled ?? null, drafts: rows.filter((row) => row.status === 'DRAFT').length, versions: rows.length };
    }),
  };
}

async function typeOrThrow(db: Kysely<Database>, type: string): Promise<PolicyTypeRow> {
  const policy = await findPolicyType(db, type);
  if (!policy) throw policyNotFound();
  return policy;
}

export async function adminPolicy(db: Kysely<Database>, type: string, now: Date): Promise<AdminPolicyView> {
  const policy = await typeOrThrow(db, type);
  return { ...policy, versions: versionRows(await listPolicyVersions(db, [type]), now) };
}

export async function adminPolicyVersion(db: Kysely<Database>, type: string, versionId: number, now: Date): Promise<AdminPolicyVersionView> {
  await typeOrThrow(db, type);
  const text = await findPolicyVersion(db, type, versionId);
  if (!text) throw versionNotFound();
  const row = versionRows(await listPolicyVersions(db, [type]), now).find((entry) => entry.versionId === versionId)!;
  return { ...row, content: cleanPolicyHtml(text.content), headings: text.headings };
}

/** The cleaned text and its table of contents; refused (104) when the headings would break the anchors. */
function textOf(content: string) {
  const cleaned = cleanPolicyHtml(content);
  const headings = extractPolicyHeadings(cleaned);
  const problem = policyHeadingsProblem(headings);
  if (problem) throw badInput(problem);
  return { content, headings };
}

/** terms1, terms2, …: the type's entry ids (spec 02 §3) go on from the highest number taken. */
function nextDocId(type: string, taken: readonly string[]): string {
  const parsed = taken.map((docId) => /^(.*?)(\d+)$/.exec(docId)).filter((match): match is RegExpExecArray => match !== null);
  const prefix = parsed[0]?.[1] ?? type.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  const highest = Math.max(0, ...parsed.map((match) => Number(match[2])));
  let number = highest + 1;
  while (taken.includes(`${prefix}${number}`)) number += 1;
  return `${prefix}${number}`;
}

const auditState = (version: { versionId: number; type: string; docId: string; state: string; effectiveAt: Date | null; content?: string }): AuditState => ({
  versionId: version.versionId,
  type: version.type,
  docId: version.docId,
  state: version.state,
  effectiveAt: version.effectiveAt?.toISOString() ?? null,
  ...(version.content === undefined ? {} : { content: version.content }),
});

export async function createPolicyDraft(db: Kysely<Database>, type: string, content: string, actor: AuditActor, now: Date): Promise<number> {
  const text = textOf(content);
  return db.transaction().execute(async (trx) => {
    if (!(await lockPolicyType(trx, type))) throw policyNotFound();
    const docId = nextDocId(type, await docIdsOf(trx, type));
    const versionId = await insertPolicyVersion(trx, { type, docId, ...text }, now);
    await recordAudit(trx, { ...actor, action: 'policy.draft', targetType: 'policy_version', targetId: versionId, before: null, after: auditState({ versionId, type, docId, state: 'DRAFT', effectiveAt: null, content }) });
    return versionId;
  });
}

async function lockedVersion(trx: Transaction<Database>, type: string, versionId: number) {
  const version = await lockPolicyVersion(trx, type, versionId);
  if (!version) throw versionNotFound();
  return version;
}

export async function editPolicyDraft(db: Kysely<Database>, type: string, versionId: number, content: string, actor: AuditActor, now: Date): Promise<void> {
  const text = textOf(content);
  await db.transaction().execute(async (trx) => {
    const version = await lockedVersion(trx, type, versionId);
    if (version.state !== 'DRAFT') throw locked('게시된 약관 버전은 고칠 수 없습니다. 새 버전을 작성해 주세요.');
    if (version.content === content) return;
    await updatePolicyText(trx, versionId, text.content, text.headings, now);
    await recordAudit(trx, { ...actor, action: 'policy.draft_edit', targetType: 'policy_version', targetId: versionId, before: auditState(version), after: auditState({ ...version, content }) });
  });
}

export async function deletePolicyDraft(db: Kysely<Database>, type: string, versionId: number, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const version = await lockedVersion(trx, type, versionId);
    if (version.state !== 'DRAFT') throw locked('게시된 약관 버전은 지울 수 없습니다. 시행 전이라면 먼저 게시를 취소해 주세요.');
    await deletePolicyVersion(trx, versionId);
    await recordAudit(trx, { ...actor, action: 'policy.draft_delete', targetType: 'policy_version', targetId: versionId, before: auditState(version), after: null });
  });
}

/**
 * Publishes a draft, in force from `effectiveAt` (null: now). A time earlier than now is refused
 * (104): what was in force then cannot change after the fact; one within a minute of now counts as now.
 */
export async function publishPolicyVersion(db: Kysely<Database>, type: string, versionId: number, effectiveAt: string | null | undefined, actor: AuditActor, now: Date): Promise<void> {
  const wanted = effectiveAt ? new Date(effectiveAt) : now;
  if (wanted.getTime() < now.getTime() - NOW_TOLERANCE_MS) throw badInput('시행 일시는 지금 이후로 정해 주세요. 이미 지난 시점부터 시행할 수는 없습니다.');
  const at = wanted < now ? now : wanted;
  await db.transaction().execute(async (trx) => {
    if (!(await lockPolicyType(trx, type))) throw policyNotFound();
    const version = await lockedVersion(trx, type, versionId);
    if (version.state !== 'DRAFT') throw locked('이미 게시된 버전입니다.');
    await setPolicyPublication(trx, versionId, at, now);
    const { content: _text, ...timing } = version;
    await recordAudit(trx, { ...actor, action: 'policy.publish', targetType: 'policy_version', targetId: versionId, before: auditState(timing), after: auditState({ ...timing, state: 'PUBLISHED', effectiveAt: at }) });
  });
}

/** Takes a version published for later back to a draft, before its time comes (6203 once in force). */
export async function withdrawPolicyVersion(db: Kysely<Database>, type: string, versionId: number, actor: AuditActor, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockPolicyType(trx, type))) throw policyNotFound();
    const version = await lockedVersion(trx, type, versionId);
    if (version.state !== 'PUBLISHED' || !version.effectiveAt || version.effectiveAt <= now) throw locked('시행된 약관 버전은 게시를 취소할 수 없습니다. 새 버전을 작성해 주세요.');
    await setPolicyPublication(trx, versionId, null, now);
    const { content: _text, ...timing } = version;
    await recordAudit(trx, { ...actor, action: 'policy.withdraw', targetType: 'policy_version', targetId: versionId, before: auditState(timing), after: auditState({ ...timing, state: 'DRAFT', effectiveAt: null }) });
  });
}
