/** A node of the two-depth category tree (spec 02 §3); children carry their parent in categoryNoRef. */
export interface CategoryNode {
  categoryNo: number;
  categoryNoRef: number | null;
  categoryList?: CategoryNode[];
}

/**
 * Spec 02 §2: when every 2-depth child of a parent is selected, the selection names the
 * parent instead. Selections keep their order; a parent takes the place of its first child.
 */
export function collapseCategories(selected: readonly number[], tree: readonly CategoryNode[]): number[] {
  const chosen = new Set(selected);
  const parentOf = new Map<number, number>();
  for (const parent of tree) {
    const children = parent.categoryList ?? [];
    if (children.length > 0 && children.every((child) => chosen.has(child.categoryNo))) {
      for (const child of children) parentOf.set(child.categoryNo, parent.categoryNo);
    }
  }
  const collapsed = selected.map((categoryNo) => parentOf.get(categoryNo) ?? categoryNo);
  return [...new Set(collapsed)];
}
