import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ApiCode, formatKrw, SAMPLE_APPLY_FAQ_ID, type ProductOptionRow } from '@maru/domain';
import { addToCart } from '@/features/cart';
import { isApiError } from '@/shared/api';
import { paths } from '@/shared/routing';
import { Button, Dialog, LinkButton } from '@/shared/ui';
import styles from './ProductItem.module.css';

/** The server's sample rules (cart module): free samples, one delivery fee per order, five at a time. */
export const SAMPLE_FEE_PER_ORDER = 3_000;
export const SAMPLE_LIMIT = 5;
const SAMPLE_FAQ = `${paths.faq()}#faq-${SAMPLE_APPLY_FAQ_ID}`;

interface SampleRequestProps {
  productNo: number;
  optionGroupSeq: number;
  /** The product detail's sampleYn: only sampleable products offer samples. */
  sampleable: boolean;
  rows: readonly ProductOptionRow[];
}

type Outcome = { kind: 'added' } | { kind: 'duplicate' } | { kind: 'refused'; message: string };

const rowLabel = (row: ProductOptionRow) => row.itemNameList.split('|').join(' / ') || '기본';

/**
 * 샘플 신청: the shopper picks one option and it goes to the sample cart (one per option,
 * quantity 1). The server refuses a duplicate (3002), a sixth sample and non-sampleable products.
 */
export function SampleRequest({ productNo, optionGroupSeq, sampleable, rows }: SampleRequestProps) {
  const selectId = useId();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);

  if (!sampleable) return null;

  const available = rows.filter((row) => row.stockCnt > 0 && row.soldOutYn !== 'Y');
  const only = available.length === 1 ? available[0]?.itemGroupSeq : undefined;
  const choice = picked ?? only;

  const openDialog = () => {
    setPicked(undefined);
    setOutcome(undefined);
    setOpen(true);
  };

  const request = async () => {
    if (choice === undefined) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      await addToCart([{ productNo, optionGroupSeq, itemGroupSeq: choice, qty: 1 }], 'SAMPLE');
      setOutcome({ kind: 'added' });
    } catch (error) {
      if (isApiError(error) && Number(error.code) === ApiCode.CART_ITEM_EXISTS) setOutcome({ kind: 'duplicate' });
      else setOutcome({ kind: 'refused', message: error instanceof Error && error.message ? error.message : '샘플을 신청하지 못했어요. 잠시 후 다시 시도해 주세요.' });
    } finally {
      setBusy(false);
    }
  };

  const added = outcome?.kind === 'added';
  const footer = added ? (
    <>
      <Button variant="secondary" onClick={() => setOpen(false)}>
        쇼핑 계속하기
      </Button>
      <LinkButton to={paths.cartSample()}>샘플 장바구니 보기</LinkButton>
    </>
  ) : (
    <>
      {outcome?.kind === 'duplicate' ? (
        <LinkButton variant="secondary" to={paths.cartSample()}>
          샘플 장바구니 보기
        </LinkButton>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(false)}>
          취소
        </Button>
      )}
      <Button onClick={() => void request()} disabled={busy || choice === undefined}>
        샘플 담기
      </Button>
    </>
  );

  return (
    <section className={styles.sample} aria-label="샘플 신청">
      <Button variant="ghost" onClick={openDialog} disabled={available.length === 0}>
        샘플 신청
      </Button>
      <p className={styles.sampleNote} data-testid="sample-note">
        샘플은 무료이며 배송비 {formatKrw(SAMPLE_FEE_PER_ORDER)}이 주문마다 한 번 부과됩니다. 옵션마다 1개씩, 최대 {SAMPLE_LIMIT}개까지 신청할 수
        있습니다. <Link to={SAMPLE_FAQ}>샘플 신청 안내 (FAQ)</Link>
      </p>
      <Dialog open={open} onClose={() => setOpen(false)} title="샘플 신청" footer={footer}>
        {added ? (
          <p role="status">샘플 장바구니에 담았어요.</p>
        ) : (
          <>
            <label htmlFor={selectId} className={styles.sampleLabel}>
              샘플 옵션
            </label>
            <select
              id={selectId}
              className={styles.sampleSelect}
              value={choice ?? ''}
              onChange={(event) => {
                setPicked(Number(event.target.value));
                setOutcome(undefined);
              }}
            >
              <option value="" disabled>
                옵션을 선택해 주세요
              </option>
              {rows.map((row) => {
                const soldOut = row.stockCnt <= 0 || row.soldOutYn === 'Y';
                return (
                  <option key={row.itemGroupSeq} value={row.itemGroupSeq} disabled={soldOut}>
                    {rowLabel(row)}
                    {soldOut ? ' (품절)' : ''}
                  </option>
                );
              })}
            </select>
            <p className={styles.muted}>샘플은 옵션마다 1개씩 담깁니다.</p>
            {outcome?.kind === 'duplicate' ? <p role="alert">이미 샘플 장바구니에 담긴 샘플입니다.</p> : null}
            {outcome?.kind === 'refused' ? <p role="alert">{outcome.message}</p> : null}
          </>
        )}
      </Dialog>
    </section>
  );
}
