import { describe, expect, it } from 'vitest';
import { extractPolicyHeadings, policyEntryTitle, policyHeadingsProblem, policyVersionLabel, policyVersionStatus, versionInForce, type PolicyVersionTiming } from './policy-rules';

const at = (iso: string) => new Date(iso);
const version = (versionId: number, effectiveAt: string | null, state: 'DRAFT' | 'PUBLISHED' = 'PUBLISHED'): PolicyVersionTiming => ({ versionId, state, effectiveAt: effectiveAt ? at(effectiveAt) : null });

describe('the version in force', () => {
  const versions = [version(1, '2023-06-22T15:00:00Z'), version(2, '2026-12-16T15:00:00Z'), version(3, null, 'DRAFT'), version(4, '2027-01-01T00:00:00Z', 'DRAFT')];

  it('is the published one with the latest effective time not after now', () => {
    expect(versionInForce(versions, at('2026-12-16T14:59:59Z'))?.versionId).toBe(1);
    expect(versionInForce(versions, at('2026-12-16T15:00:00Z'))?.versionId).toBe(2);
    expect(versionInForce(versions, at('2030-01-01T00:00:00Z'))?.versionId).toBe(2);
    expect(versionInForce(versions, at('2020-01-01T00:00:00Z'))).toBeUndefined();
  });

  it('goes to the later-made version when two take effect at once', () => {
    expect(versionInForce([version(5, '2026-01-01T00:00:00Z'), version(6, '2026-01-01T00:00:00Z')], at('2026-02-01T00:00:00Z'))?.versionId).toBe(6);
  });

  it('names each version’s status at now', () => {
    const now = at('2026-12-10T01:00:00Z');
    const inForce = versionInForce(versions, now);
    expect(versions.map((entry) => policyVersionStatus(entry, inForce, now))).toEqual(['IN_FORCE', 'SCHEDULED', 'DRAFT', 'DRAFT']);
    const later = at('2026-12-20T00:00:00Z');
    expect(versions.map((entry) => policyVersionStatus(entry, versionInForce(versions, later), later))).toEqual(['SUPERSEDED', 'IN_FORCE', 'DRAFT', 'DRAFT']);
  });
});

describe('a version’s label', () => {
  it('is its Korean day, as spec 02 §3 writes it', () => {
    expect(policyVersionLabel(at('2023-06-22T15:00:00Z'))).toBe('20230623');
    expect(policyEntryTitle(at('2023-06-22T15:00:00Z'))).toBe('23/06/23');
    expect(policyVersionLabel(at('2026-12-31T14:59:59Z'))).toBe('20261231');
    expect(policyVersionLabel(at('2026-12-31T15:00:00Z'))).toBe('20270101');
  });
});

describe('a text’s table of contents', () => {
  it('is read from its headings and must run h_01, h_02, … without gaps', () => {
    const headings = extractPolicyHeadings('<p>전문</p><h3 id="h_01">제1조 (목적)</h3><p>…</p><h3 id="h_02"> 제2조 (정의) </h3>');
    expect(headings).toEqual([{ anchor: 'h_01', title: '제1조 (목적)' }, { anchor: 'h_02', title: '제2조 (정의)' }]);
    expect(policyHeadingsProblem(headings)).toBeNull();
    expect(policyHeadingsProblem([])).toMatch(/h_01/);
    expect(policyHeadingsProblem([{ anchor: 'h_01', title: '목적' }, { anchor: 'h_03', title: '정의' }])).toMatch(/h_02/);
    expect(policyHeadingsProblem([{ anchor: 'h_01', title: '' }])).toMatch(/비어/);
  });
});
