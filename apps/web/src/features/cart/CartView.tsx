import { useQuery } from '@tanstack/react-query';
import { formatKrw, SAMPLE_APPLY_FAQ_ID } from '@maru/domain';
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { Button, Dialog, EmptyState, LinkButton, Spinner, useToast } from '@/shared/ui';
import type { CartType } from './cart-actions';
import { cartQueryKey, fetchCart, type CartLineData } from './cart-api';
import { checkoutPath, deliveryGroups, keepValid, liveTotals, splitLines, toggleAll, toggleLine } from './cart-selection';
import { CartLineItem } from './CartLineItem';
import { CartSummary } from './CartSummary';
import { ChangeOptionDialog } from './ChangeOptionDialog';
import { useCartActions } from './use-cart-actions';
import styles from './Cart.module.css';

const SAMPLE_FAQ = `${paths.faq()}#faq-${SAMPLE_APPLY_FAQ_ID}`;

function Tabs() {
  const tabClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.tab} ${styles.activeTab}` : styles.tab);
  return (
    <nav aria-label="장바구니 종류" className={styles.tabs}>
      <NavLink to={paths.cart()} end className={tabClass}>
        상품
      </NavLink>
      <NavLink to={paths.cartSample()} className={tabClass}>
        샘플
      </NavLink>
    </nav>
  );
}

/** The product cart and the sample cart share this page; only the rules differ. */
export function CartView({ cartType }: { cartType: CartType }) {
  const title = cartType === 'SAMPLE' ? '샘플 장바구니' : '장바구니';
  usePageTitle(title);
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { data, isPending, isError, refetch } = useQuery({ queryKey: cartQueryKey(cartType), queryFn: ({ signal }) => fetchCart(cartType, signal) });
  const { change, remove, busy } = useCartActions(cartType);
  // undefined = untouched: every orderable line starts ticked (within the sample limit).
  const [picked, setPicked] = useState<Set<number> | undefined>(undefined);
  const [confirmDelete, setConfirmDelete] = useState<number[] | undefined>(undefined);
  const [changing, setChanging] = useState<CartLineData | undefined>(undefined);

  // The title and tabs show at once; only the lines wait for the server.
  if (isPending || isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <Tabs />
        {isPending ? (
          <Spinner />
        ) : (
          <div role="alert" className={styles.loadFailed}>
            <p>장바구니를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>
            <Button onClick={() => void refetch()}>다시 시도</Button>
          </div>
        )}
      </div>
    );
  }

  const lines = data.list;
  const limit = cartType === 'SAMPLE' ? data.sampleLimit : Number.POSITIVE_INFINITY;
  const selected = picked === undefined ? toggleAll(lines, new Set(), limit) : keepValid(lines, picked);
  const { orderable, unavailable } = splitLines(lines);
  const totals = liveTotals(cartType, lines, selected, data.sampleFee);
  const allTicked = orderable.length > 0 && orderable.slice(0, limit).every((line) => selected.has(line.cartSeq));

  const toggle = (cartSeq: number) => {
    const outcome = toggleLine(selected, cartSeq, limit);
    if (outcome.refused) showToast(`샘플은 한 번에 ${data.sampleLimit}개까지 주문할 수 있습니다.`);
    setPicked(outcome.selected);
  };

  const renderLine = (line: CartLineData) => (
    <CartLineItem
      key={line.cartSeq}
      line={line}
      checked={selected.has(line.cartSeq)}
      busy={busy}
      onToggle={() => toggle(line.cartSeq)}
      onQty={(qty) => change.mutate({ cartItemSeq: line.cartSeq, qty })}
      onChangeOption={() => setChanging(line)}
      onDelete={() => setConfirmDelete([line.cartSeq])}
    />
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Tabs />
      {cartType === 'SAMPLE' ? (
        <p className={styles.sampleInfo} data-testid="sample-info">
          샘플은 옵션마다 1개씩, 한 번에 최대 {data.sampleLimit}개까지 신청할 수 있습니다. 샘플은 무료이며 배송비 {formatKrw(data.sampleFee)}이 주문마다 한 번
          부과됩니다. <Link to={SAMPLE_FAQ}>샘플 신청 안내 (FAQ)</Link>
        </p>
      ) : null}

      {lines.length === 0 ? (
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
      ) : (
        <div className={styles.layout}>
          <section aria-label="담은 상품">
            <div className={styles.toolbar}>
              <label>
                <input type="checkbox" checked={allTicked} disabled={orderable.length === 0} onChange={() => setPicked(toggleAll(lines, selected, limit))} />
                전체 선택 ({selected.size}/{orderable.length})
              </label>
              <Button variant="secondary" disabled={selected.size === 0 || busy} onClick={() => setConfirmDelete([...selected])}>
                선택 삭제
              </Button>
            </div>
            <ul className={styles.lines}>{orderable.map(renderLine)}</ul>
            {unavailable.length > 0 ? (
              <section aria-label="주문할 수 없는 상품" className={styles.unavailableSection}>
                <h2>품절 · 재고 부족 상품 ({unavailable.length})</h2>
                <p>주문할 수 없는 상품은 결제 금액에 포함되지 않습니다.</p>
                <ul className={styles.lines}>{unavailable.map(renderLine)}</ul>
              </section>
            ) : null}
          </section>
          <CartSummary cartType={cartType} totals={totals} groups={deliveryGroups(lines, selected)} onOrder={() => navigate(checkoutPath(cartType, lines, selected))} />
        </div>
      )}

      {confirmDelete ? (
        <Dialog
          open
          onClose={() => setConfirmDelete(undefined)}
          title="상품 삭제"
          footer={
            <>
              <Button variant="secondary" onClick={() => setConfirmDelete(undefined)}>
                취소
              </Button>
              <Button
                onClick={() => {
                  remove.mutate(confirmDelete);
                  setConfirmDelete(undefined);
                }}
              >
                삭제
              </Button>
            </>
          }
        >
          <p>선택한 상품 {confirmDelete.length}개를 장바구니에서 삭제할까요?</p>
        </Dialog>
      ) : null}

      {changing ? (
        <ChangeOptionDialog
          line={changing}
          onClose={() => setChanging(undefined)}
          onChange={(row) => {
            change.mutate({ cartItemSeq: changing.cartSeq, optionGroupSeq: row.itemGroupSeq });
            setChanging(undefined);
          }}
        />
      ) : null}
    </div>
  );
}
