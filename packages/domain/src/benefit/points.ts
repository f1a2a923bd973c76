import { DAY_MS, POINT_RULES } from './rules';

/** One row of a member's append-only point ledger. */
export interface LedgerEntry {
  entryId: number;
  /** Positive: earned or given back (a lot with its own expiry). Negative: spent, expired, taken back. */
  amount: number;
  at: Date;
  /** Positive entries: when what is left of them expires. */
  expiresAt: Date | null;
}

/** What is left of one positive entry. */
export interface PointLot {
  entryId: number;
  expiresAt: Date;
  remaining: number;
}

export interface LedgerState {
  /** The sum of every amount (always, by construction). */
  balance: number;
  /** Lots with something left, earliest to expire first. */
  lots: PointLot[];
  /** Taken beyond what was held (a refund taking back points already spent); repaid by the next lots. */
  debt: number;
}

const FAR_FUTURE = new Date('9999-12-31T00:00:00Z');
const byExpiry = (a: PointLot, b: PointLot) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.entryId - b.entryId;

/**
 * Replays the ledger in time order, first in first out: every negative amount consumes the
 * lots that expire first, so what expires, and when, is well defined whatever the history.
 * A negative amount larger than what is held becomes debt, paid off by the next positive ones.
 */
export function ledgerState(entries: readonly LedgerEntry[]): LedgerState {
  const ordered = [...entries].sort((a, b) => a.at.getTime() - b.at.getTime() || a.entryId - b.entryId);
  let lots: PointLot[] = [];
  let debt = 0;
  let balance = 0;
  for (const entry of ordered) {
    balance += entry.amount;
    if (entry.amount > 0) {
      const repaid = Math.min(debt, entry.amount);
      debt -= repaid;
      if (entry.amount > repaid) {
        lots.push({ entryId: entry.entryId, expiresAt: entry.expiresAt ?? FAR_FUTURE, remaining: entry.amount - repaid });
        lots.sort(byExpiry);
      }
    } else if (entry.amount < 0) {
      let owed = -entry.amount;
      for (const lot of lots) {
        const taken = Math.min(lot.remaining, owed);
        lot.remaining -= taken;
        owed -= taken;
        if (owed === 0) break;
      }
      lots = lots.filter((lot) => lot.remaining > 0);
      debt += owed;
    }
  }
  return { balance, lots, debt };
}

/** Points whose expiry has come (the expiry job writes them off as one negative entry). */
export function expiredDue(state: LedgerState, now: Date): number {
  return state.lots.filter((lot) => lot.expiresAt <= now).reduce((sum, lot) => sum + lot.remaining, 0);
}

/** Points that will expire after now and within `days` days. */
export function expiringWithin(state: LedgerState, now: Date, days: number): number {
  const until = now.getTime() + days * DAY_MS;
  return state.lots.filter((lot) => lot.expiresAt > now && lot.expiresAt.getTime() <= until).reduce((sum, lot) => sum + lot.remaining, 0);
}

/** Points earned on a confirmed line's paid product amount (after its coupon share), rounded down. */
export function purchasePoints(paidProductAmount: number): number {
  return Math.floor((Math.max(0, paidProductAmount) * POINT_RULES.earnRate) / 100);
}

export const reviewPoints = (withPhoto: boolean): number => (withPhoto ? POINT_RULES.photoReviewPoints : POINT_RULES.textReviewPoints);

/** When points earned at `earnedAt` expire. */
export const pointsExpireAt = (earnedAt: Date): Date => new Date(earnedAt.getTime() + POINT_RULES.validDays * DAY_MS);
