import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiredDue, expiringWithin, ledgerState, pointsExpireAt, purchasePoints, type LedgerEntry } from './points';
import { DAY_MS } from './rules';

const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * DAY_MS);
const earn = (entryId: number, day: number, amount: number): LedgerEntry => ({ entryId, amount, at: at(day), expiresAt: pointsExpireAt(at(day)) });
const take = (entryId: number, day: number, amount: number): LedgerEntry => ({ entryId, amount: -amount, at: at(day), expiresAt: null });

describe('point ledger (hand-computed)', () => {
  it('spends the points that expire first, so what expires is what is left of the oldest', () => {
    const entries = [earn(1, 0, 1_000), earn(2, 100, 2_000), take(3, 200, 1_500)];
    const state = ledgerState(entries);
    expect(state).toMatchObject({ balance: 1_500, debt: 0 });
    expect(state.lots).toEqual([{ entryId: 2, expiresAt: pointsExpireAt(at(100)), remaining: 1_500 }]);
    expect(expiredDue(state, at(365))).toBe(0);
    expect(expiredDue(state, at(465))).toBe(1_500);
    expect(expiringWithin(state, at(440), 30)).toBe(1_500);
    expect(expiringWithin(state, at(400), 30)).toBe(0);
  });

  it('carries a take-back beyond the balance as debt, repaid by the next points', () => {
    const state = ledgerState([earn(1, 0, 1_000), take(2, 1, 1_000), take(3, 2, 500), earn(4, 3, 2_000)]);
    expect(state).toMatchObject({ balance: 1_500, debt: 0 });
    expect(state.lots[0]!.remaining).toBe(1_500);
    expect(ledgerState([earn(1, 0, 300), take(2, 1, 500)])).toMatchObject({ balance: -200, debt: 200, lots: [] });
  });

  it('earns 1 % of the paid product amount, rounded down', () => {
    expect(purchasePoints(45_990)).toBe(459);
    expect(purchasePoints(99)).toBe(0);
    expect(purchasePoints(-5)).toBe(0);
  });
});

// A random history: earnings and takings on random days, then the expiry job's write-offs at random moments.
const historyArb = fc.array(
  fc.record({ day: fc.integer({ min: 0, max: 900 }), amount: fc.integer({ min: 1, max: 50_000 }), positive: fc.boolean() }),
  { maxLength: 40 },
);

describe('point ledger (properties)', () => {
  it('keeps the balance equal to the sum of the ledger, and to what is left of the lots less the debt', () => {
    fc.assert(
      fc.property(historyArb, (history) => {
        const entries = history.map((step, index) => (step.positive ? earn(index + 1, step.day, step.amount) : take(index + 1, step.day, step.amount)));
        const state = ledgerState(entries);
        expect(state.balance).toBe(entries.reduce((sum, entry) => sum + entry.amount, 0));
        expect(state.balance).toBe(state.lots.reduce((sum, lot) => sum + lot.remaining, 0) - state.debt);
        expect(state.lots.every((lot) => lot.remaining > 0)).toBe(true);
        if (state.debt > 0) expect(state.lots).toEqual([]);
      }),
    );
  });

  it('after the expiry job writes off what is due, nothing due is left and the rest is untouched', () => {
    fc.assert(
      fc.property(historyArb, fc.integer({ min: 0, max: 1_400 }), (history, jobDay) => {
        const entries = history.map((step, index) => (step.positive ? earn(index + 1, step.day, step.amount) : take(index + 1, step.day, step.amount)));
        const now = at(jobDay);
        // The job runs after everything before it; entries after it are left out.
        const before = entries.filter((entry) => entry.at <= now);
        const state = ledgerState(before);
        const due = expiredDue(state, now);
        expect(due).toBeGreaterThanOrEqual(0);
        expect(due).toBeLessThanOrEqual(Math.max(0, state.balance));
        const after = ledgerState([...before, { entryId: 10_000, amount: -due, at: now, expiresAt: null }]);
        expect(expiredDue(after, now)).toBe(0);
        expect(after.balance).toBe(state.balance - due);
        expect(after.debt).toBe(state.debt);
        expect(expiringWithin(after, now, 30)).toBe(expiringWithin(state, now, 30));
      }),
    );
  });
});
