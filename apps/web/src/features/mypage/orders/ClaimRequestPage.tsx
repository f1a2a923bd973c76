import type { ClaimKindName } from '@maru/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { ClaimRequest, lineNosFrom, submittedMessage, type ClaimSubmitted } from '@/features/order';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { LinkButton, useToast } from '@/shared/ui';
import styles from './orders.module.css';

const titles = { CANCEL: '주문 취소', RETURN: '반품 신청' } as const;

/**
 * /mypage/order/cancel and /mypage/order/refund: the form for the order and lines in the
 * address (`?orderNo=&lineNos=1,2`, from paths.mypage.orderClaimForm); once sent, the claim's page, with a toast saying what happened.
 */
export function ClaimRequestPage({ kind }: { kind: ClaimKindName }) {
  usePageTitle(titles[kind]);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const orderNo = search.get('orderNo') ?? '';

  const submitted = (result: ClaimSubmitted) => {
    showToast(submittedMessage(kind, result), 'success');
    const [first] = result.claimNos;
    void navigate(first ? paths.mypage.orderCancelDetail(first) : paths.mypage.order(orderNo), { replace: true });
  };

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{titles[kind]}</h1>
        {orderNo ? (
          <LinkButton variant="ghost" to={paths.mypage.order(orderNo)}>
            주문 상세로
          </LinkButton>
        ) : null}
      </div>
      <ClaimRequest kind={kind} orderNo={orderNo} initialLineNos={lineNosFrom(search.get('lineNos'))} onSubmitted={submitted} />
    </div>
  );
}
