import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consentChanges, currentConsents, type ConsentRecord } from './consents';

const t = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();

describe('consentChanges', () => {
  it('keeps the first answer and each answer that differs from the one before', () => {
    const history: ConsentRecord[] = [
      { type: 'terms', agreed: true, recordedAt: t(0) },
      { type: 'marketingSms', agreed: false, recordedAt: t(0) },
      { type: 'marketingEmail', agreed: true, recordedAt: t(0) },
      { type: 'marketingSms', agreed: false, recordedAt: t(5) },
      { type: 'marketingSms', agreed: true, recordedAt: t(9) },
      { type: 'marketingEmail', agreed: true, recordedAt: t(9) },
    ];
    expect(consentChanges(history)).toEqual([
      { type: 'marketingSms', agreed: false, changedAt: t(0) },
      { type: 'marketingEmail', agreed: true, changedAt: t(0) },
      { type: 'marketingSms', agreed: true, changedAt: t(9) },
    ]);
    expect(currentConsents(history, { marketingSms: true, marketingEmail: true })).toEqual([
      { type: 'marketingSms', agreed: true, changedAt: t(9) },
      { type: 'marketingEmail', agreed: true, changedAt: t(0) },
    ]);
  });

  it('alternates for each type, and the last change of each is the current state', () => {
    const record = fc.record({ type: fc.constantFrom('marketingSms', 'marketingEmail', 'terms'), agreed: fc.boolean(), recordedAt: fc.integer({ min: 0, max: 1000 }).map(t) });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 40 }), (history) => {
        const changes = consentChanges(history);
        for (const type of ['marketingSms', 'marketingEmail'] as const) {
          const own = changes.filter((change) => change.type === type);
          for (let i = 1; i < own.length; i += 1) expect(own[i]!.agreed).not.toBe(own[i - 1]!.agreed);
          const lastRecord = history.filter((item) => item.type === type).at(-1);
          expect(own.at(-1)?.agreed).toBe(lastRecord?.agreed);
        }
      }),
    );
  });

  it('trusts the member row when the history has no answer for a consent', () => {
    expect(currentConsents([], { marketingSms: true, marketingEmail: false })).toEqual([
      { type: 'marketingSms', agreed: true, changedAt: null },
      { type: 'marketingEmail', agreed: false, changedAt: null },
    ]);
  });
});
