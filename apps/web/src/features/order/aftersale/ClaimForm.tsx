import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelRequest, type ClaimKindName, formatKrw, type MyOrderView, type RefundAccountInput, returnRequest, withParticle } from '@maru/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import { BusyButton, errorIdOf, FieldError, FieldFrame, FormAlert, formStyles } from '@/shared/form';
import { Button } from '@/shared/ui';
import { afterSaleKeys, requestCancel, requestReturn, type ClaimSubmitted } from '../api/aftersale-api';
import orderStyles from '../Order.module.css';
import styles from './AfterSale.module.css';
import { ClaimConfirmDialog } from './ClaimConfirmDialog';
import { claimableLines, claimErrors, claimWords, initialSelection, newRequestKey, partialQuantities, reasonsFor, type ClaimField } from './claim-form';
import { afterClaim } from './after-claim';
import { RefundAccountFields } from './RefundAccountFields';
import { RefundPreview } from './RefundPreview';
import { useRefundQuote } from './use-refund-quote';

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

const UNSENDABLE = '입력한 내용을 다시 확인해 주세요.';
const NO_ACCOUNT: RefundAccountInput = { bankCode: '', holder: '', accountNo: '' };
const errorMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * The cancel or return request: which lines (only those the server allows), why, the
 * refund preview as the choice changes, the refund account when the payment needs one, and
 * one send. The server's refusal (a line that moved on, a window that closed) is shown as
 * it is written.
 */
export function ClaimForm({ kind, order, initialLineNos, onSubmitted, onCancel, headingLevel = 2 }: ClaimFormProps) {
  const words = claimWords[kind];
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const reasonName = useId();
  const allowed = claimableLines(kind, order.lines);
  const [selected, setSelected] = useState<number[]>(() => initialSelection(allowed, initialLineNos));
  const [reason, setReason] = useState('');
  const [reasonText, setReasonText] = useState('');
  const [account, setAccount] = useState<RefundAccountInput>(NO_ACCOUNT);
  const [errors, setErrors] = useState<Partial<Record<ClaimField, string>>>({});
  // Pieces chosen per line (absent: the whole line), and the request waiting for the shopper's yes.
  const [pieces, setPieces] = useState<Record<number, number>>({});
  const [pending, setPending] = useState<Record<string, unknown> | null>(null);
  // isPending reaches the button a render later; a second click in between must not send again.
  const sending = useRef(false);

  const lineNos = allowed.map((line) => line.lineNo).filter((lineNo) => selected.includes(lineNo));
  // A return's reason decides who pays the return shipping, so its preview waits for one.
  const quoteReady = lineNos.length > 0 && (kind === 'CANCEL' || reason !== '');
  const quantities = partialQuantities(allowed, lineNos, pieces);
  const quote = useRefundQuote(order.orderNo, kind, lineNos, kind === 'RETURN' ? reason : '', quoteReady, quantities);
  const needsAccount = quote.data?.refundNeedsAccount ?? order.refundNeedsAccount;

  const submit = useMutation({
    // The form's checks (claimErrors) come first; the contract's own schema has the last word.
    mutationFn: async (body: unknown) => {
      if (kind === 'CANCEL') {
        const parsed = cancelRequest.safeParse(body);
        if (!parsed.success) throw new Error(UNSENDABLE);
        return requestCancel(order.orderNo, parsed.data);
      }
      const parsed = returnRequest.safeParse(body);
      if (!parsed.success) throw new Error(UNSENDABLE);
      return requestReturn(order.orderNo, parsed.data);
    },
    onSuccess: (result) => {
      setPending(null);
      afterClaim(queryClient, result);
      onSubmitted(result);
    },
    // A refusal may mean the order moved on meanwhile: show its lines and amounts as they are now.
    onError: () => {
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: afterSaleKeys.order(order.orderNo) });
      void queryClient.invalidateQueries({ queryKey: [...afterSaleKeys.all, 'quote', order.orderNo] });
    },
    onSettled: () => {
      sending.current = false;
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const found = claimErrors(kind, { lineNos, reason, account }, needsAccount);
    setErrors(found);
    const first = (Object.keys(found) as ClaimField[])[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`#${first}, [data-field="${first}"] input`)?.focus();
      return;
    }
    // Nothing is sent before the shopper has seen what goes and what comes back (the dialog).
    submit.reset();
    setPending({
      lineNos,
      reason,
      reasonText: reasonText.trim() || undefined,
      refundAccount: needsAccount ? account : undefined,
      quantities: quantities.length > 0 ? quantities : undefined,
      requestKey: newRequestKey(),
    });
  };

  const confirm = () => {
    if (!pending || sending.current) return;
    sending.current = true;
    submit.mutate(pending);
  };
  const pieceCount = (line: (typeof allowed)[number]) => pieces[line.lineNo] ?? line.qty;
  const confirmItems = allowed.filter((line) => lineNos.includes(line.lineNo)).map((line) => ({ lineNo: line.lineNo, productName: line.productName, optionName: line.optionName, qty: pieceCount(line) }));

  if (allowed.length === 0) {
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

  const toggle = (lineNo: number, on: boolean) => setSelected((current) => (on ? [...current, lineNo] : current.filter((other) => other !== lineNo)));
  const linesError = errors['claim-lines'];
  const reasonError = errors['claim-reason'];

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit} aria-label={words.title}>
      <fieldset className={orderStyles.stack} data-field="claim-lines" aria-describedby={errorIdOf('claim-lines', linesError)}>
        <legend>{words.linesLegend}</legend>
        <ul className={styles.pickList}>
          {allowed.map((line) => (
            <li key={line.lineNo}>
              <label className={styles.pick}>
                <input type="checkbox" checked={selected.includes(line.lineNo)} onChange={(event) => toggle(line.lineNo, event.target.checked)} />
                <img src={line.imageUrl} alt="" width={56} height={56} loading="lazy" />
                <span className={styles.pickBody}>
                  <span className={orderStyles.lineName} id={`claim-line-${line.lineNo}-name`}>
                    {line.productName}
                  </span>
                  <span className={orderStyles.muted}>
                    {line.optionName ? `${line.optionName} · ` : ''}
                    {line.qty}개 · {formatKrw(line.sellingPrice * line.qty)}
                  </span>
                  <span className={styles.chip}>{line.statusLabel}</span>
                </span>
              </label>
              {line.qty > 1 && selected.includes(line.lineNo) ? (
                <label className={styles.pickQty}>
                  {words.qtyLabel}
                  <select
                    value={pieceCount(line)}
                    aria-describedby={`claim-line-${line.lineNo}-name`}
                    onChange={(event) => setPieces((current) => ({ ...current, [line.lineNo]: Number(event.target.value) }))}
                  >
                    {Array.from({ length: line.qty }, (_, index) => line.qty - index).map((count) => (
                      <option key={count} value={count}>
                        {count === line.qty ? `${count}개 (전체)` : `${count}개`}
                      </option>
                    ))}
                  </select>
                </label>
              ) : null}
            </li>
          ))}
        </ul>
        <FieldError id="claim-lines-error" message={linesError} />
      </fieldset>

      <fieldset className={orderStyles.stack} data-field="claim-reason" aria-describedby={errorIdOf('claim-reason', reasonError)}>
        <legend>
          {words.reasonLegend} <span className={formStyles.required}>(필수)</span>
        </legend>
        <div className={orderStyles.choices}>
          {reasonsFor(kind).map((option) => (
            <label key={option.code} className={orderStyles.choice}>
              <input type="radio" name={reasonName} value={option.code} checked={reason === option.code} onChange={() => setReason(option.code)} />
              {option.label}
            </label>
          ))}
        </div>
        <FieldError id="claim-reason-error" message={reasonError} />
      </fieldset>

      <FieldFrame id="claim-reason-text" label="자세한 사유" mark="optional">
        <textarea
          id="claim-reason-text"
          className={`${formStyles.input} ${styles.textarea}`}
          rows={3}
          maxLength={500}
          value={reasonText}
          onChange={(event) => setReasonText(event.target.value)}
        />
      </FieldFrame>

      <RefundPreview
        kind={kind}
        quote={quote.data}
        updating={quote.updating}
        headingLevel={headingLevel}
        waitingFor={lineNos.length === 0 ? `${withParticle(words.linesLegend, '을/를')} 고르면 환불 예정 금액을 보여 드립니다.` : !quoteReady ? '반품 사유를 고르면 반품 배송비와 환불 예정 금액을 보여 드립니다.' : undefined}
        error={quote.isError && !quote.updating ? errorMessage(quote.error, '환불 예정 금액을 계산하지 못했습니다.') : undefined}
      />

      {needsAccount ? <RefundAccountFields value={account} onChange={setAccount} errors={errors} /> : null}

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
      <ClaimConfirmDialog
        kind={kind}
        open={pending !== null}
        items={confirmItems}
        quote={quote.updating || quote.isError ? undefined : quote.data}
        sending={submit.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </form>
  );
}
