import type { AddressView } from '@maru/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { addressQueryKey, createAddress, updateAddress } from './address-api';
import { validateAddressForm, type AddressFormErrors, type AddressFormValues } from './address-form';

interface AddressFormOptions {
  initial: AddressFormValues;
  addressSeq: number | undefined;
  onSaved: (address: AddressView) => void;
}

/** The address form's values and errors, and its save (a new address, or the one being edited). */
export function useAddressForm({ initial, addressSeq, onSaved }: AddressFormOptions) {
  const id = useId();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const save = useMutation({
    mutationFn: (input: AddressFormValues) => (addressSeq === undefined ? createAddress(input) : updateAddress(addressSeq, input)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: addressQueryKey });
      onSaved(saved);
    },
  });
  const set = (patch: Partial<AddressFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddressForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0 && !save.isPending) save.mutate(values);
  };

  /** An input's id and its error wiring. */
  const field = (name: keyof AddressFormValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return { id, values, errors, set, save, submit, field };
}
