import type { Category } from '../api/schemas';

/** The categories from the top of the tree down to categoryNo, or [] when it is not in the tree. */
export function categoryTrail(tree: readonly Category[], categoryNo: number): Category[] {
  for (const node of tree) {
    if (node.categoryNo === categoryNo) return [node];
    const below = categoryTrail(node.categoryList, categoryNo);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}
