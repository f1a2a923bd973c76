import type { ScheduleStatus } from '../publication/schedule';

// Policy versions (issue 27): each policy type has versions; a version is a draft until an
// operator publishes it with an effective time (now or later). The shop shows the published
// version whose effective time is the latest not after now, and every earlier one stays
// readable at its own address. Plain code (no zod): the policy page and the console use it.

/** The /policy/{type} route types, in the order the pages list them (spec 01 §2). */
export const POLICY_TYPES = ['terms', 'privacy', 'guest-terms', 'guest-privacy', 'guest-order', 'payment'] as const;
export type PolicyTypeCode = (typeof POLICY_TYPES)[number];
export const isPolicyTypeCode = (value: string): value is PolicyTypeCode => (POLICY_TYPES as readonly string[]).includes(value);

/** Where a version stands: a draft, published for later, the one in force, or an earlier one. */
export type PolicyVersionStatus = 'DRAFT' | 'SCHEDULED' | 'IN_FORCE' | 'SUPERSEDED';
export const POLICY_VERSION_STATUSES = ['DRAFT', 'SCHEDULED', 'IN_FORCE', 'SUPERSEDED'] as const satisfies readonly PolicyVersionStatus[];

export const policyVersionStatusLabels: Readonly<Record<PolicyVersionStatus, string>> = {
  DRAFT: '임시 저장',
  SCHEDULED: '시행 예정',
  IN_FORCE: '시행 중',
  SUPERSEDED: '이전 버전',
};

/** The publication schedule's status words for the same states (a policy version ends when the next comes into force). */
export const policyScheduleStatus: Readonly<Record<PolicyVersionStatus, ScheduleStatus>> = { DRAFT: 'DRAFT', SCHEDULED: 'SCHEDULED', IN_FORCE: 'LIVE', SUPERSEDED: 'ENDED' };

export interface PolicyVersionTiming {
  versionId: number;
  state: 'DRAFT' | 'PUBLISHED';
  /** Null while a draft. */
  effectiveAt: Date | null;
}

/** Later effective time first; the later-made version wins a tie. */
const byEffectiveDesc = (a: PolicyVersionTiming, b: PolicyVersionTiming) => b.effectiveAt!.getTime() - a.effectiveAt!.getTime() || b.versionId - a.versionId;

/** The published version in force at `now`: the latest effective time not after now. */
export function versionInForce<V extends PolicyVersionTiming>(versions: readonly V[], now: Date): V | undefined {
  return versions.filter((version) => version.state === 'PUBLISHED' && version.effectiveAt !== null && version.effectiveAt <= now).sort(byEffectiveDesc)[0];
}

export function policyVersionStatus(version: PolicyVersionTiming, inForce: PolicyVersionTiming | undefined, now: Date): PolicyVersionStatus {
  if (version.state === 'DRAFT' || version.effectiveAt === null) return 'DRAFT';
  if (version.effectiveAt > now) return 'SCHEDULED';
  return inForce?.versionId === version.versionId ? 'IN_FORCE' : 'SUPERSEDED';
}

const KST_MS = 9 * 3600_000;

/** The spec 02 §3 version of a text effective at `at`: its Korean day as YYYYMMDD ('20230623'). */
export function policyVersionLabel(at: Date): string {
  return new Date(at.getTime() + KST_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/** The spec 02 §3 entry title: the same day as YY/MM/DD ('23/06/23'). */
export function policyEntryTitle(at: Date): string {
  const label = policyVersionLabel(at);
  return `${label.slice(2, 4)}/${label.slice(4, 6)}/${label.slice(6, 8)}`;
}

export interface PolicyHeadingEntry {
  anchor: string;
  title: string;
}

/** The table of contents as found in a text: every <h3 id="…">title</h3>, in order (the text's titles carry no tags). */
export function extractPolicyHeadings(content: string): PolicyHeadingEntry[] {
  return [...content.matchAll(/<h3 id="([^"]+)">([^<]*)<\/h3>/g)].map((match) => ({ anchor: match[1] ?? '', title: (match[2] ?? '').trim() }));
}

/**
 * Why a text's table of contents would break links, or null. The pages and other texts link to
 * articles by anchor (/policy/terms#h_05, spec 02 §2: h_01 to h_24 in the terms), so every
 * version numbers its headings h_01, h_02, … in order, without gaps, each with a title.
 */
export function policyHeadingsProblem(headings: readonly PolicyHeadingEntry[]): string | null {
  if (headings.length === 0) return '목차가 될 제목(<h3 id="h_01">)이 하나 이상 있어야 합니다.';
  for (const [index, heading] of headings.entries()) {
    const expected = `h_${String(index + 1).padStart(2, '0')}`;
    if (heading.anchor !== expected) return `제목의 앵커는 h_01부터 빠짐없이 차례로 붙입니다 (${index + 1}번째 제목: 필요한 앵커 ${expected}, 적힌 앵커 ${heading.anchor.slice(0, 20)}).`;
    if (heading.title === '') return `비어 있는 제목이 있습니다 (앵커 ${expected}).`;
  }
  return null;
}
