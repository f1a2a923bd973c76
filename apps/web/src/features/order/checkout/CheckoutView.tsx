import { useQuery } from '@tanstack/react-query';
import type { OrderType } from '@maru/domain';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { addressQueryKey, fetchAddresses } from '@/features/address';
import { useProfile } from '@/features/auth';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { EmptyState, LinkButton } from '@/shared/ui';
import { fetchOrderer } from '../api/order-api';
import { readBuyNowItems } from '@/shared/buy-now/buy-now-read';
import { LoadingBlock } from '../components/LoadingBlock';
import { cartPathFor } from '../order-paths';
import styles from '../Order.module.css';
import { CheckoutForm } from './CheckoutForm';
import { checkoutSource, orderTypeOf } from './checkout-source';
import { SheetMaker } from './SheetMaker';

interface CheckoutViewProps {
  guest: boolean;
  /** The member pages know their order type; the guest page reads ?orderType=SAMPLE. */
  orderType: OrderType;
}

/** Members wait for their profile and address book (the form starts from them). */
function MemberCheckout({ sheetNo, pathname }: { sheetNo: string; pathname: string }) {
  const profile = useProfile();
  const addresses = useQuery({ queryKey: addressQueryKey, queryFn: ({ signal }) => fetchAddresses(signal) });
  const orderer = useQuery({ queryKey: ['order', 'orderer'], queryFn: ({ signal }) => fetchOrderer(signal), retry: false });
  if (profile.isLoading || addresses.isLoading || orderer.isLoading) {
    return <LoadingBlock label="주문서를 불러오는 중" />;
  }
  // The profile masks the phone; the orderer call gives the verified one whole.
  const verified = profile.data && orderer.data ? { ...profile.data, name: orderer.data.name, phone: orderer.data.phone } : profile.data;
  return <CheckoutForm sheetNo={sheetNo} guest={false} pathname={pathname} profile={verified} addresses={addresses.data?.list} />;
}

/** /order/checkout, /order/checkout/sample and /order/private/checkout: one page, as Korean shops do. */
export function CheckoutView({ guest, orderType: pageOrderType }: CheckoutViewProps) {
  const location = useLocation();
  const [search] = useSearchParams();
  const orderType = guest ? orderTypeOf(search, pageOrderType) : pageOrderType;
  const title = guest ? '비회원 주문/결제' : orderType === 'SAMPLE' ? '샘플 주문/결제' : '주문/결제';
  usePageTitle(title);
  const [storedItems] = useState(readBuyNowItems);
  const source = checkoutSource(search, location.state, storedItems);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {source.kind === 'none' ? (
        <EmptyState
          title="주문할 상품이 없습니다"
          description="장바구니에서 주문할 상품을 골라 주세요."
          actions={
            <>
              <LinkButton to={cartPathFor(orderType)}>장바구니로 가기</LinkButton>
              <LinkButton to={paths.productList()} variant="secondary">
                쇼핑 계속하기
              </LinkButton>
            </>
          }
        />
      ) : source.kind !== 'sheet' ? (
        <SheetMaker key={location.key} source={source} orderType={orderType} pathname={location.pathname} />
      ) : guest ? (
        <CheckoutForm sheetNo={source.sheetNo} guest pathname={location.pathname} />
      ) : (
        <MemberCheckout sheetNo={source.sheetNo} pathname={location.pathname} />
      )}
    </div>
  );
}
