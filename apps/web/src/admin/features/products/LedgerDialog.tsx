import { formatNumber, stockReasonLabels } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '@/shared/ui/Dialog';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { ResultTable } from '../../ui/pieces/ResultTable';
import { LEDGER_PAGE_SIZE, ledgerQuery } from './products-api';
import own from './products.module.css';

/** 재고 이력: every move of one combination's stock, newest first, with who moved it and why (times in Korean time). */
export function LedgerDialog({ itemGroupSeq, name, onClose }: { itemGroupSeq: number; name: string; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const ledger = useQuery(ledgerQuery(itemGroupSeq, page));
  return (
    <Dialog open onClose={onClose} title={`재고 이력: ${name}`}>
      <div className={own.dense}>
        <ResultTable
          query={ledger}
          noun="이력"
          loading="재고 이력을 불러오는 중"
          empty="재고 이력이 없습니다."
          columns={['일시', '사유', '변동', '변동 후', '처리자', '주문번호', '메모']}
          row={(entry) => (
            <tr key={entry.ledgerId}>
              <td className={styles.nowrap}>{formatDateTime(entry.createdAt)}</td>
              <td className={styles.nowrap}>{stockReasonLabels[entry.reason]}</td>
              <td className={`${own.number} ${entry.change > 0 ? own.plus : own.minus}`}>
                {entry.change > 0 ? '+' : ''}
                {formatNumber(entry.change)}
              </td>
              <td className={own.number}>{formatNumber(entry.stockAfter)}</td>
              <td className={styles.nowrap}>{entry.staffName ?? '시스템'}</td>
              <td className={styles.nowrap}>{entry.orderNo ?? '—'}</td>
              <td>{entry.memo || '—'}</td>
            </tr>
          )}
          pages={{ page, size: LEDGER_PAGE_SIZE, onPage: setPage }}
        />
      </div>
    </Dialog>
  );
}
