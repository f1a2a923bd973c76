import { formatNumber, HOLDER_STATUSES, holderStatusLabels, type HolderStatus } from '@maru/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { choicesOf } from '@/shared/ui/Options';
import { Button } from '@/shared/ui/Button';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { ConfirmDialog } from '../../ui/pieces/ConfirmDialog';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { ResultTable } from '../../ui/pieces/ResultTable';
import { SelectField } from '../../ui/pieces/fields';
import { couponHoldersQuery, recallCoupon } from './coupons-api';

/**
 * 받은 회원과 회수: the coupon's copies (members masked), by state; unused copies of chosen
 * members, or all of them, are recalled after a confirmation that says what happens to a copy
 * an order holds.
 */
export function HoldersPanel({ couponId, onRecalled }: { couponId: number; onRecalled: () => void }) {
  const { showToast } = useToast();
  const [status, setStatus] = useState<HolderStatus | undefined>();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number[]>([]);
  const [confirming, setConfirming] = useState<'CHOSEN' | 'ALL'>();
  const holders = useQuery(couponHoldersQuery(couponId, { status, page }));
  const recall = useMutation({
    mutationFn: (what: 'CHOSEN' | 'ALL') => recallCoupon(couponId, what === 'ALL' ? { all: true } : { memberIds: chosen }),
    onSuccess: (result) => {
      setConfirming(undefined);
      setChosen([]);
      showToast(`${formatNumber(result.recalled)}장을 회수했습니다.${result.inUse ? ` 주문에 쓰인 ${formatNumber(result.inUse)}장은 그 주문에 남습니다.` : ''}`, 'success');
      void holders.refetch();
      onRecalled();
    },
    onError: (error) => {
      setConfirming(undefined);
      showToast(error instanceof ConsoleApiError ? error.message : '회수하지 못했습니다.', 'error');
    },
  });
  const toggle = (memberId: number) => setChosen(chosen.includes(memberId) ? chosen.filter((id) => id !== memberId) : [...chosen, memberId]);

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
        row={(row) => (
          <tr key={row.memberCouponId}>
            <td>
              {row.status === 'USABLE' ? (
                <input type="checkbox" checked={chosen.includes(row.memberId)} onChange={() => toggle(row.memberId)} aria-label={`${row.name} (회원번호 ${row.memberId}) 고르기`} />
              ) : null}
            </td>
            <td className={styles.nowrap}>{row.memberId}</td>
            <td>{row.name}</td>
            <td className={styles.nowrap}>{holderStatusLabels[row.status]}</td>
            <td className={styles.nowrap}>{formatDateTime(row.issuedAt)}</td>
            <td className={styles.nowrap}>{formatDateTime(row.expiresAt)}</td>
            <td className={styles.nowrap}>{row.usedOrderNo ?? ''}</td>
          </tr>
        )}
        pages={{ page, size: 20, onPage: setPage }}
      />
      {confirming ? (
        <ConfirmDialog
          title="쿠폰 회수"
          confirmLabel={confirming === 'ALL' ? '전부 회수' : `${formatNumber(chosen.length)}명 회수`}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => recall.mutate(confirming)}
          pending={recall.isPending}
        >
          <p>
            {confirming === 'ALL' ? '아직 쓰지 않은 쿠폰을 모두' : '고른 회원의 쓰지 않은 쿠폰을'} 회수합니다. 회원의 쿠폰함에서 바로 사라지고 결제에 쓸 수 없습니다. 이미 사용한 쿠폰은 그대로 남고, 결제를
            기다리는 주문에 쓰인 쿠폰은 그 주문에 남되 주문이 취소되어도 돌려주지 않습니다.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
