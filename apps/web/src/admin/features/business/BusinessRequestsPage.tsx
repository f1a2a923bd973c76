import { BUSINESS_REQUEST_STATUSES, type BusinessRequestStatus, type BusinessRequestView, businessRequestStatusLabels, formatBusinessNumber } from '@maru/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { useToast } from '@/shared/ui/toast-context';
import { ConsoleApiError } from '../../api/console-api';
import { auditKey } from '../../api/query-client';
import styles from '../../ui/console.module.css';
import { formatDateTime } from '../../ui/helpers/format';
import { choiceFilter, ConsoleList, useListFilters } from '../../ui/list-frame';
import { approveBusiness, businessKey, businessRequestsQuery, BUSINESS_PAGE_SIZE, rejectBusiness } from './business-api';
import { type Decision, DecisionDialog } from './DecisionDialog';

const TONES: Record<BusinessRequestStatus, string> = { PENDING: 'wait', APPROVED: 'good', REJECTED: 'bad' };

// No fallback: the tab and the page are both always written, as the tabs always did.
const FILTERS = { status: choiceFilter(BUSINESS_REQUEST_STATUSES) };

type Deciding = { request: BusinessRequestView; decision: Decision };

function RequestRow({ request, decide }: { request: BusinessRequestView; decide: (deciding: Deciding) => void }) {
  return (
    <tr>
      <td className={styles.nowrap}>{formatDateTime(request.requestedAt)}</td>
      <td className={styles.person}>
        {request.memberName ?? <span className={styles.muted}>탈퇴한 회원</span>}
        <br />
        <span className={styles.muted}>
          {request.memberEmail ?? ''} · 회원 #{request.memberId}
        </span>
      </td>
      <td>{request.companyName}</td>
      <td className={styles.nowrap}>{formatBusinessNumber(request.bizNo)}</td>
      <td>{request.ceoName}</td>
      <td>
        {request.bizType} / {request.bizItem}
      </td>
      <td>
        <span className={styles.badge} data-tone={TONES[request.status]}>
          {businessRequestStatusLabels[request.status]}
        </span>
        {request.rejectReason ? <p className={styles.muted}>사유: {request.rejectReason}</p> : null}
      </td>
      <td>
        {request.status === 'PENDING' ? (
          <div className={styles.rowActions}>
            <Button className={styles.small} onClick={() => decide({ request, decision: 'approve' })} aria-label={`${request.companyName} 승인`}>
              승인
            </Button>
            <Button className={styles.small} variant="secondary" onClick={() => decide({ request, decision: 'reject' })} aria-label={`${request.companyName} 반려`}>
              반려
            </Button>
          </div>
        ) : (
          <span className={styles.nowrap}>{formatDateTime(request.decidedAt)}</span>
        )}
      </td>
    </tr>
  );
}

/** Approving or rejecting one request: the dialog's state and the call. */
function useDecision() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  const [deciding, setDeciding] = useState<Deciding>();
  const decide = useMutation({
    mutationFn: ({ request, decision, reason }: Deciding & { reason: string }) => (decision === 'approve' ? approveBusiness(request.memberId) : rejectBusiness(request.memberId, reason)),
    onSuccess: (decided) => {
      showToast(`${decided.companyName}: ${decided.status === 'APPROVED' ? '승인했습니다.' : '반려했습니다.'}`, 'success');
      setDeciding(undefined);
    },
    onError: (error) => {
      showToast(error instanceof ConsoleApiError ? error.message : '처리하지 못했습니다. 다시 시도해 주세요.', 'error');
      setDeciding(undefined);
    },
    // Decided here or by a colleague meanwhile: the lists and the log show the new state.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: businessKey }), queryClient.invalidateQueries({ queryKey: auditKey })]),
  });
  return { deciding, setDeciding, decide };
}

/** 사업자 회원 승인: members' requests to become business members, decided here and logged. */
export function BusinessRequestsPage() {
  const list = useListFilters(FILTERS);
  const status = list.filters.status ?? 'PENDING';
  const page = list.filters.page;
  const requests = useQuery(businessRequestsQuery(status, page));
  const { deciding, setDeciding, decide } = useDecision();

  return (
    <ConsoleList
      title="사업자 회원 승인"
      description="회원이 마이페이지에서 보낸 사업자 회원 전환 신청을 확인하고 승인하거나 반려합니다."
      label="사업자 회원 전환 신청"
      filters={
        <div className={styles.tabs} role="tablist" aria-label="신청 상태">
          {BUSINESS_REQUEST_STATUSES.map((option) => (
            <button key={option} type="button" role="tab" className={styles.tab} aria-selected={option === status} onClick={() => list.apply({ status: option })}>
              {businessRequestStatusLabels[option]}
              {option === status && requests.data ? ` (${requests.data.total})` : ''}
            </button>
          ))}
        </div>
      }
      table={{
        query: requests,
        noun: '신청',
        loading: '신청 목록을 불러오는 중',
        empty: `${businessRequestStatusLabels[status]} 상태의 신청이 없습니다.`,
        columns: ['신청일', '회원', '상호', '사업자등록번호', '대표자', '업태 / 종목', '상태', status === 'PENDING' ? '처리' : '처리일'],
        row: (request) => <RequestRow key={request.memberId} request={request} decide={setDeciding} />,
        pages: { page, size: BUSINESS_PAGE_SIZE, onPage: (next) => list.apply({ status, page: next }) },
      }}
    >
      {deciding ? (
        <DecisionDialog
          key={`${deciding.request.memberId}-${deciding.decision}`}
          request={deciding.request}
          decision={deciding.decision}
          pending={decide.isPending}
          onCancel={() => setDeciding(undefined)}
          onConfirm={(reason) => decide.mutate({ ...deciding, reason })}
        />
      ) : null}
    </ConsoleList>
  );
}
