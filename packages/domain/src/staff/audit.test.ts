import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGETS, auditActionLabel, auditChanges, type AuditChange, type AuditState } from './audit';

describe('audit labels', () => {
  it('labels every action and target in Korean, and shows an unknown code as it is', () => {
    for (const label of [...Object.values(AUDIT_ACTIONS), ...Object.values(AUDIT_TARGETS)]) expect(label).toMatch(/[가-힣]/);
    expect(auditActionLabel('business.approve')).toBe('사업자 회원 승인');
    expect(auditActionLabel('retired.action')).toBe('retired.action');
  });
});

describe('auditChanges (hand-computed)', () => {
  it('lists changed, removed and added fields by dotted path, unchanged ones not at all', () => {
    const before = { status: 'PENDING', authNo: 1, company: { name: '마루', ceo: '김대표' }, tags: ['a'] };
    const after = { status: 'APPROVED', authNo: 17, company: { name: '마루', ceo: '이대표' }, tags: ['a'], reason: '확인 완료' };
    expect(auditChanges(before, after)).toEqual([
      { path: 'status', before: 'PENDING', after: 'APPROVED' },
      { path: 'authNo', before: 1, after: 17 },
      { path: 'company.ceo', before: '김대표', after: '이대표' },
      { path: 'reason', after: '확인 완료' },
    ]);
  });

  it('shows a creation as every field added and a missing after as every field removed', () => {
    expect(auditChanges(null, { email: 'a@maru.example', role: 'OPERATOR' })).toEqual([
      { path: 'email', after: 'a@maru.example' },
      { path: 'role', after: 'OPERATOR' },
    ]);
    expect(auditChanges({ active: true }, null)).toEqual([{ path: 'active', before: true }]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('compares arrays whole and tells null from absent', () => {
    expect(auditChanges({ lines: [1, 2] }, { lines: [2, 1] })).toEqual([{ path: 'lines', before: [1, 2], after: [2, 1] }]);
    expect(auditChanges({ decidedAt: null }, {})).toEqual([{ path: 'decidedAt', before: null }]);
  });
});

/** The dotted-path leaves of a state, as auditChanges sees them. */
function flatten(state: AuditState | null, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, value] of Object.entries(state ?? {})) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0) flatten(value as AuditState, path, into);
    else into[path] = value;
  }
  return into;
}

function apply(before: Record<string, unknown>, changes: AuditChange[]): Record<string, unknown> {
  const result = { ...before };
  for (const change of changes) {
    if ('after' in change) result[change.path] = change.after;
    else delete result[change.path];
  }
  return result;
}

describe('auditChanges (properties)', () => {
  // Keys without dots, so a path names one leaf; nested objects two levels deep.
  const key = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,6}$/);
  const leaf = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 3 }));
  const inner = fc.dictionary(key, leaf, { maxKeys: 3 });
  const state: fc.Arbitrary<AuditState> = fc.dictionary(key, fc.oneof(leaf, inner), { maxKeys: 5 });

  it('finds nothing between a state and itself', () => {
    fc.assert(
      fc.property(state, (value) => {
        expect(auditChanges(value, JSON.parse(JSON.stringify(value)) as AuditState)).toEqual([]);
      }),
    );
  });

  it('turns before into after when its changes are applied, naming each path once', () => {
    fc.assert(
      fc.property(state, state, (before, after) => {
        const changes = auditChanges(before, after);
        expect(apply(flatten(before), changes)).toEqual(flatten(after));
        expect(new Set(changes.map((change) => change.path)).size).toBe(changes.length);
      }),
    );
  });

  it('never lists a field whose value is the same on both sides', () => {
    fc.assert(
      fc.property(state, state, (before, after) => {
        const old = flatten(before);
        const now = flatten(after);
        for (const change of auditChanges(before, after)) {
          expect(change.path in old && change.path in now && JSON.stringify(old[change.path]) === JSON.stringify(now[change.path])).toBe(false);
        }
      }),
    );
  });
});
