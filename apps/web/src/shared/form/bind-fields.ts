import type { ChangeEvent } from 'react';

/** The keys of a form's values that hold text (what an input edits). */
type TextKeys<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

interface BindOptions {
  /** The input's id, which its error is kept under; the value's key when left out. */
  id?: string;
  /** Filters what is typed (the characters an e-mail may hold, upper case for a code). */
  clean?: (typed: string) => string;
}

/**
 * Ties a form's text inputs to its values: `field('phone', { id: 'orderer-phone' })` gives an
 * input its id, its value, its error (errors are kept by field id) and a change that patches
 * that one value. Spread it into a FormField and add what is particular to the field.
 */
export function bindFields<Values>(values: Values, errors: Readonly<Partial<Record<string, string>>>, patch: (change: Partial<Values>) => void) {
  return (key: TextKeys<Values>, { id = key, clean }: BindOptions = {}) => ({
    id,
    // TextKeys picks the keys whose value is a string; TypeScript cannot narrow an indexed
    // generic by it, so the two casts below say what TextKeys already guarantees.
    value: values[key] as string,
    error: errors[id],
    onChange: (event: ChangeEvent<HTMLInputElement>) => patch({ [key]: clean ? clean(event.target.value) : event.target.value } as Partial<Values>),
  });
}
