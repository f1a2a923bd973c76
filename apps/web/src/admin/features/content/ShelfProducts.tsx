import { formatKrw, type HomeProductPick, withParticle } from '@maru/domain';
import { useId } from 'react';
import { FieldError } from '@/shared/form';
import { Button } from '@/shared/ui/Button';
import consoleStyles from '../../ui/console.module.css';
import styles from './content.module.css';
import { moved } from './reorder';
import { useShelfSearch } from './use-shelf-search';

const productLine = (product: HomeProductPick) => `${product.productNo} · ${product.productName} (${product.brandName}, ${formatKrw(product.sellingPrice)})`;

interface ShelfProductsProps {
  productNos: number[];
  picked: HomeProductPick[];
  onChange: (productNos: number[], picked: HomeProductPick[]) => void;
  error?: string;
}

/** The shelf's products: found by the catalogue's search (number, name or brand), added in order, moved and removed. */
export function ShelfProducts({ productNos, picked, onChange, error }: ShelfProductsProps) {
  const id = useId();
  const search = useShelfSearch();
  const { keyword, setKeyword, busy, problem, run } = search;
  return (
    <fieldset className={consoleStyles.fieldset}>
      <legend>진열할 상품</legend>
      <PickedProducts productNos={productNos} picked={picked} onChange={onChange} />
      <FieldError message={error} />
      <div className={styles.row}>
        <div className={consoleStyles.field}>
          <label htmlFor={id}>상품 찾기 (상품번호, 상품명, 브랜드)</label>
          <input
            id={id}
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void run();
              }
            }}
            maxLength={60}
            autoComplete="off"
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
        <Button variant="secondary" onClick={() => void run()} disabled={busy}>
          찾기
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={consoleStyles.error}>
          {problem}
        </p>
      ) : null}
      <div aria-live="polite">
        {busy ? <p className={consoleStyles.hint}>{withParticle('상품', '을/를')} 찾는 중…</p> : null}
        {search.results && !busy ? <FoundProducts results={search.results} productNos={productNos} picked={picked} onChange={onChange} /> : null}
      </div>
    </fieldset>
  );
}

/** The products chosen, in the shelf's order (named as found or as the server has them), each moved up, down or out. */
function PickedProducts({ productNos, picked, onChange }: Omit<ShelfProductsProps, 'error'>) {
  const known = new Map(picked.map((product) => [product.productNo, product]));
  if (productNos.length === 0) return <p className={consoleStyles.hint}>아직 고른 상품이 없습니다.</p>;
  return (
    <ol className={styles.items} aria-label="고른 상품">
      {productNos.map((productNo, index) => {
        const name = known.get(productNo) ? productLine(known.get(productNo)!) : `상품 ${productNo}`;
        return (
          <li key={productNo} className={styles.itemBar}>
            <span>
              {index + 1}. {name}
            </span>
            <Button variant="secondary" onClick={() => onChange(moved(productNos, index, -1), picked)} disabled={index === 0} aria-label={`${name} 위로`}>
              위로
            </Button>
            <Button variant="secondary" onClick={() => onChange(moved(productNos, index, 1), picked)} disabled={index === productNos.length - 1} aria-label={`${name} 아래로`}>
              아래로
            </Button>
            <Button variant="secondary" onClick={() => onChange(productNos.filter((no) => no !== productNo), picked)} aria-label={`${name} 빼기`}>
              빼기
            </Button>
          </li>
        );
      })}
    </ol>
  );
}

/** What the search found, each added at the end of the shelf (once: 추가됨 after); a hidden product says it will not show. */
function FoundProducts({ results, productNos, picked, onChange }: Omit<ShelfProductsProps, 'error'> & { results: HomeProductPick[] }) {
  const chosen = new Set(productNos);
  if (results.length === 0) return <p className={consoleStyles.hint}>찾은 상품이 없습니다.</p>;
  return (
    <ul className={styles.items} aria-label="찾은 상품">
      {results.map((product) => {
        const taken = chosen.has(product.productNo);
        const hidden = product.status === 'HIDDEN';
        return (
          <li key={product.productNo} className={styles.itemBar}>
            <span>
              {productLine(product)}
              {hidden ? ' · 숨김 상품 (진열되지 않음)' : ''}
            </span>
            <Button
              variant="secondary"
              disabled={taken}
              onClick={() => onChange([...productNos, product.productNo], [...picked.filter((entry) => entry.productNo !== product.productNo), product])}
              aria-label={`${productLine(product)} ${taken ? '(추가됨)' : '추가'}`}
            >
              {taken ? '추가됨' : '추가'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
