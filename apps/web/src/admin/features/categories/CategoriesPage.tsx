import { type ConsoleCategoryNode, formatNumber, withParticle } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { Options } from '@/shared/ui/Options';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { BrandsPanel } from './BrandsPanel';
import { categoryTreeQuery, createCategory, deleteCategory, reorderCategories, taxonomyKey, updateCategory } from './categories-api';
import own from './categories.module.css';
import { newParentChoices } from './category-tree';
import { type CategoryActions, CategoryNodeRow } from './CategoryNodeRow';

/** The product list's queries (products feature): its brand and category choices follow these edits. */
const PRODUCTS_KEY = ['console', 'products'] as const;

interface Change {
  run: () => Promise<{ productsUpdated: number }>;
  /** What the toast says once done. */
  done: string;
}

/** 카테고리·브랜드: the category tree (add, rename, move, order, hide, delete) and the brands. Changes reach the shop at once. */
export function CategoriesPage() {
  const tree = useQuery(categoryTreeQuery);
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [deleting, setDeleting] = useState<ConsoleCategoryNode>();
  const [name, setName] = useState('');
  const [parent, setParent] = useState('');

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

  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    change.mutate(
      { run: () => createCategory({ name: trimmed, parentNo: parent === '' ? null : Number(parent) }), done: `"${trimmed}" 카테고리를 추가했습니다.` },
      { onSuccess: () => setName('') },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const category = deleting;
    change.mutate({ run: () => deleteCategory(category.categoryNo), done: `"${category.name}" 카테고리를 삭제했습니다.` }, { onSettled: () => setDeleting(undefined) });
  };

  return (
    <div>
      <PageHeader title="카테고리·브랜드" description="쇼핑몰의 카테고리 트리와 브랜드 정보를 고칩니다. 바꾼 내용은 쇼핑몰에 바로 반영됩니다." />
      <section className={styles.panel} aria-labelledby="categories-heading">
        <h2 id="categories-heading">카테고리</h2>
        <form className={styles.toolbar} onSubmit={add} aria-label="카테고리 추가">
          <label className={styles.field}>
            새 카테고리 이름
            <input value={name} maxLength={40} onChange={(event) => setName(event.target.value)} />
          </label>
          <label className={styles.field}>
            상위 카테고리
            <select value={parent} onChange={(event) => setParent(event.target.value)}>
              <Options blank="최상위" choices={tree.data ? newParentChoices(tree.data.categoryList) : undefined} />
            </select>
          </label>
          <Button type="submit" disabled={!name.trim() || change.isPending}>
            추가
          </Button>
        </form>
        {tree.isPending ? (
          <p className={styles.empty} role="status">
            카테고리를 불러오는 중
          </p>
        ) : tree.isError ? (
          <QueryFailure error={tree.error} retry={() => void tree.refetch()} />
        ) : (
          <ul className={own.tree} aria-label="카테고리 트리">
            {tree.data.categoryList.map((root) => (
              <li key={root.categoryNo}>
                <CategoryNodeRow tree={tree.data.categoryList} category={root} actions={actions} pending={change.isPending} />
                {root.children.length > 0 ? (
                  <ul className={own.tree} aria-label={`${root.name}의 하위 카테고리`}>
                    {root.children.map((child) => (
                      <li key={child.categoryNo}>
                        <CategoryNodeRow tree={tree.data.categoryList} category={child} actions={actions} pending={change.isPending} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className={`${styles.hint} ${own.node}`}>
          숨긴 카테고리는 쇼핑몰의 카테고리 메뉴·검색 필터·사이트맵에서 빠지지만, 그 안의 상품은 검색과 다른 목록에 그대로 보입니다. 이름을 바꾸거나 옮기면 그 안의 상품 검색어도 다시 만들어 상품이 많으면 시간이 걸립니다.
        </p>
      </section>
      <BrandsPanel />
      {deleting ? (
        <ConfirmDialog
          title={`카테고리 삭제: ${deleting.name}`}
          onCancel={() => setDeleting(undefined)}
          confirmLabel="삭제"
          onConfirm={confirmDelete}
          ready={deleting.productCnt === 0 && deleting.children.length === 0}
          pending={change.isPending}
        >
          {deleting.children.length > 0 ? (
            <p>하위 카테고리가 {formatNumber(deleting.children.length)}개 있어 삭제할 수 없습니다. 하위 카테고리를 먼저 옮기거나 삭제해 주세요.</p>
          ) : deleting.productCnt > 0 ? (
            <p>
              이 카테고리에는 상품 {formatNumber(deleting.productCnt)}개가 있어 삭제할 수 없습니다. 상품을 먼저 다른 카테고리로 옮겨 주세요.
            </p>
          ) : (
            <p>&quot;{deleting.name}&quot; 카테고리를 삭제합니다. 되돌릴 수 없습니다.</p>
          )}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
