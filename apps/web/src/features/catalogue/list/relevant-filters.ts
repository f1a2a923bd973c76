import type { Category, FilterGroup } from '../api/schemas';

/** The chosen categories and all their children: a parent's list shows its children's products. */
export function categoriesInScope(chosen: readonly number[], tree: readonly Category[]): Set<number> {
  const scope = new Set(chosen);
  const visit = (node: Category, inside: boolean) => {
    const included = inside || scope.has(node.categoryNo);
    if (included) scope.add(node.categoryNo);
    for (const child of node.categoryList) visit(child, included);
  };
  for (const root of tree) visit(root, false);
  return scope;
}

/**
 * The filter groups worth offering on a list: items whose itemRefList names a category in
 * scope (every item when no category is chosen, as on search), and only groups left with items.
 * Items already chosen stay visible so they can always be unticked.
 */
export function relevantFilterGroups(
  groups: readonly FilterGroup[],
  scope: ReadonlySet<number>,
  chosenFilters: readonly number[],
): FilterGroup[] {
  return groups
    .map((group) => ({
      ...group,
      itemList: group.itemList.filter(
        (item) =>
          scope.size === 0 ||
          chosenFilters.includes(item.itemNo) ||
          item.itemRefList.length === 0 ||
          item.itemRefList.some((ref) => scope.has(ref.categoryNo)),
      ),
    }))
    .filter((group) => group.itemList.length > 0);
}

export function findCategory(tree: readonly Category[], categoryNo: number): Category | undefined {
  for (const node of tree) {
    if (node.categoryNo === categoryNo) return node;
    const found = findCategory(node.categoryList, categoryNo);
    if (found) return found;
  }
  return undefined;
}
