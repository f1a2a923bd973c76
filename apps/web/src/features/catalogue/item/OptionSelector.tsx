import { useMemo, useState } from 'react';
import { findRow, optionItemsAt, rowStatus, type OptionItem, type OptionLevel, type OptionTree, type ProductOptionRow } from '@maru/domain';
import styles from './ProductItem.module.css';

interface OptionSelectorProps {
  tree: OptionTree;
  /** Called with the complete combination once an item is chosen on the last level. */
  onComplete: (row: ProductOptionRow) => void;
  /** A sold-out last-level item whose row takes restock alerts. */
  onRestockAlert?: (row: ProductOptionRow) => void;
  /** Opens the guide popup of option level 0 or 1. */
  onGuide?: (level: number) => void;
}

interface OptionItemProps {
  tree: OptionTree;
  /** The items chosen on the earlier levels. */
  chosen: readonly number[];
  level: number;
  lastLevel: number;
  onChoose: (level: number, itemSeq: number) => void;
  onRestockAlert?: (row: ProductOptionRow) => void;
}

/** One item of a level: chosen or not, 품절, and on the last level 재입고 알림 for a row that takes alerts. */
function OptionItemRow({ item, tree, chosen, level, lastLevel, onChoose, onRestockAlert }: OptionItemProps & { item: OptionItem }) {
  const soldOut = item.soldOutYn === 'Y';
  const selected = chosen[level] === item.itemSeq;
  const row = level === lastLevel && soldOut ? findRowOrUndefined(tree, [...chosen.slice(0, level), item.itemSeq]) : undefined;
  const takesAlerts = row !== undefined && rowStatus(row) === 'STOCK_ALIM';
  return (
    <li className={styles.optionItemRow}>
      <button
        type="button"
        className={styles.optionItem}
        aria-pressed={selected}
        disabled={soldOut}
        onClick={() => onChoose(level, item.itemSeq)}
      >
        {item.itemName}
        {soldOut ? (
          <>
            {' '}
            <span className={styles.soldOutTag}>품절</span>
          </>
        ) : null}
      </button>
      {takesAlerts && onRestockAlert ? (
        <button
          type="button"
          className={styles.textButton}
          aria-label={`${item.itemName} 재입고 알림 신청`}
          onClick={() => onRestockAlert(row)}
        >
          재입고 알림 신청
        </button>
      ) : null}
    </li>
  );
}

interface OptionLevelProps extends OptionItemProps {
  option: OptionLevel;
  /** The level's items as shown (hidden ones left out). */
  items: readonly OptionItem[];
  onGuide?: (level: number) => void;
}

/** One option level: its name, the guide link of levels 1 and 2, its items. */
function OptionLevelFieldset({ option, items, onGuide, ...itemProps }: OptionLevelProps) {
  const { level } = itemProps;
  return (
    <fieldset className={styles.optionLevel}>
      <legend>
        <span>
          {level + 1}. {option.optionName}
        </span>
        {onGuide && level < 2 ? (
          <button type="button" className={styles.textButton} onClick={() => onGuide(level)}>
            옵션 {level + 1} 가이드
          </button>
        ) : null}
      </legend>
      <ul className={styles.optionItems}>
        {items.map((item) => (
          <OptionItemRow key={item.itemSeq} item={item} {...itemProps} />
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * Linked options (spec 02 §4), one level at a time: each level lists the items the earlier
 * choices reach, sold-out items are marked 품절 and cannot be chosen, unreachable ones stay
 * hidden until "전체 옵션 보기". On the last level a sold-out row taking alerts offers 재입고 알림.
 */
export function OptionSelector({ tree, onComplete, onRestockAlert, onGuide }: OptionSelectorProps) {
  const [chosen, setChosen] = useState<number[]>([]);
  const [showAll, setShowAll] = useState(false);
  const lastLevel = tree.levels.length - 1;
  const openLevels = tree.levels.slice(0, Math.min(chosen.length, lastLevel) + 1);
  const hasHidden = useMemo(
    () => openLevels.some((_, level) => optionItemsAt(tree, level, chosen).some((item) => item.isHide)),
    [tree, chosen, openLevels],
  );

  const choose = (level: number, itemSeq: number) => {
    const next = [...chosen.slice(0, level), itemSeq];
    if (level < lastLevel) {
      setChosen(next);
      return;
    }
    onComplete(findRow(tree, next));
    // The line is added below; the levels start over for the next combination.
    setChosen([]);
  };

  return (
    <div className={styles.options}>
      {openLevels.map((option, level) => (
        <OptionLevelFieldset
          key={option.optionSeq}
          option={option}
          level={level}
          items={optionItemsAt(tree, level, chosen, { showAll }).filter((item) => !item.isHide)}
          tree={tree}
          chosen={chosen}
          lastLevel={lastLevel}
          onChoose={choose}
          onRestockAlert={onRestockAlert}
          onGuide={onGuide}
        />
      ))}
      {hasHidden || showAll ? (
        <label className={styles.showAll}>
          <input type="checkbox" checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />
          전체 옵션 보기
        </label>
      ) : null}
    </div>
  );
}

function findRowOrUndefined(tree: OptionTree, itemSeqs: readonly number[]): ProductOptionRow | undefined {
  try {
    return findRow(tree, itemSeqs);
  } catch {
    return undefined;
  }
}
