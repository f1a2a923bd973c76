import { formatKrw } from '@maru/domain';
import { errorIdOf, FieldError } from '@/shared/form';
import orderStyles from '../Order.module.css';
import styles from './AfterSale.module.css';
import type { ClaimWords } from './claim-form';
import type { ClaimLine } from './use-claim-form';

interface ClaimLinesFieldProps {
  words: ClaimWords;
  allowed: readonly ClaimLine[];
  selected: readonly number[];
  toggle: (lineNo: number, on: boolean) => void;
  pieceCount: (line: ClaimLine) => number;
  choosePieces: (lineNo: number, count: number) => void;
  error: string | undefined;
}

type LinePickProps = Omit<ClaimLinesFieldProps, 'allowed' | 'error'> & { line: ClaimLine };

/** The "how many pieces" choice of a chosen line that holds more than one. */
function PieceSelect({ words, line, pieceCount, choosePieces }: Pick<LinePickProps, 'words' | 'line' | 'pieceCount' | 'choosePieces'>) {
  return (
    <label className={styles.pickQty}>
      {words.qtyLabel}
      <select
        value={pieceCount(line)}
        aria-describedby={`claim-line-${line.lineNo}-name`}
        onChange={(event) => choosePieces(line.lineNo, Number(event.target.value))}
      >
        {Array.from({ length: line.qty }, (_, index) => line.qty - index).map((count) => (
          <option key={count} value={count}>
            {count === line.qty ? `${count}개 (전체)` : `${count}개`}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One line of the order to tick, with its piece count once ticked. */
function LinePick({ line, selected, toggle, ...pieces }: LinePickProps) {
  return (
    <li>
      <label className={styles.pick}>
        <input type="checkbox" checked={selected.includes(line.lineNo)} onChange={(event) => toggle(line.lineNo, event.target.checked)} />
        <img src={line.imageUrl} alt="" width={56} height={56} loading="lazy" />
        <span className={styles.pickBody}>
          <span className={orderStyles.lineName} id={`claim-line-${line.lineNo}-name`}>
            {line.productName}
          </span>
          <span className={orderStyles.muted}>
            {line.optionName ? `${line.optionName} · ` : ''}
            {line.qty}개 · {formatKrw(line.sellingPrice * line.qty)}
          </span>
          <span className={styles.chip}>{line.statusLabel}</span>
        </span>
      </label>
      {line.qty > 1 && selected.includes(line.lineNo) ? <PieceSelect line={line} {...pieces} /> : null}
    </li>
  );
}

/** The claim's lines: only those the server allows, each with how many of its pieces go. */
export function ClaimLinesField({ allowed, error, ...pick }: ClaimLinesFieldProps) {
  return (
    <fieldset className={orderStyles.stack} data-field="claim-lines" aria-describedby={errorIdOf('claim-lines', error)}>
      <legend>{pick.words.linesLegend}</legend>
      <ul className={styles.pickList}>
        {allowed.map((line) => (
          <LinePick key={line.lineNo} line={line} {...pick} />
        ))}
      </ul>
      <FieldError id="claim-lines-error" message={error} />
    </fieldset>
  );
}
