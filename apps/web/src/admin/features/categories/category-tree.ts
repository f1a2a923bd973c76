import { type ConsoleCategoryNode, moveInOrder } from '@maru/domain';

// What the categories page works out from the tree the server answers: the siblings a
// category is ordered among, its order after a 위로/아래로, and where it may be moved.

/** The categories ordered together with this one: the top categories, or its parent's children. */
export function siblingsOf(tree: readonly ConsoleCategoryNode[], category: ConsoleCategoryNode): ConsoleCategoryNode[] {
  if (category.parentNo === null) return [...tree];
  return tree.find((root) => root.categoryNo === category.parentNo)?.children ?? [];
}

/** The sibling order after moving the category one place up (-1) or down (1); undefined at either end. */
export function orderAfterStep(tree: readonly ConsoleCategoryNode[], category: ConsoleCategoryNode, by: -1 | 1): number[] | undefined {
  const nos = siblingsOf(tree, category).map((sibling) => sibling.categoryNo);
  const index = nos.indexOf(category.categoryNo);
  if (index < 0 || index + by < 0 || index + by >= nos.length) return undefined;
  return moveInOrder(nos, category.categoryNo, by);
}

/**
 * Where a product category may go: to the top, or under another product top category. A
 * category with children stays at the top (moving it would make 3 levels); brand and premium
 * lists do not move. The server checks again (a parent holding products itself is refused there).
 */
export function parentChoices(tree: readonly ConsoleCategoryNode[], category: ConsoleCategoryNode): { value: string; label: string }[] {
  if (category.categoryType !== 'PRODUCT' || category.children.length > 0) return [];
  return [
    { value: '', label: '최상위' },
    ...tree
      .filter((root) => root.categoryType === 'PRODUCT' && root.categoryNo !== category.categoryNo)
      .map((root) => ({ value: String(root.categoryNo), label: root.name })),
  ];
}

/** Top product categories a new category can go under. */
export const newParentChoices = (tree: readonly ConsoleCategoryNode[]) =>
  tree.filter((root) => root.categoryType === 'PRODUCT').map((root) => ({ value: String(root.categoryNo), label: root.name }));
