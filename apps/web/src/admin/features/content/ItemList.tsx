import type { ReactNode } from 'react';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import consoleStyles from '../../ui/console.module.css';
import type { FieldErrors } from '../../ui/editor-frame';
import styles from './content.module.css';
import { moved } from './reorder';

/** A list of like items (slides, shortcuts, details), each with 위로, 아래로 and 지우기, and an add button. */
export function ItemList<Item>({ items, onChange, label, make, render, errors, path }: {
  items: readonly Item[];
  onChange: (items: Item[]) => void;
  /** One item's name ("슬라이드"), numbered on screen. */
  label: string;
  make: () => Item;
  render: (item: Item, update: (item: Item) => void, index: number) => ReactNode;
  errors: Readonly<FieldErrors>;
  path: string;
}) {
  return (
    <div className={styles.items}>
      <ol className={styles.items}>
        {items.map((item, index) => (
          <li key={index} className={styles.item}>
            <fieldset className={consoleStyles.fieldset}>
              <legend>
                {label} {index + 1}
              </legend>
              {render(item, (next) => onChange(items.map((current, at) => (at === index ? next : current))), index)}
              <div className={styles.itemBar}>
                <Button variant="secondary" onClick={() => onChange(moved(items, index, -1))} disabled={index === 0} aria-label={`${label} ${index + 1} 위로`}>
                  위로
                </Button>
                <Button variant="secondary" onClick={() => onChange(moved(items, index, 1))} disabled={index === items.length - 1} aria-label={`${label} ${index + 1} 아래로`}>
                  아래로
                </Button>
                <Button variant="secondary" onClick={() => onChange(items.filter((_, at) => at !== index))} aria-label={`${label} ${index + 1} 지우기`}>
                  지우기
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <FieldError message={errors[path]} />
      <div>
        <Button variant="secondary" onClick={() => onChange([...items, make()])}>
          {label} 추가
        </Button>
      </div>
    </div>
  );
}
