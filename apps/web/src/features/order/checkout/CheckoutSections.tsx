import type { SheetView } from '@maru/domain';
import { BenefitSection, type useBenefitChoice } from '@/features/benefit';
import type { Profile } from '@/features/auth';
import { OrderLineList } from '../components/OrderLineList';
import styles from '../Order.module.css';
import type { CheckoutForm as FormState, FieldErrors } from './checkout-form';
import { DeliverySection } from './DeliverySection';
import { GuestSection } from './GuestSection';
import { OrdererSection } from './OrdererSection';
import { PayMethodSection } from './PayMethodSection';

interface CheckoutSectionsProps {
  form: FormState;
  guest: boolean;
  profile: Profile | undefined;
  errors: FieldErrors;
  change: (patch: Partial<FormState>) => void;
  sheet: SheetView;
  benefit: ReturnType<typeof useBenefitChoice>;
  /** While paying or once the sheet expired, the coupons and points stay as they are. */
  benefitsDisabled: boolean;
}

/** The checkout's main column: orderer, delivery, the lines, coupons and points, payment method. */
export function CheckoutSections({ form, guest, profile, errors, change, sheet, benefit, benefitsDisabled }: CheckoutSectionsProps) {
  return (
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
          disabled={benefitsDisabled}
          notice={benefit.notice}
          onChange={benefit.change}
          className={styles.section}
          titleClassName={styles.sectionTitle}
        />
      ) : null}
      <PayMethodSection form={form} errors={errors} onChange={change} />
      {guest ? <GuestSection form={form} errors={errors} onChange={change} /> : null}
    </div>
  );
}
