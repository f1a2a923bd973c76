/**
 * Whether a product carrying `productFilterItemNos` passes the selected filter items:
 * items of one filter group are alternatives (OR), different groups must all hold (AND).
 * A selected item missing from `itemToGroup` is a group of its own.
 */
export function matchesFilters(
  productFilterItemNos: readonly number[],
  selected: readonly number[],
  itemToGroup: ReadonlyMap<number, number>,
): boolean {
  const groups = new Map<string, number[]>();
  for (const itemNo of selected) {
    const group = itemToGroup.get(itemNo);
    const key = group === undefined ? `item:${itemNo}` : `group:${group}`;
    groups.set(key, [...(groups.get(key) ?? []), itemNo]);
  }
  const carried = new Set(productFilterItemNos);
  return [...groups.values()].every((items) => items.some((itemNo) => carried.has(itemNo)));
}
