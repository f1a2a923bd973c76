// The catalogue's lists of lists (category trees, filter groups, option levels) are all
// built from flat rows in their display order; these two shapes are the whole of it.

/**
 * Rows grouped under their parent, parents in the order of their first row: `parentOf` makes
 * the parent (with an empty itemList) from that first row, `itemOf` each row's entry.
 */
export function groupUnder<Row, Item, Parent extends { itemList: Item[] }>(
  rows: readonly Row[],
  keyOf: (row: Row) => number,
  parentOf: (row: Row) => Parent,
  itemOf: (row: Row) => Item,
): Parent[] {
  const parents = new Map<number, Parent>();
  for (const row of rows) {
    let parent = parents.get(keyOf(row));
    if (!parent) {
      parent = parentOf(row);
      parents.set(keyOf(row), parent);
    }
    parent.itemList.push(itemOf(row));
  }
  return [...parents.values()];
}

/** The 2-depth category tree: top-level categories in row order, each with its children (a child of a missing parent is left out). */
export function categoryTreeOf<Row extends { categoryNo: number; categoryNoRef: number | null }, Node extends { categoryNo: number; categoryList: Node[] }>(
  rows: readonly Row[],
  nodeOf: (row: Row) => Node,
): Node[] {
  const roots = rows.filter((row) => row.categoryNoRef === null).map(nodeOf);
  const byNo = new Map(roots.map((root) => [root.categoryNo, root]));
  for (const row of rows) {
    if (row.categoryNoRef !== null) byNo.get(row.categoryNoRef)?.categoryList.push(nodeOf(row));
  }
  return roots;
}
