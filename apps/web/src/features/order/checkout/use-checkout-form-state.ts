import type { AddressView } from '@maru/domain';
import { useState } from 'react';
import type { Profile } from '@/features/auth';
import { initialCheckoutForm, remainingErrors, type CheckoutForm as FormState, type FieldErrors } from './checkout-form';

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

/** The checkout form's values and the errors its last submit found. */
export function useCheckoutFormState(profile: Profile | undefined, addresses: readonly AddressView[] | undefined, guest: boolean) {
  const [form, setForm] = useState(() => initialForm(profile, addresses));
  const [errors, setErrors] = useState<FieldErrors>({});
  // Whatever changed the form (typing, a tick, an address picked in the postcode sheet), the
  // errors of fields it fixed go in the same render; the others stay until the next submit.
  const [checkedForm, setCheckedForm] = useState(form);
  if (checkedForm !== form) {
    setCheckedForm(form);
    setErrors(remainingErrors(errors, form, guest));
  }
  const change = (patch: Partial<FormState>) => setForm((current) => ({ ...current, ...patch }));
  return { form, setForm, change, errors, setErrors };
}
