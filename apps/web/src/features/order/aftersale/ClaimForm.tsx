import { type ClaimKindName, type MyOrderView, withParticle } from '@maru/domain';
import { BusyButton, FormAlert } from '@/shared/form';
import { Button } from '@/shared/ui';
import type { ClaimSubmitted } from '../api/aftersale-api';
import orderStyles from '../Order.module.css';
import styles from './AfterSale.module.css';
import { ClaimConfirmDialog } from './ClaimConfirmDialog';
import { ClaimLinesField } from './ClaimLinesField';
import { ClaimReasonField, ClaimReasonText } from './ClaimReasonField';
import type { ClaimWords } from './claim-form';
import { RefundAccountFields } from './RefundAccountFields';
import { RefundPreview } from './RefundPreview';
import { useClaimForm } from './use-claim-form';

export interface ClaimFormProps {
  kind: ClaimKindName;
  order: MyOrderView;
  /** The lines asked for (from the address or the button pressed). */
  initialLineNos: readonly number[];
  onSubmitted: (result: ClaimSubmitted) => void;
  /** Offers a way back without sending (the guest's form, opened in place). */
  onCancel?: () => void;
  /** The preview's heading: 2 under the page's h1, 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

const errorMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** What the refund preview waits for before it can show an amount, if anything. */
function refundWaitingFor(words: ClaimWords, lineCount: number, quoteReady: boolean): string | undefined {
  return lineCount === 0 ? `${withParticle(words.linesLegend, '을/를')} 고르면 환불 예정 금액을 보여 드립니다.` : !quoteReady ? '반품 사유를 고르면 반품 배송비와 환불 예정 금액을 보여 드립니다.' : undefined;
}

/** Shown instead of the form when no line may take this claim now. */
function NothingToClaim({ words, onCancel }: { words: ClaimWords; onCancel: (() => void) | undefined }) {
  return (
    <div className={styles.form}>
      <p className={orderStyles.info}>{words.none}</p>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          주문으로 돌아가기
        </Button>
      ) : null}
    </div>
  );
}

/** The form's foot: the server's refusal, the way back and the send button. */
function ClaimActions({ words, submit, onCancel }: { words: ClaimWords; submit: { isError: boolean; error: unknown; isPending: boolean }; onCancel: (() => void) | undefined }) {
  return (
    <>
      <FormAlert message={submit.isError ? errorMessage(submit.error, `${withParticle(words.submit, '을/를')} 하지 못했습니다. 잠시 후 다시 시도해 주세요.`) : undefined} />
      <div className={styles.formActions}>
        {onCancel ? (
          <Button variant="secondary" size="lg" onClick={onCancel}>
            돌아가기
          </Button>
        ) : null}
        <BusyButton type="submit" className={styles.submit} busy={submit.isPending} busyLabel="보내는 중…">
          {words.submit}
        </BusyButton>
      </div>
    </>
  );
}

/**
 * The cancel or return request: which lines (only those the server allows), why, the
 * refund preview as the choice changes, the refund account when the payment needs one, and
 * one send. The server's refusal (a line that moved on, a window that closed) is shown as
 * it is written.
 */
export function ClaimForm({ kind, order, initialLineNos, onSubmitted, onCancel, headingLevel = 2 }: ClaimFormProps) {
  const { formRef, onSubmit, ...form } = useClaimForm({ kind, order, initialLineNos, onSubmitted });
  const { words, allowed, errors, quote, submit } = form;

  if (allowed.length === 0) return <NothingToClaim words={words} onCancel={onCancel} />;

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-label={words.title}>
      <ClaimLinesField
        words={words}
        allowed={allowed}
        selected={form.selected}
        toggle={form.toggle}
        pieceCount={form.pieceCount}
        choosePieces={form.choosePieces}
        error={errors['claim-lines']}
      />

      <ClaimReasonField kind={kind} words={words} name={form.reasonName} reason={form.reason} onReason={form.setReason} error={errors['claim-reason']} />

      <ClaimReasonText value={form.reasonText} onChange={form.setReasonText} />

      <RefundPreview
        kind={kind}
        quote={quote.data}
        updating={quote.updating}
        headingLevel={headingLevel}
        waitingFor={refundWaitingFor(words, form.lineNos.length, form.quoteReady)}
        error={quote.isError && !quote.updating ? errorMessage(quote.error, '환불 예정 금액을 계산하지 못했습니다.') : undefined}
      />

      {form.needsAccount ? <RefundAccountFields value={form.account} onChange={form.setAccount} errors={errors} /> : null}

      <ClaimActions words={words} submit={submit} onCancel={onCancel} />
      <ClaimConfirmDialog
        kind={kind}
        open={form.pending !== null}
        items={form.confirmItems}
        quote={quote.updating || quote.isError ? undefined : quote.data}
        sending={submit.isPending}
        onConfirm={form.confirm}
        onClose={form.clearPending}
      />
    </form>
  );
}
