import { type ConsoleCategoryNode, categoryTypeLabels, formatNumber } from '@maru/domain';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { Options } from '@/shared/ui/Options';
import styles from '../../ui/console.module.css';
import own from './categories.module.css';
import { orderAfterStep, parentChoices } from './category-tree';

export interface CategoryActions {
  rename: (category: ConsoleCategoryNode, name: string) => void;
  move: (category: ConsoleCategoryNode, parentNo: number | null) => void;
  reorder: (categoryNos: number[]) => void;
  setHidden: (category: ConsoleCategoryNode, hidden: boolean) => void;
  askDelete: (category: ConsoleCategoryNode) => void;
}

interface RowProps {
  tree: readonly ConsoleCategoryNode[];
  category: ConsoleCategoryNode;
  actions: CategoryActions;
  pending: boolean;
}

/** One category: its name (renamed in place), product count, and its moves, order, visibility and deletion. */
export function CategoryNodeRow({ tree, category, actions, pending }: RowProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const parents = parentChoices(tree, category);
  const [parent, setParent] = useState(category.parentNo === null ? '' : String(category.parentNo));
  const up = orderAfterStep(tree, category, -1);
  const down = orderAfterStep(tree, category, 1);
  const fixed = category.categoryType !== 'PRODUCT';

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    const next = name.trim();
    if (next && next !== category.name) actions.rename(category, next);
    setEditing(false);
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setName(category.name);
    setEditing(false);
  };
  const chosenParent = parent === '' ? null : Number(parent);

  return (
    <div className={own.node} data-hidden={category.hidden || undefined}>
      {editing ? (
        <form className={own.inline} onSubmit={saveName} onKeyDown={cancelOnEscape}>
          <input aria-label={`${category.name} 새 이름`} value={name} maxLength={40} autoFocus onChange={(event) => setName(event.target.value)} />
          <Button type="submit" className={styles.small} disabled={pending || !name.trim()}>
            저장
          </Button>
          <Button variant="secondary" className={styles.small} onClick={() => { setName(category.name); setEditing(false); }}>
            취소
          </Button>
        </form>
      ) : (
        <span className={own.name}>{category.name}</span>
      )}
      {fixed ? <span className={styles.badge}>{categoryTypeLabels[category.categoryType]}</span> : null}
      {category.hidden ? <span className={styles.badge} data-tone="wait">숨김</span> : null}
      <span className={own.count}>상품 {formatNumber(category.productCnt)}개</span>
      <div className={own.actions}>
        {editing ? null : (
          <Button variant="secondary" className={styles.small} aria-label={`${category.name} 이름 바꾸기`} onClick={() => setEditing(true)} disabled={pending}>
            이름 바꾸기
          </Button>
        )}
        {parents.length > 0 ? (
          <span className={own.inline}>
            <select aria-label={`${category.name} 상위 카테고리`} value={parent} onChange={(event) => setParent(event.target.value)} disabled={pending}>
              <Options choices={parents} />
            </select>
            <Button
              variant="secondary"
              className={styles.small}
              aria-label={`${category.name} 옮기기`}
              disabled={pending || chosenParent === category.parentNo}
              onClick={() => actions.move(category, chosenParent)}
            >
              옮기기
            </Button>
          </span>
        ) : null}
        <Button variant="secondary" className={styles.small} aria-label={`${category.name} 위로`} disabled={pending || !up} onClick={() => up && actions.reorder(up)}>
          위로
        </Button>
        <Button variant="secondary" className={styles.small} aria-label={`${category.name} 아래로`} disabled={pending || !down} onClick={() => down && actions.reorder(down)}>
          아래로
        </Button>
        <Button
          variant="secondary"
          className={styles.small}
          aria-label={`${category.name} ${category.hidden ? '보이기' : '숨기기'}`}
          aria-pressed={category.hidden}
          disabled={pending}
          onClick={() => actions.setHidden(category, !category.hidden)}
        >
          {category.hidden ? '보이기' : '숨기기'}
        </Button>
        {fixed ? null : (
          <Button variant="ghost" className={styles.small} aria-label={`${category.name} 삭제`} disabled={pending} onClick={() => actions.askDelete(category)}>
            삭제
          </Button>
        )}
      </div>
    </div>
  );
}
