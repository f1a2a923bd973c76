import { useId } from 'react';
import type { FilterGroup } from '../api/schemas';
import styles from './ProductList.module.css';

interface FilterPanelProps {
  groups: readonly FilterGroup[];
  chosen: readonly number[];
  onToggle: (itemNo: number) => void;
}

/** Filter groups as fieldsets of checkboxes; ticking one changes the address, not the page. */
export function FilterPanel({ groups, chosen, onToggle }: FilterPanelProps) {
  const headingId = useId();
  if (groups.length === 0) return null;
  return (
    <section className={styles.filters} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sideHeading}>
        필터
      </h2>
      {groups.map((group) => (
        <fieldset key={group.filterNo} className={styles.filterGroup}>
          <legend>{group.filterName}</legend>
          {group.itemList.map((item) => (
            <label key={item.itemNo} className={styles.filterItem}>
              <input type="checkbox" checked={chosen.includes(item.itemNo)} onChange={() => onToggle(item.itemNo)} />
              <span>{item.itemName}</span>
            </label>
          ))}
        </fieldset>
      ))}
    </section>
  );
}
