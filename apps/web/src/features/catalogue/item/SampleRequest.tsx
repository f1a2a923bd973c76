import { Link } from 'react-router';
import { formatKrw, SAMPLE_APPLY_FAQ_ID, type ProductOptionRow } from '@maru/domain';
import { paths } from '@/shared/routing';
import { Button, Dialog, LinkButton } from '@/shared/ui';
import styles from './ProductItem.module.css';
import { useSampleRequest, type SampleOutcome } from './use-sample-request';

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

const rowLabel = (row: ProductOptionRow) => row.itemNameList.split('|').join(' / ') || '기본';

interface SampleFooterProps {
  outcome: SampleOutcome | undefined;
  /** 샘플 담기 is off while sending and until an option is picked. */
  disabled: boolean;
  onClose: () => void;
  onRequest: () => void;
}

/** The dialog's buttons: after adding, on to the sample cart; before, cancel (or the cart, for a duplicate) and 샘플 담기. */
function SampleFooter({ outcome, disabled, onClose, onRequest }: SampleFooterProps) {
  return outcome?.kind === 'added' ? (
    <>
      <Button variant="secondary" onClick={onClose}>
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
        <Button variant="secondary" onClick={onClose}>
          취소
        </Button>
      )}
      <Button onClick={onRequest} disabled={disabled}>
        샘플 담기
      </Button>
    </>
  );
}

interface SampleOptionPickerProps {
  selectId: string;
  rows: readonly ProductOptionRow[];
  choice: number | undefined;
  onPick: (itemGroupSeq: number) => void;
  outcome: SampleOutcome | undefined;
}

/** The option to sample (sold-out ones shown but not choosable), and why the last request failed. */
function SampleOptionPicker({ selectId, rows, choice, onPick, outcome }: SampleOptionPickerProps) {
  return (
    <>
      <label htmlFor={selectId} className={styles.sampleLabel}>
        샘플 옵션
      </label>
      <select id={selectId} className={styles.sampleSelect} value={choice ?? ''} onChange={(event) => onPick(Number(event.target.value))}>
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
  );
}

/**
 * 샘플 신청: the shopper picks one option and it goes to the sample cart (one per option,
 * quantity 1). The server refuses a duplicate (3002), a sixth sample and non-sampleable products.
 */
export function SampleRequest({ productNo, optionGroupSeq, sampleable, rows }: SampleRequestProps) {
  const { selectId, open, openDialog, closeDialog, busy, outcome, available, choice, pick, request } = useSampleRequest({ productNo, optionGroupSeq, rows });

  if (!sampleable) return null;

  const added = outcome?.kind === 'added';
  const footer = <SampleFooter outcome={outcome} disabled={busy || choice === undefined} onClose={closeDialog} onRequest={() => void request()} />;

  return (
    <section className={styles.sample} aria-label="샘플 신청">
      <Button variant="ghost" onClick={openDialog} disabled={available.length === 0}>
        샘플 신청
      </Button>
      <p className={styles.sampleNote} data-testid="sample-note">
        샘플은 무료이며 배송비 {formatKrw(SAMPLE_FEE_PER_ORDER)}이 주문마다 한 번 부과됩니다. 옵션마다 1개씩, 최대 {SAMPLE_LIMIT}개까지 신청할 수
        있습니다. <Link to={SAMPLE_FAQ}>샘플 신청 안내 (FAQ)</Link>
      </p>
      <Dialog open={open} onClose={closeDialog} title="샘플 신청" footer={footer}>
        {added ? <p role="status">샘플 장바구니에 담았어요.</p> : <SampleOptionPicker selectId={selectId} rows={rows} choice={choice} onPick={pick} outcome={outcome} />}
      </Dialog>
    </section>
  );
}
