import { formatKrw, type AdminOrderView } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import styles from '../../ui/console.module.css';
import { DataTable } from '../../ui/pieces/DataTable';
import { formatDateTime } from '../../ui/helpers/format';
import { PageHeader } from '../../ui/pieces/PageHeader';
import { QueryFailure } from '../../ui/pieces/QueryFailure';
import { auditKey } from '../../api/query-client';
import { ClaimsPanel } from './ClaimsPanel';
import { LineActionDialog, type LineAction } from './LineActionDialog';
import { OrderAmounts } from './OrderAmounts';
import { orderQuery, ordersKey } from './orders-api';
import own from './orders.module.css';

/** What the buttons do, and the state machine event each needs every chosen line to accept. */
const ACTIONS: readonly { action: LineAction; label: string; event: string }[] = [
  { action: 'prepare', label: '상품준비중으로', event: 'PREPARE' },
  { action: 'ship', label: '배송 시작 (송장 입력)', event: 'SHIP' },
  { action: 'deliver', label: '배송완료로', event: 'DELIVER' },
  { action: 'cancel', label: '판매자 취소', event: 'CANCEL' },
];

/** One order: its lines (choose some, then act on them), payment, delivery address and claims. */
export function OrderDetailPage() {
  const { orderNo = '' } = useParams();
  const order = useQuery(orderQuery(orderNo));
  return (
    <>
      <PageHeader title={`주문 ${orderNo}`} description={<Link to="..">주문 목록으로</Link>} />
      {order.isPending ? (
        <Spinner label="주문을 불러오는 중" />
      ) : order.isError ? (
        <QueryFailure error={order.error} retry={() => void order.refetch()} />
      ) : (
        <OrderDetail order={order.data} />
      )}
    </>
  );
}

function OrderDetail({ order }: { order: AdminOrderView }) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [chosen, setChosen] = useState<number[]>([]);
  const [acting, setActing] = useState<LineAction>();
  const eventsOf = (lineNo: number) => order.lineEvents.find((entry) => entry.lineNo === lineNo)?.events ?? [];
  const allows = (event: string) => chosen.length > 0 && chosen.every((lineNo) => eventsOf(lineNo).includes(event));
  const toggle = (lineNo: number) => setChosen((current) => (current.includes(lineNo) ? current.filter((no) => no !== lineNo) : [...current, lineNo]));

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: ordersKey }), queryClient.invalidateQueries({ queryKey: auditKey })]);
  const done = useMutation({
    mutationFn: async (run: () => Promise<unknown>) => run(),
    onSuccess: () => {
      showToast('처리했습니다.', 'success');
      setActing(undefined);
      setChosen([]);
    },
    onError: (error) => showToast(error instanceof ConsoleApiError ? error.message : '처리하지 못했습니다. 다시 시도해 주세요.', 'error'),
    onSettled: refresh,
  });

  return (
    <>
      <section className={styles.panel} aria-labelledby="order-lines">
        <h2 id="order-lines">
          상품 <span className={styles.muted}>{order.displayStatus}</span>
        </h2>
        <DataTable columns={['선택', '상품', '수량', '금액', '상태', '배송']}>
          {order.lines.map((line) => (
            <tr key={line.lineNo}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${line.productName} 선택`}
                  checked={chosen.includes(line.lineNo)}
                  disabled={eventsOf(line.lineNo).length === 0}
                  onChange={() => toggle(line.lineNo)}
                />
              </td>
              <td>
                {line.brandName} {line.productName}
                <br />
                <span className={styles.small}>{line.optionName}</span>
              </td>
              <td>{line.qty}</td>
              <td className={own.money}>{formatKrw(line.sellingPrice * line.qty)}</td>
              <td>
                {line.statusLabel}
                {line.claimNo ? <span className={styles.small}> ({line.claimNo})</span> : null}
              </td>
              <td className={styles.small}>
                {line.tracking ? (
                  <>
                    {line.tracking.carrierName} <span className={own.figure}>{line.tracking.trackingNo}</span>
                  </>
                ) : (
                  '—'
                )}
                {line.deliveredAt ? <br /> : null}
                {line.deliveredAt ? `배송완료 ${formatDateTime(line.deliveredAt)}` : null}
              </td>
            </tr>
          ))}
        </DataTable>
        <div className={styles.rowActions} role="group" aria-label="선택한 상품 처리">
          {ACTIONS.map(({ action, label, event }) => (
            <Button key={action} variant={action === 'cancel' ? 'secondary' : 'primary'} disabled={!allows(event) || done.isPending} onClick={() => setActing(action)}>
              {label}
            </Button>
          ))}
        </div>
      </section>

      <ClaimsPanel order={order} pending={done.isPending} onDecide={(run) => done.mutate(run)} />

      <section className={styles.panel} aria-labelledby="order-payment">
        <h2 id="order-payment">결제와 배송지</h2>
        <OrderAmounts order={order} />
        <dl>
          <dt>주문번호</dt>
          <dd className={own.figure}>{order.orderNo}</dd>
          <dt>주문일시</dt>
          <dd className={own.figure}>{formatDateTime(order.createdAt)}</dd>
          <dt>결제</dt>
          <dd>
            {order.payment.methodLabel} · 결제 <span className={own.figure}>{formatKrw(order.payment.paidAmount)}</span>, 환불 <span className={own.figure}>{formatKrw(order.payment.refundedAmount)}</span>
          </dd>
          <dt>주문자</dt>
          <dd>
            {order.orderer.name} · <span className={own.figure}>{order.orderer.phone}</span> {order.memberId === null ? '(비회원)' : `(회원 ${order.memberId})`}
          </dd>
          <dt>받는 분</dt>
          <dd>
            {order.receiver.name} · <span className={own.figure}>{order.receiver.phone}</span> · ({order.receiver.zonecode}) {order.receiver.address} {order.receiver.addressDetail}
            {order.receiver.memo ? ` · ${order.receiver.memo}` : ''}
          </dd>
        </dl>
      </section>

      {acting ? (
        <LineActionDialog
          action={acting}
          order={order}
          lineNos={chosen}
          pending={done.isPending}
          onCancel={() => setActing(undefined)}
          onConfirm={(run) => done.mutate(run)}
        />
      ) : null}
    </>
  );
}
