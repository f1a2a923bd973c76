import { useQueryClient } from '@tanstack/react-query';
import type { OrderType, SheetRequest } from '@maru/domain';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { EmptyState, LinkButton } from '@/shared/ui';
import { createSheet, sheetQueryKey } from '../api/order-api';
import { clearBuyNowItems } from '@/shared/buy-now/buy-now';
import { LoadingBlock } from '../components/LoadingBlock';
import { cartPathFor } from '../order-paths';
import type { CheckoutSource } from './checkout-source';

interface SheetMakerProps {
  source: Exclude<CheckoutSource, { kind: 'sheet' } | { kind: 'none' }>;
  orderType: OrderType;
  pathname: string;
}

const sheetRequestOf = (source: SheetMakerProps['source'], orderType: OrderType): SheetRequest =>
  source.kind === 'cart' ? { orderType, cartSeqList: source.cartSeqList } : { orderType, items: source.items };

/**
 * Makes the sheet once, then replaces the address with ?sheetNo=… so that a reload reads
 * that sheet again instead of making another.
 */
export function SheetMaker({ source, orderType, pathname }: SheetMakerProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  // The effect runs twice in development (StrictMode); the sheet must still be made once.
  const started = useRef(false);
  const request = useRef(sheetRequestOf(source, orderType));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    createSheet(request.current).then(
      (sheet) => {
        queryClient.setQueryData(sheetQueryKey(sheet.sheetNo, null), sheet);
        clearBuyNowItems();
        void navigate(`${pathname}?sheetNo=${encodeURIComponent(sheet.sheetNo)}`, { replace: true, state: null });
      },
      (error: unknown) => setFailure(error instanceof Error && error.message ? error.message : '주문서를 만들지 못했습니다. 잠시 후 다시 시도해 주세요.'),
    );
  }, [navigate, pathname, queryClient]);

  if (failure) {
    return (
      <EmptyState
        title="주문서를 만들 수 없습니다"
        description={failure}
        actions={<LinkButton to={cartPathFor(orderType)}>{orderType === 'SAMPLE' ? '샘플 장바구니로 돌아가기' : '장바구니로 돌아가기'}</LinkButton>}
      />
    );
  }
  return <LoadingBlock label="주문서를 만드는 중" />;
}
