import { Link, useParams } from 'react-router';
import { ClaimDetailView } from '@/features/order';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { LinkButton } from '@/shared/ui';
import styles from '../orders/orders.module.css';

/** /mypage/order/cancel/detail/{claimNo}: one cancel or return. */
function OrderCancelDetailPage() {
  usePageTitle('취소·반품 상세');
  const { id = '' } = useParams();
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>취소·반품 상세</h1>
      </div>
      <ClaimDetailView claimNo={id} orderLink={(orderNo) => <Link to={paths.mypage.order(orderNo)}>{orderNo}</Link>} />
      <div className={styles.pageActions}>
        <LinkButton variant="secondary" to={paths.mypage.orderCancelList()}>
          취소·반품 내역
        </LinkButton>
        <LinkButton variant="secondary" to={paths.mypage.orderList()}>
          주문 내역
        </LinkButton>
      </div>
    </div>
  );
}

export default withQueryClient(OrderCancelDetailPage);
