import { type ConsoleCategoryNode, formatNumber, withParticle } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import { createCategory, deleteCategory, reorderCategories, taxonomyKey, updateCategory } from './categories-api';
import type { CategoryActions } from './CategoryNodeRow';

/** The product list's queries (products feature): its brand and category choices follow these edits. */
const PRODUCTS_KEY = ['console', 'products'] as const;

interface Change {
  run: () => Promise<{ productsUpdated: number }>;
  /** What the toast says once done. */
  done: string;
}

/**
 * Every change of the category tree, one at a time: added, renamed, moved, ordered, hidden or
 * shown, deleted after a confirmation (`deleting` is the category asked about). The toast says
 * how many products followed; the tree, the audit log and the product list are read again.
 */
export function useCategoryChanges() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [deleting, setDeleting] = useState<ConsoleCategoryNode>();

  const change = useMutation({
    mutationFn: ({ run }: Change) => run(),
    onSuccess: ({ productsUpdated }, { done }) => showToast(productsUpdated > 0 ? `${done} (상품 ${formatNumber(productsUpdated)}개 반영)` : done),
    onError: (error) => showToast(error instanceof ConsoleApiError ? error.message : '바꾸지 못했습니다. 다시 시도해 주세요.', 'error'),
    onSettled: () =>
      Promise.all([taxonomyKey, auditKey, PRODUCTS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });

  const actions: CategoryActions = {
    rename: (category, next) => change.mutate({ run: () => updateCategory(category.categoryNo, { name: next }), done: `${withParticle(`"${category.name}"`, '을/를')} ${withParticle(`"${next}"`, '으로/로')} 바꿨습니다.` }),
    move: (category, parentNo) => change.mutate({ run: () => updateCategory(category.categoryNo, { parentNo }), done: `${withParticle(`"${category.name}"`, '을/를')} 옮겼습니다.` }),
    reorder: (categoryNos) => change.mutate({ run: () => reorderCategories(categoryNos), done: '순서를 바꿨습니다.' }),
    setHidden: (category, hidden) =>
      change.mutate({ run: () => updateCategory(category.categoryNo, { hidden }), done: hidden ? `${withParticle(`"${category.name}"`, '을/를')} 쇼핑몰에서 숨겼습니다.` : `${withParticle(`"${category.name}"`, '을/를')} 다시 보입니다.` }),
    askDelete: setDeleting,
  };

  /** A new category by its (trimmed) name under `parentNo` (null: at the top); `added` runs once it is made. */
  const add = (name: string, parentNo: number | null, added: () => void) =>
    change.mutate({ run: () => createCategory({ name, parentNo }), done: `"${name}" 카테고리를 추가했습니다.` }, { onSuccess: added });

  const confirmDelete = () => {
    if (!deleting) return;
    const category = deleting;
    change.mutate({ run: () => deleteCategory(category.categoryNo), done: `"${category.name}" 카테고리를 삭제했습니다.` }, { onSettled: () => setDeleting(undefined) });
  };

  return { pending: change.isPending, actions, add, deleting, setDeleting, confirmDelete };
}
