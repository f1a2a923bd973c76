import { type ConsoleCategoryNode, formatNumber } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { Options } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { BrandsPanel } from './BrandsPanel';
import { categoryTreeQuery } from './categories-api';
import own from './categories.module.css';
import { newParentChoices } from './category-tree';
import { type CategoryActions, CategoryNodeRow } from './CategoryNodeRow';
import { useCategoryChanges } from './use-category-changes';

/** 카테고리·브랜드: the category tree (add, rename, move, order, hide, delete) and the brands. Changes reach the shop at once. */
export function CategoriesPage() {
  const tree = useQuery(categoryTreeQuery);
  const { pending, actions, add, deleting, setDeleting, confirmDelete } = useCategoryChanges();

  return (
    <div>
      <PageHeader title="카테고리·브랜드" description="쇼핑몰의 카테고리 트리와 브랜드 정보를 고칩니다. 바꾼 내용은 쇼핑몰에 바로 반영됩니다." />
      <section className={styles.panel} aria-labelledby="categories-heading">
        <h2 id="categories-heading">카테고리</h2>
        <AddCategoryForm tree={tree.data?.categoryList} pending={pending} onAdd={add} />
        {tree.isPending ? (
          <p className={styles.empty} role="status">
            카테고리를 불러오는 중
          </p>
        ) : tree.isError ? (
          <QueryFailure error={tree.error} retry={() => void tree.refetch()} />
        ) : (
          <CategoryTree tree={tree.data.categoryList} actions={actions} pending={pending} />
        )}
        <p className={`${styles.hint} ${own.node}`}>
          숨긴 카테고리는 쇼핑몰의 카테고리 메뉴·검색 필터·사이트맵에서 빠지지만, 그 안의 상품은 검색과 다른 목록에 그대로 보입니다. 이름을 바꾸거나 옮기면 그 안의 상품 검색어도 다시 만들어 상품이 많으면 시간이 걸립니다.
        </p>
      </section>
      <BrandsPanel />
      {deleting ? <DeleteCategoryDialog category={deleting} pending={pending} onCancel={() => setDeleting(undefined)} onConfirm={confirmDelete} /> : null}
    </div>
  );
}

interface AddCategoryFormProps {
  /** The tree once loaded, whose top product categories a new one can go under. */
  tree: readonly ConsoleCategoryNode[] | undefined;
  pending: boolean;
  onAdd: (name: string, parentNo: number | null, added: () => void) => void;
}

/** 카테고리 추가: a name and where it goes (the top, or under a top product category); the name is cleared once added. */
function AddCategoryForm({ tree, pending, onAdd }: AddCategoryFormProps) {
  const [name, setName] = useState('');
  const [parent, setParent] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    onAdd(trimmed, parent === '' ? null : Number(parent), () => setName(''));
  };
  return (
    <form className={styles.toolbar} onSubmit={add} aria-label="카테고리 추가">
      <label className={styles.field}>
        새 카테고리 이름
        <input value={name} maxLength={40} onChange={(event) => setName(event.target.value)} />
      </label>
      <label className={styles.field}>
        상위 카테고리
        <select value={parent} onChange={(event) => setParent(event.target.value)}>
          <Options blank="최상위" choices={tree ? newParentChoices(tree) : undefined} />
        </select>
      </label>
      <Button type="submit" disabled={!name.trim() || pending}>
        추가
      </Button>
    </form>
  );
}

/** The tree, two levels: each top category with its children under it. */
function CategoryTree({ tree, actions, pending }: { tree: ConsoleCategoryNode[]; actions: CategoryActions; pending: boolean }) {
  return (
    <ul className={own.tree} aria-label="카테고리 트리">
      {tree.map((root) => (
        <li key={root.categoryNo}>
          <CategoryNodeRow tree={tree} category={root} actions={actions} pending={pending} />
          {root.children.length > 0 ? (
            <ul className={own.tree} aria-label={`${root.name}의 하위 카테고리`}>
              {root.children.map((child) => (
                <li key={child.categoryNo}>
                  <CategoryNodeRow tree={tree} category={child} actions={actions} pending={pending} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** 카테고리 삭제: refused while it has children or products (and why), else asked once more. */
function DeleteCategoryDialog({ category, pending, onCancel, onConfirm }: { category: ConsoleCategoryNode; pending: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <ConfirmDialog title={`카테고리 삭제: ${category.name}`} onCancel={onCancel} confirmLabel="삭제" onConfirm={onConfirm} ready={category.productCnt === 0 && category.children.length === 0} pending={pending}>
      {category.children.length > 0 ? (
        <p>하위 카테고리가 {formatNumber(category.children.length)}개 있어 삭제할 수 없습니다. 하위 카테고리를 먼저 옮기거나 삭제해 주세요.</p>
      ) : category.productCnt > 0 ? (
        <p>
          이 카테고리에는 상품 {formatNumber(category.productCnt)}개가 있어 삭제할 수 없습니다. 상품을 먼저 다른 카테고리로 옮겨 주세요.
        </p>
      ) : (
        <p>&quot;{category.name}&quot; 카테고리를 삭제합니다. 되돌릴 수 없습니다.</p>
      )}
    </ConfirmDialog>
  );
}
