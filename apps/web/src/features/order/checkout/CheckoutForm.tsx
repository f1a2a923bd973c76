import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiCode, type AddressView, type SheetView } from '@maru/domain';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addressQueryKey, createAddress } from '@/features/address';
import { appliedChoiceOf, BenefitSection, useBenefitChoice, useBenefitRefusal } from '@/features/benefit';
import type { Profile } from '@/features/auth';
import { isApiError, providersQuery } from '@/shared/api';
import { Button, EmptyState, LinkButton } from '@/shared/ui';
import { fetchSheet, sheetQueryKey } from '../api/order-api';
import { LoadingBlock } from '../components/LoadingBlock';
import { OrderLineList } from '../components/OrderLineList';
import { cartPathFor } from '../order-paths';
import styles from '../Order.module.css';
import { activeReceiver, buildOrderRequest, firstErrorKey, initialCheckoutForm, remainingErrors, type CheckoutForm as FormState, type FieldErrors } from './checkout-form';
import { DeliverySection } from './DeliverySection';
import { GuestSection } from './GuestSection';
import { OrdererSection } from './OrdererSection';
import { PayBox } from './PayBox';
import { PayMethodSection } from './PayMethodSection';
import { useCheckoutPayment } from './use-checkout-payment';
import { useSheetClock } from './use-sheet-clock';

interface CheckoutFormProps {
  sheetNo: string;
  guest: boolean;
  pathname: string;
  /** Members: the verified profile and the address book, loaded before the form starts. */
  profile?: Profile;
  addresses?: readonly AddressView[];
}

/** Members start from their verified name and phone and their 기본 배송지; nothing is ticked. */
function initialForm(profile: Profile | undefined, addresses: readonly AddressView[] | undefined): FormState {
  const base = initialCheckoutForm();
  const book = addresses?.find((address) => address.isDefault) ?? addresses?.[0] ?? null;
  return {
    ...base,
    orderer: { name: profile?.name ?? '', phone: profile?.phone ?? '', email: profile?.email ?? '' },
    deliveryMode: book ? 'book' : 'new',
    bookAddress: book,
  };
}

/** Any priced version of the sheet still in the cache (for another zonecode, say). */
function lastShownSheet(queryClient: QueryClient, sheetNo: string): SheetView | undefined {
  return queryClient
    .getQueriesData<SheetView>({ queryKey: ['order', 'sheet', sheetNo] })
    .map(([, data]) => data)
    .find((data) => data !== undefined);
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

export function CheckoutForm({ sheetNo, guest, pathname, profile, addresses }: CheckoutFormProps) {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState(() => initialForm(profile, addresses));
  const [errors, setErrors] = useState<FieldErrors>({});
  // Whatever changed the form (typing, a tick, an address picked in the postcode sheet), the
  // errors of fields it fixed go in the same render; the others stay until the next submit.
  const [checkedForm, setCheckedForm] = useState(form);
  if (checkedForm !== form) {
    setCheckedForm(form);
    setErrors(remainingErrors(errors, form, guest));
  }
  const zonecode = zonecodeOf(form);
  // Members' coupons and points: the server prices the sheet with them (guests have none).
  const benefit = useBenefitChoice();
  const choice = guest ? undefined : benefit.choice;
  const sheetQuery = useQuery({
    queryKey: sheetQueryKey(sheetNo, zonecode, choice),
    queryFn: ({ signal }) => fetchSheet(sheetNo, zonecode, signal, choice),
    // While a new address is priced, the amounts known so far stay on screen (no jump).
    placeholderData: (previous) => previous ?? queryClient.getQueryData<SheetView>(sheetQueryKey(sheetNo, null)),
    retry: false,
  });
  const { data: sandbox } = useQuery({ ...providersQuery, select: (providers) => providers.portone.sandbox });
  // A sheet an order was placed from cannot be priced again (5010); what was last shown of it
  // stays on screen while a fresh sheet for the same lines replaces it.
  const usedUp = isApiError(sheetQuery.error) && Number(sheetQuery.error.code) === ApiCode.ORDER_ALREADY_PLACED;
  const lastShown = usedUp ? lastShownSheet(queryClient, sheetNo) : undefined;
  const refusal = useBenefitRefusal(benefit, { priced: sheetQuery.isPlaceholderData ? undefined : sheetQuery.data, error: sheetQuery.error });
  const sheet = sheetQuery.data ?? refusal.fallbackSheet ?? lastShown;
  const repricing = sheetQuery.isPlaceholderData || usedUp || refusal.refused;
  const clock = useSheetClock(sheet?.expiresAt);
  const change = (patch: Partial<FormState>) => setForm((current) => ({ ...current, ...patch }));

  const saveNewAddress = async () => {
    const receiver = form.newReceiver;
    await createAddress({
      label: receiver.name.trim().slice(0, 20),
      receiverName: receiver.name.trim(),
      receiverPhone: receiver.phone.trim(),
      zonecode: receiver.zonecode,
      address: receiver.address,
      addressDetail: receiver.addressDetail.trim(),
      isDefault: !addresses?.length,
    });
    await queryClient.invalidateQueries({ queryKey: addressQueryKey });
  };

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

  const { replaceUsedSheet } = payment;
  useEffect(() => {
    if (lastShown) void replaceUsedSheet(lastShown);
  }, [lastShown, replaceUsedSheet]);

  if (!sheet) {
    if (sheetQuery.isError) return <SheetUnavailable error={sheetQuery.error} onRetry={() => void sheetQuery.refetch()} />;
    return <LoadingBlock label="주문서를 불러오는 중" />;
  }

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
      <div className={styles.sections}>
        <OrdererSection
          orderer={form.orderer}
          locked={{ name: !guest && Boolean(profile?.name), phone: !guest && Boolean(profile?.phone) }}
          errors={errors}
          onChange={(orderer) => change({ orderer })}
        />
        <DeliverySection form={form} member={!guest} errors={errors} onChange={change} />
        <section className={styles.section} aria-labelledby="lines-title">
          <h2 id="lines-title" className={styles.sectionTitle}>
            주문 상품 ({sheet.lines.length})
          </h2>
          <OrderLineList lines={sheet.lines} />
        </section>
        {!guest && sheet.benefits ? (
          <BenefitSection
            benefits={sheet.benefits}
            choice={benefit.choice}
            disabled={payment.working || expired}
            notice={benefit.notice}
            onChange={benefit.change}
            className={styles.section}
            titleClassName={styles.sectionTitle}
          />
        ) : null}
        <PayMethodSection form={form} errors={errors} onChange={change} />
        {guest ? <GuestSection form={form} errors={errors} onChange={change} /> : null}
      </div>
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
