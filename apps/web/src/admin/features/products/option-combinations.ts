import type { STOCK_LOST_TYPES } from '@maru/domain';

// A new product's linked options: the groups the operator types and one row per combination
// of their values (spec 02 §4), each row with its own extra price, stock and what it becomes at 0.

export const MAX_OPTION_GROUPS = 3;

export interface OptionGroupDraft {
  name: string;
  /** As typed: values separated by commas or one per line. */
  valuesText: string;
}

export interface CombinationDraft {
  /** One value of every group, in the groups' order. */
  values: string[];
  /** As typed (won, may be negative). */
  extraPrice: string;
  stockCnt: string;
  stockLostType: (typeof STOCK_LOST_TYPES)[number];
}

/** The values typed for a group, in order, without blanks or repeats. */
export function splitValues(text: string): string[] {
  const values = text.split(/[,\n]/).map((value) => value.trim()).filter(Boolean);
  return [...new Set(values)];
}

/** Every combination of the groups' values, the first group varying slowest (화이트×600, 화이트×300, … 그레이×600 …). */
export function cartesian(groups: readonly (readonly string[])[]): string[][] {
  if (groups.length === 0 || groups.some((values) => values.length === 0)) return [];
  return groups.reduce<string[][]>((rows, values) => rows.flatMap((row) => values.map((value) => [...row, value])), [[]]);
}

const keyOf = (values: readonly string[]) => values.join('\u0000');

/**
 * The combination rows for the groups. A combination that was already there keeps what was
 * typed for it, so adding a value to a group does not wipe the stock of the others.
 */
export function combinationsOf(groups: readonly OptionGroupDraft[], previous: readonly CombinationDraft[]): CombinationDraft[] {
  const kept = new Map(previous.map((row) => [keyOf(row.values), row]));
  return cartesian(groups.map((group) => splitValues(group.valuesText))).map(
    (values) => kept.get(keyOf(values)) ?? { values, extraPrice: '0', stockCnt: '0', stockLostType: 'STOCK_ALIM' },
  );
}

/** True when the rows are exactly the groups' combinations (the operator changed a group after 조합 만들기 otherwise). */
export function combinationsMatch(groups: readonly OptionGroupDraft[], rows: readonly CombinationDraft[]): boolean {
  const expected = cartesian(groups.map((group) => splitValues(group.valuesText))).map(keyOf);
  return expected.length === rows.length && expected.every((key, index) => key === keyOf(rows[index]!.values));
}
