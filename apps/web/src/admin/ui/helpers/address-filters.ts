import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A console search whose filters live in the address, so a search can be shared, reloaded
 * and gone back to. `read` makes the filters of the address; `apply` changes some of them,
 * back to the first page, and leaves out what is empty or 전체 ('ALL').
 */
export function useAddressFilters<Filters extends { page: number }>(read: (params: URLSearchParams) => Filters) {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const apply = (next: Partial<Filters>) => {
    const merged: Record<string, unknown> = { ...filters, page: 1, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined && value !== '' && value !== 'ALL').map(([key, value]) => [key, String(value)])));
  };
  return { params, filters, apply };
}

/** Reads a submitted field by name: its trimmed text, undefined when empty. */
export type FieldReader = (name: string) => string | undefined;

/** Stops the form's own submit and answers a reader of its fields. */
export function submittedFields(event: FormEvent<HTMLFormElement>): FieldReader {
  event.preventDefault();
  const form = new FormData(event.currentTarget);
  return (name: string) => String(form.get(name) ?? '').trim() || undefined;
}
