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

  return (
    <div className={own.node} data-hidden={category.hidden || undefined}>
      {editing ? (
        <RenameForm
          category={category}
          name={name}
          onName={setName}
          pending={pending}
          onSubmit={saveName}
          onKeyDown={cancelOnEscape}
          onCancel={() => {
            setName(category.name);
            setEditing(false);
          }}
        />
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
        {parents.length > 0 ? <MoveControl category={category} parents={parents} parent={parent} onParent={setParent} pending={pending} onMove={(parentNo) => actions.move(category, parentNo)} /> : null}
        <OrderAndVisibility category={category} up={up} down={down} fixed={fixed} actions={actions} pending={pending} />
      </div>
    </div>
  );
}

interface RenameFormProps {
  category: ConsoleCategoryNode;
  /** The new name as typed. */
  name: string;
  onName: (name: string) => void;
  pending: boolean;
  onSubmit: (event: FormEvent) => void;
  /** Escape gives up the new name. */
  onKeyDown: (event: KeyboardEvent) => void;
  onCancel: () => void;
}

/** The name edited in place: 저장 (with a name) or 취소. */
function RenameForm({ category, name, onName, pending, onSubmit, onKeyDown, onCancel }: RenameFormProps) {
  return (
    <form className={own.inline} onSubmit={onSubmit} onKeyDown={onKeyDown}>
      <input aria-label={`${category.name} 새 이름`} value={name} maxLength={40} autoFocus onChange={(event) => onName(event.target.value)} />
      <Button type="submit" className={styles.small} disabled={pending || !name.trim()}>
        저장
      </Button>
      <Button variant="secondary" className={styles.small} onClick={onCancel}>
        취소
      </Button>
    </form>
  );
}

interface MoveControlProps {
  category: ConsoleCategoryNode;
  parents: ReturnType<typeof parentChoices>;
  /** The parent chosen ('' for the top), moved to only when it is another one. */
  parent: string;
  onParent: (parent: string) => void;
  pending: boolean;
  onMove: (parentNo: number | null) => void;
}

/** 상위 카테고리 and 옮기기, for a category that may move. */
function MoveControl({ category, parents, parent, onParent, pending, onMove }: MoveControlProps) {
  const chosenParent = parent === '' ? null : Number(parent);
  return (
    <span className={own.inline}>
      <select aria-label={`${category.name} 상위 카테고리`} value={parent} onChange={(event) => onParent(event.target.value)} disabled={pending}>
        <Options choices={parents} />
      </select>
      <Button variant="secondary" className={styles.small} aria-label={`${category.name} 옮기기`} disabled={pending || chosenParent === category.parentNo} onClick={() => onMove(chosenParent)}>
        옮기기
      </Button>
    </span>
  );
}

interface OrderAndVisibilityProps {
  category: ConsoleCategoryNode;
  /** The siblings' order after a step up or down; undefined at that end. */
  up: number[] | undefined;
  down: number[] | undefined;
  /** A brand or premium list, which is not deleted. */
  fixed: boolean;
  actions: CategoryActions;
  pending: boolean;
}

/** 위로, 아래로, 숨기기 / 보이기 and (for a product category) 삭제. */
function OrderAndVisibility({ category, up, down, fixed, actions, pending }: OrderAndVisibilityProps) {
  return (
    <>
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
    </>
  );
}
