import { formatNumber, HOLDER_STATUSES, holderStatusLabels, type CouponHolderRow } from '@maru/domain';
import { choicesOf } from '@/shared/ui/Options';
import { Button } from '@/shared/ui/Button';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { ResultTable } from '../../ui/pieces/ResultTable';
import { SelectField } from '../../ui/pieces/fields';
import { useHolders } from './use-holders';

/**
 * 받은 회원과 회수: the coupon's copies (members masked), by state; unused copies of chosen
 * members, or all of them, are recalled after a confirmation that says what happens to a copy
 * an order holds.
 */
export function HoldersPanel({ couponId, onRecalled }: { couponId: number; onRecalled: () => void }) {
  const { status, setStatus, page, setPage, chosen, toggle, confirming, setConfirming, holders, recall } = useHolders(couponId, onRecalled);

  return (
    <section className={styles.panel} aria-labelledby="coupon-holders">
      <h2 id="coupon-holders">받은 회원과 회수</h2>
      <div className={styles.toolbar}>
        <SelectField
          label="상태"
          value={status ?? ''}
          blank="전체"
          onChange={(event) => {
            setStatus(HOLDER_STATUSES.find((value) => value === event.target.value));
            setPage(1);
          }}
          choices={choicesOf(HOLDER_STATUSES, (value) => holderStatusLabels[value])}
        />
        <Button variant="secondary" disabled={chosen.length === 0} onClick={() => setConfirming('CHOSEN')}>
          고른 회원 회수 ({formatNumber(chosen.length)}명)
        </Button>
        <Button variant="secondary" onClick={() => setConfirming('ALL')}>
          쓰지 않은 쿠폰 전부 회수
        </Button>
      </div>
      <ResultTable
        query={holders}
        noun="받은 회원"
        loading="받은 회원을 불러오는 중"
        empty="아직 이 쿠폰을 받은 회원이 없습니다."
        columns={['고르기', '회원번호', '이름', '상태', '받은 때', '사용 기한', '사용한 주문']}
        row={(row) => <HolderRow key={row.memberCouponId} row={row} chosen={chosen.includes(row.memberId)} onToggle={() => toggle(row.memberId)} />}
        pages={{ page, size: 20, onPage: setPage }}
      />
      {confirming ? (
        <RecallDialog what={confirming} chosenCount={chosen.length} pending={recall.isPending} onCancel={() => setConfirming(undefined)} onConfirm={() => recall.mutate(confirming)} />
      ) : null}
    </section>
  );
}

/** One copy: its member (a usable copy can be chosen for recall), state, dates and the order that used it. */
function HolderRow({ row, chosen, onToggle }: { row: CouponHolderRow; chosen: boolean; onToggle: () => void }) {
  return (
    <tr>
      <td>
        {row.status === 'USABLE' ? <input type="checkbox" checked={chosen} onChange={onToggle} aria-label={`${row.name} (회원번호 ${row.memberId}) 고르기`} /> : null}
      </td>
      <td className={styles.nowrap}>{row.memberId}</td>
      <td>{row.name}</td>
      <td className={styles.nowrap}>{holderStatusLabels[row.status]}</td>
      <td className={styles.nowrap}>{formatDateTime(row.issuedAt)}</td>
      <td className={styles.nowrap}>{formatDateTime(row.expiresAt)}</td>
      <td className={styles.nowrap}>{row.usedOrderNo ?? ''}</td>
    </tr>
  );
}

interface RecallDialogProps {
  what: 'CHOSEN' | 'ALL';
  chosenCount: number;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** 쿠폰 회수, asked once more with what happens to copies already used or held by an order. */
function RecallDialog({ what, chosenCount, pending, onCancel, onConfirm }: RecallDialogProps) {
  return (
    <ConfirmDialog title="쿠폰 회수" confirmLabel={what === 'ALL' ? '전부 회수' : `${formatNumber(chosenCount)}명 회수`} onCancel={onCancel} onConfirm={onConfirm} pending={pending}>
      <p>
        {what === 'ALL' ? '아직 쓰지 않은 쿠폰을 모두' : '고른 회원의 쓰지 않은 쿠폰을'} 회수합니다. 회원의 쿠폰함에서 바로 사라지고 결제에 쓸 수 없습니다. 이미 사용한 쿠폰은 그대로 남고, 결제를
        기다리는 주문에 쓰인 쿠폰은 그 주문에 남되 주문이 취소되어도 돌려주지 않습니다.
      </p>
    </ConfirmDialog>
  );
}
