import { formatKrw, SAMPLE_APPLY_FAQ_ID } from '@maru/domain';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { Button, EmptyState, LinkButton, Spinner } from '@/shared/ui';
import type { CartType } from './cart-actions';
import styles from './Cart.module.css';

const SAMPLE_FAQ = `${paths.faq()}#faq-${SAMPLE_APPLY_FAQ_ID}`;

/** While the lines load, or when they could not be. */
export function CartLoading({ isPending, onRetry }: { isPending: boolean; onRetry: () => void }) {
  return isPending ? (
    <Spinner />
  ) : (
    <div role="alert" className={styles.loadFailed}>
      <p>장바구니를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>
      <Button onClick={onRetry}>다시 시도</Button>
    </div>
  );
}

/** The sample cart's rules: how many at once, and the one delivery fee. */
export function SampleInfo({ sampleLimit, sampleFee }: { sampleLimit: number; sampleFee: number }) {
  return (
    <p className={styles.sampleInfo} data-testid="sample-info">
      샘플은 옵션마다 1개씩, 한 번에 최대 {sampleLimit}개까지 신청할 수 있습니다. 샘플은 무료이며 배송비 {formatKrw(sampleFee)}이 주문마다 한 번
      부과됩니다. <Link to={SAMPLE_FAQ}>샘플 신청 안내 (FAQ)</Link>
    </p>
  );
}

export function EmptyCart({ cartType }: { cartType: CartType }) {
  return (
    <EmptyState
      title={cartType === 'SAMPLE' ? '샘플 장바구니가 비어 있습니다' : '장바구니가 비어 있습니다'}
      description={cartType === 'SAMPLE' ? '타일과 카펫 타일은 주문 전에 샘플로 먼저 받아 보실 수 있어요.' : '마음에 드는 가구와 타일을 담아 보세요.'}
      actions={
        <>
          <LinkButton to={paths.productList()}>쇼핑 계속하기</LinkButton>
          <LinkButton to={paths.home()} variant="secondary">
            홈으로
          </LinkButton>
        </>
      }
    />
  );
}
