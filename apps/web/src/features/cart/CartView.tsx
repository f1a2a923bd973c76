import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { useToast } from '@/shared/ui';
import type { CartType } from './cart-actions';
import { cartQueryKey, fetchCart, type CartLineData } from './cart-api';
import { cartPicks, checkoutPath, deliveryGroups, toggleAll, toggleLine } from './cart-selection';
import { CartDialogs } from './CartDialogs';
import { CartLines } from './CartLines';
import { CartLoading, EmptyCart, SampleInfo } from './CartNotices';
import { CartSummary } from './CartSummary';
import { useCartActions } from './use-cart-actions';
import styles from './Cart.module.css';

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
        <CartLoading isPending={isPending} onRetry={() => void refetch()} />
      </div>
    );
  }

  const { lines, limit, selected, orderable, unavailable, totals, allTicked } = cartPicks(cartType, data, picked);

  const toggle = (cartSeq: number) => {
    const outcome = toggleLine(selected, cartSeq, limit);
    if (outcome.refused) showToast(`샘플은 한 번에 ${data.sampleLimit}개까지 주문할 수 있습니다.`);
    setPicked(outcome.selected);
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <Tabs />
      {cartType === 'SAMPLE' ? <SampleInfo sampleLimit={data.sampleLimit} sampleFee={data.sampleFee} /> : null}

      {lines.length === 0 ? (
        <EmptyCart cartType={cartType} />
      ) : (
        <div className={styles.layout}>
          <CartLines
            orderable={orderable}
            unavailable={unavailable}
            selected={selected}
            allTicked={allTicked}
            busy={busy}
            onToggleAll={() => setPicked(toggleAll(lines, selected, limit))}
            onDeleteSelected={() => setConfirmDelete([...selected])}
            onToggle={toggle}
            onQty={(cartItemSeq, qty) => change.mutate({ cartItemSeq, qty })}
            onChangeOption={setChanging}
            onDelete={(cartSeq) => setConfirmDelete([cartSeq])}
          />
          <CartSummary cartType={cartType} totals={totals} groups={deliveryGroups(lines, selected)} onOrder={() => navigate(checkoutPath(cartType, lines, selected))} />
        </div>
      )}

      <CartDialogs
        confirmDelete={confirmDelete}
        changing={changing}
        closeDelete={() => setConfirmDelete(undefined)}
        closeChange={() => setChanging(undefined)}
        onDelete={(cartSeqs) => remove.mutate(cartSeqs)}
        onChangeOption={(cartItemSeq, optionGroupSeq) => change.mutate({ cartItemSeq, optionGroupSeq })}
      />
    </div>
  );
}
