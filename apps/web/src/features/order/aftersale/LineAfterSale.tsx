import type { AfterSaleLineView } from '@maru/domain';
import { Button } from '@/shared/ui';
import { lineNameId } from '../components/OrderLineList';
import styles from './AfterSale.module.css';
import { ClaimFormControl, ClaimLink, type ClaimEntry } from './claim-entry';
import { TrackingInfo } from './TrackingInfo';

interface LineAfterSaleProps {
  line: AfterSaleLineView;
  entry: ClaimEntry;
  onConfirm: (line: AfterSaleLineView) => void;
}

/** Under a line of the order: its state, its claim, and what the server says may be done with it now. */
export function LineAfterSale({ line, entry, onConfirm }: LineAfterSaleProps) {
  const { actions } = line;
  const nameId = lineNameId(line.lineNo);
  const anyAction = actions.cancel || actions.requestReturn || actions.confirm || (actions.track && line.tracking);
  return (
    <div className={styles.lineAfterSale}>
      <div className={styles.lineState}>
        <span className={styles.chip} data-testid="line-status">
          {line.statusLabel}
        </span>
        {line.claimNo ? (
          <ClaimLink entry={entry} claimNo={line.claimNo}>
            취소·반품 상세
          </ClaimLink>
        ) : null}
      </div>
      {anyAction ? (
        <div className={styles.lineActions}>
          {actions.cancel ? (
            <ClaimFormControl entry={entry} kind="CANCEL" lineNos={[line.lineNo]} describedBy={nameId}>
              주문 취소
            </ClaimFormControl>
          ) : null}
          {actions.requestReturn ? (
            <ClaimFormControl entry={entry} kind="RETURN" lineNos={[line.lineNo]} describedBy={nameId}>
              반품 신청
            </ClaimFormControl>
          ) : null}
          {actions.confirm ? (
            <Button variant="secondary" aria-describedby={nameId} onClick={() => onConfirm(line)}>
              구매확정
            </Button>
          ) : null}
          {actions.track && line.tracking ? <TrackingInfo tracking={line.tracking} describedBy={nameId} /> : null}
        </div>
      ) : null}
    </div>
  );
}
