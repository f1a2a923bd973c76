import { useRef, useState, type FormEvent } from 'react';
import { focusFirstError } from './focus-first-error';

type Errors<Field extends string> = Partial<Record<Field, string>>;

interface CheckedFormOptions<Field extends string> {
  /** The fields in the order they stand in the form: the first one with an error takes the focus. */
  fields: readonly Field[];
  validate: () => Errors<Field>;
  /** Sends the form. After it succeeds the form stays busy: the page moves on. */
  send: () => Promise<void>;
  /** What a refusal says, and the field it belongs to when it is about one (a taken e-mail). */
  refused: (error: unknown) => { message: string; field?: Field };
}

/**
 * A form that is checked before it is sent: each error goes under its field and the first
 * takes the focus; while the request runs the form is busy (one send per press); a refusal
 * is read out over the form, or under its field. Spread `submit` into the form's onSubmit
 * and `formRef` into its ref.
 */
export function useCheckedForm<Field extends string>({ fields, validate, send, refused }: CheckedFormOptions<Field>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const [refusal, setRefusal] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setRefusal(undefined);
    if (Object.keys(found).length) return focusFirstError(formRef.current, fields, found);
    setBusy(true);
    try {
      await send();
    } catch (error) {
      setBusy(false);
      const { message, field } = refused(error);
      if (!field) return setRefusal(message);
      const fieldError: Errors<Field> = { [field]: message } as Errors<Field>;
      setErrors(fieldError);
      focusFirstError(formRef.current, fields, fieldError);
    }
  }

  return { formRef, errors, refusal, busy, submit };
}
