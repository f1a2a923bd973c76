import { useQueryClient } from '@tanstack/react-query';
import type { ClaimKindName, MyOrderView, RefundAccountInput } from '@maru/domain';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { ClaimSubmitted } from '../api/aftersale-api';
import { claimableLines, claimErrors, claimWords, initialSelection, newRequestKey, partialQuantities, type ClaimField } from './claim-form';
import { useClaimSubmit } from './use-claim-submit';
import { useRefundQuote } from './use-refund-quote';

const NO_ACCOUNT: RefundAccountInput = { bankCode: '', holder: '', accountNo: '' };

export type ClaimLine = MyOrderView['lines'][number];

interface ClaimFormOptions {
  kind: ClaimKindName;
  order: MyOrderView;
  initialLineNos: readonly number[];
  onSubmitted: (result: ClaimSubmitted) => void;
}

/**
 * The claim form's state: the lines and pieces chosen, the reason, the refund account, the
 * refund quote for that choice, and the request waiting in the confirm dialog.
 */
export function useClaimForm({ kind, order, initialLineNos, onSubmitted }: ClaimFormOptions) {
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

  const clearPending = () => setPending(null);
  const submit = useClaimSubmit({ kind, orderNo: order.orderNo, queryClient, onSubmitted, clearPending, sendingRef: sending });

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
  const pieceCount = (line: ClaimLine) => pieces[line.lineNo] ?? line.qty;
  const confirmItems = allowed.filter((line) => lineNos.includes(line.lineNo)).map((line) => ({ lineNo: line.lineNo, productName: line.productName, optionName: line.optionName, qty: pieceCount(line) }));
  const toggle = (lineNo: number, on: boolean) => setSelected((current) => (on ? [...current, lineNo] : current.filter((other) => other !== lineNo)));
  const choosePieces = (lineNo: number, count: number) => setPieces((current) => ({ ...current, [lineNo]: count }));

  // Grouped by what the form shows: the lines, the reason, the refund, the send.
  return {
    words, formRef, onSubmit, errors,
    allowed, selected, toggle, pieceCount, choosePieces, lineNos,
    reasonName, reason, setReason, reasonText, setReasonText,
    quote, quoteReady, needsAccount, account, setAccount,
    submit, pending, clearPending, confirm, confirmItems,
  };
}
