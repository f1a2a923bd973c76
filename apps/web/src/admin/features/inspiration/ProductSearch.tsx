import { formatKrw, type PickedProduct, productStatusLabels, withParticle } from '@maru/domain';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/shared/ui/Button';
import { ConsoleApiError } from '../../api/console-api';
import styles from './inspiration.module.css';

interface SearchPickerProps<Item> {
  /** The search box's name ("상품 찾기"). */
  label: string;
  /** What the results are ("상품"), for the empty and busy lines. */
  noun: string;
  search: (keyword: string) => Promise<Item[]>;
  keyOf: (item: Item) => number;
  describe: (item: Item) => string;
  /** Items already chosen: their button says so and is disabled. */
  chosen: ReadonlySet<number>;
  onPick: (item: Item) => void;
  /** A search with no words lists everything (coupons). */
  allowEmpty?: boolean;
}

/**
 * A search box whose results each have a 추가 button (keyboard: type, Enter, Tab to a result).
 * Not a form of its own: it sits inside the editor's form, so Enter in the box searches here.
 */
export function SearchPicker<Item>({ label, noun, search, keyOf, describe, chosen, onPick, allowEmpty = false }: SearchPickerProps<Item>) {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<Item[]>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const run = async (event?: FormEvent) => {
    event?.preventDefault();
    const words = keyword.trim();
    if (!words && !allowEmpty) {
      setProblem('검색어를 입력해 주세요.');
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      setResults(await search(words));
    } catch (error) {
      setProblem(error instanceof ConsoleApiError ? error.message : '찾지 못했습니다. 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.picker}>
      <div className={styles.pickerBar}>
        <label htmlFor={id} className={styles.pickerLabel}>
          {label}
        </label>
        <input
          id={id}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void run(event);
          }}
          maxLength={60}
          autoComplete="off"
          aria-describedby={problem ? `${id}-problem` : undefined}
        />
        <Button variant="secondary" onClick={() => void run()} disabled={busy}>
          찾기
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={styles.error}>
          {problem}
        </p>
      ) : null}
      <div aria-live="polite">
        {busy ? <p className={styles.muted}>{withParticle(noun, '을/를')} 찾는 중…</p> : null}
        {results && !busy ? (
          results.length === 0 ? (
            <p className={styles.muted}>찾은 {withParticle(noun, '이/가')} 없습니다.</p>
          ) : (
            <ul className={styles.results} aria-label={`찾은 ${noun}`}>
              {results.map((item) => {
                const key = keyOf(item);
                const taken = chosen.has(key);
                return (
                  <li key={key}>
                    <span>{describe(item)}</span>
                    <Button variant="secondary" onClick={() => onPick(item)} disabled={taken} aria-label={`${describe(item)} ${taken ? '(추가됨)' : '추가'}`}>
                      {taken ? '추가됨' : '추가'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )
        ) : null}
      </div>
    </div>
  );
}

export const productLine = (product: PickedProduct) => `${product.productNo} · ${product.productName} (${product.brandName}, ${formatKrw(product.sellingPrice)}${product.status === 'ON_SALE' ? '' : `, ${productStatusLabels[product.status]}`})`;
