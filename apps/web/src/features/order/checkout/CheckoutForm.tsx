import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiCode, type AddressView, type SheetView } from '@maru/domain';
import { useEffect, useRef, type FormEvent } from 'react';
import { addressQueryKey, createAddress } from '@/features/address';
import { appliedChoiceOf } from '@/features/benefit';
import type { Profile } from '@/features/auth';
import { isApiError } from '@/shared/api';
import { Button, EmptyState, LinkButton } from '@/shared/ui';
import { LoadingBlock } from '../components/LoadingBlock';
import { cartPathFor } from '../order-paths';
import styles from '../Order.module.css';
import { activeReceiver, buildOrderRequest, firstErrorKey, type CheckoutForm as FormState } from './checkout-form';
import { CheckoutSections } from './CheckoutSections';
import { PayBox } from './PayBox';
import { useCheckoutFormState } from './use-checkout-form-state';
import { useCheckoutPayment } from './use-checkout-payment';
import { useCheckoutSheet } from './use-checkout-sheet';
import { useSheetClock } from './use-sheet-clock';

interface CheckoutFormProps {
  sheetNo: string;
  guest: boolean;
  pathname: string;
  /** Members: the verified profile and the address book, loaded before the form starts. */
  profile?: Profile;
  addresses?: readonly AddressView[];
}

const zonecodeOf = (form: FormState): string | null => {
  const zonecode = activeReceiver(form).zonecode;
  return /^\d{5}$/.test(zonecode) ? zonecode : null;
};

function SheetUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const expired = isApiError(error) && Number(error.code) === ApiCode.ORDER_SHEET_EXPIRED;
  // Trying again helps only when the server was not reached or failed; a refusal stays one.
  const retryable = !isApiError(error) || error.status === 0 || error.status >= 500;
  return (
    <EmptyState
      title={expired ? '주문서 유효 시간이 지났습니다' : '주문서를 불러오지 못했습니다'}
      description={error instanceof Error && error.message ? error.message : '잠시 후 다시 시도해 주세요.'}
      actions={
        <>
          {retryable ? <Button onClick={onRetry}>다시 시도</Button> : null}
          <LinkButton to={cartPathFor('PRODUCT')} variant={retryable ? 'secondary' : 'primary'}>
            장바구니로 돌아가기
          </LinkButton>
        </>
      }
    />
  );
}

/** While the sheet loads, or why it could not be. */
function SheetPending({ query }: { query: { isError: boolean; error: unknown; refetch: () => Promise<unknown> } }) {
  if (query.isError) return <SheetUnavailable error={query.error} onRetry={() => void query.refetch()} />;
  return <LoadingBlock label="주문서를 불러오는 중" />;
}

/** A used-up sheet still on screen (lastShown) is replaced by a fresh one for the same lines. */
function useUsedSheetReplacement(lastShown: SheetView | undefined, replaceUsedSheet: (used: SheetView) => Promise<void>) {
  useEffect(() => {
    if (lastShown) void replaceUsedSheet(lastShown);
  }, [lastShown, replaceUsedSheet]);
}

/** Saves the new address to the member's book (the first one becomes the 기본 배송지). */
async function saveToBook(queryClient: QueryClient, receiver: FormState['newReceiver'], first: boolean): Promise<void> {
  await createAddress({
    label: receiver.name.trim().slice(0, 20),
    receiverName: receiver.name.trim(),
    receiverPhone: receiver.phone.trim(),
    zonecode: receiver.zonecode,
    address: receiver.address,
    addressDetail: receiver.addressDetail.trim(),
    isDefault: first,
  });
  await queryClient.invalidateQueries({ queryKey: addressQueryKey });
}

export function CheckoutForm({ sheetNo, guest, pathname, profile, addresses }: CheckoutFormProps) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, setForm, change, errors, setErrors } = useCheckoutFormState(profile, addresses, guest);
  const zonecode = zonecodeOf(form);
  const { benefit, choice, sheetQuery, sandbox, lastShown, sheet, repricing } = useCheckoutSheet({ sheetNo, guest, zonecode, queryClient });
  const clock = useSheetClock(sheet?.expiresAt);

  const saveNewAddress = () => saveToBook(queryClient, form.newReceiver, !addresses?.length);

  const payment = useCheckoutPayment({
    sheet: sheet ?? placeholderSheet,
    zonecode,
    choice,
    pathname,
    sandbox,
    afterPlaced: !guest && form.deliveryMode === 'new' && form.saveToBook ? saveNewAddress : undefined,
    onConfirmAgain: () => setForm((current) => ({ ...current, consents: { ...current.consents, purchase: false } })),
    onBenefitRefused: benefit.setNotice,
  });

  useUsedSheetReplacement(lastShown, payment.replaceUsedSheet);

  if (!sheet) return <SheetPending query={sheetQuery} />;

  const expired = clock.expired || payment.expired;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (payment.working || expired || repricing) return;
    const check = buildOrderRequest(form, { sheetNo: sheet.sheetNo, guest });
    if (!check.ok) {
      setErrors(check.errors);
      const first = firstErrorKey(check.errors);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${first}`)?.focus();
      return;
    }
    setErrors({});
    payment.pay(guest ? check.request : { ...check.request, ...appliedChoiceOf(sheet.benefits) });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={styles.layout} aria-label="주문서">
      <CheckoutSections
        form={form}
        guest={guest}
        profile={profile}
        errors={errors}
        change={change}
        sheet={sheet}
        benefit={benefit}
        benefitsDisabled={payment.working || expired}
      />
      <div className={styles.aside}>
        <PayBox
          sheet={sheet}
          orderType={sheet.orderType}
          consent={form.consents.purchase}
          onConsent={(purchase) => change({ consents: { ...form.consents, purchase } })}
          errors={errors}
          working={payment.working}
          repricing={repricing}
          expired={expired}
          remainingMs={clock.remainingMs}
          notice={payment.notice}
          sandbox={sandbox}
          onRenew={() => void payment.renewExpired()}
        />
      </div>
    </form>
  );
}

/** Stands in while the sheet loads, so the payment hook can be called unconditionally. */
const placeholderSheet: SheetView = {
  sheetNo: '',
  orderType: 'PRODUCT',
  expiresAt: '',
  lines: [],
  deliveryGroups: [],
  amounts: { productAmount: 0, discountAmount: 0, deliveryFee: 0, arrivalDeliveryFee: 0, remoteAreaFee: 0, sampleFee: 0, vatAmount: 0, payAmount: 0 },
  zonecode: null,
  remoteArea: null,
};
