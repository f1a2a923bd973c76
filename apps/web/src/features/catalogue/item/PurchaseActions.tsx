import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type SelectionLine } from '@maru/domain';
import { addToCart, type CartItemInput, checkCartDuplicate } from '@/features/cart';
import { saveBuyNowItems } from '@/shared/buy-now/buy-now';
import { paths } from '@/shared/routing';
import { Button, Dialog, LinkButton, useToast } from '@/shared/ui';
import styles from './ProductItem.module.css';

interface PurchaseActionsProps {
  productNo: number;
  optionGroupSeq: number;
  lines: readonly SelectionLine[];
}

type Step = 'idle' | 'confirm-duplicate' | 'added';

/** The lines are in the cart already: 더 담기 adds them once more. */
function DuplicateDialog({ open, busy, onClose, onAddMore }: { open: boolean; busy: boolean; onClose: () => void; onAddMore: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="장바구니"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            취소
          </Button>
          <Button onClick={onAddMore} disabled={busy}>
            더 담기
          </Button>
        </>
      }
    >
      <p>이미 장바구니에 담긴 상품입니다. 더 담으시겠어요?</p>
    </Dialog>
  );
}

function AddedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="장바구니"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            쇼핑 계속하기
          </Button>
          <LinkButton to={paths.cart()}>장바구니 보기</LinkButton>
        </>
      }
    >
      <p>장바구니에 상품을 담았어요.</p>
    </Dialog>
  );
}

/** 장바구니 담기 (with the duplicate question of spec 02 §5) and 바로 구매. */
export function PurchaseActions({ productNo, optionGroupSeq, lines }: PurchaseActionsProps) {
  const navigate = useNavigate();
  const { showToast } = useToast();
  const [step, setStep] = useState<Step>('idle');
  const [busy, setBusy] = useState(false);
  const items: CartItemInput[] = lines.map((line) => ({
    productNo,
    optionGroupSeq,
    itemGroupSeq: line.row.itemGroupSeq,
    qty: line.qty,
  }));

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      showToast(error instanceof Error && error.message ? error.message : '장바구니에 담지 못했어요.', 'error');
    } finally {
      setBusy(false);
    }
  };

  const add = () =>
    run(async () => {
      // The cart feature's add also reports AddToCart (conversion type 3) and refreshes the badge.
      await addToCart(items);
      setStep('added');
    });

  const onAddToCart = () => {
    if (lines.length === 0) {
      showToast('옵션을 먼저 선택해 주세요.', 'info');
      return;
    }
    void run(async () => {
      if (await checkCartDuplicate(items)) setStep('confirm-duplicate');
      else await add();
    });
  };

  const onBuyNow = () => {
    if (lines.length === 0) {
      showToast('옵션을 먼저 선택해 주세요.', 'info');
      return;
    }
    // Router state is lost when a guest is sent to sign in first, so the lines also wait in
    // session storage for the checkout (member or guest) that follows.
    saveBuyNowItems(items);
    void navigate(paths.orderCheckout(), { state: { items } });
  };

  return (
    <div className={styles.actions}>
      <Button variant="secondary" size="lg" onClick={onAddToCart} disabled={busy}>
        장바구니 담기
      </Button>
      <Button size="lg" onClick={onBuyNow} disabled={busy}>
        바로 구매
      </Button>
      <DuplicateDialog open={step === 'confirm-duplicate'} busy={busy} onClose={() => setStep('idle')} onAddMore={() => void add()} />
      <AddedDialog open={step === 'added'} onClose={() => setStep('idle')} />
    </div>
  );
}
