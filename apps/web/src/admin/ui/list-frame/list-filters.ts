import { useSearchParams } from 'react-router';
import type { FieldReader } from '../helpers/address-filters';

/**
 * One filter of a console list: how its text in the address (or in the submitted search form)
 * becomes its value. Reading never trusts the address: a hand-edited ?status=FOO is the fallback.
 */
export interface FilterField<Value> {
  read: (raw: string | undefined) => Value;
  /** What an absent or unknown value reads as; left out of the address (it says nothing). */
  fallback?: Value;
  /** false: not a field of the search form (a sort set by a column heading), kept as it is by a search. */
  form: boolean;
}

/** A list's filters by address name, in the order they are written to the address. */
export type FilterSpec = Record<string, FilterField<unknown>>;

/** The filters a spec reads, with the page the list is on. */
export type ListFilters<Spec extends FilterSpec> = { [Name in keyof Spec]: ReturnType<Spec[Name]['read']> } & { page: number };

const trimmed = (raw: string | undefined) => raw?.trim() || undefined;

/** Text, trimmed and cut to `max` characters; undefined when empty. */
export function textFilter(max = Number.POSITIVE_INFINITY): FilterField<string | undefined> {
  return { form: true, read: (raw) => trimmed(raw)?.slice(0, max) || undefined };
}

/** Text that is '' when empty (a search whose API always takes its keyword). */
export function keywordFilter(max = Number.POSITIVE_INFINITY): FilterField<string> {
  return { form: true, read: (raw) => (raw ?? '').trim().slice(0, max) };
}

interface ChoiceOptions {
  /** false: set by the page (a heading's sort), not by the search form. */
  form?: boolean;
}

/** One of `values`; `fallback` (or undefined) for anything else. */
export function choiceFilter<Value extends string | number>(values: readonly Value[]): FilterField<Value | undefined>;
export function choiceFilter<Value extends string | number>(values: readonly Value[], fallback: Value, options?: ChoiceOptions): FilterField<Value>;
export function choiceFilter<Value extends string | number>(values: readonly Value[], fallback?: Value, { form = true }: ChoiceOptions = {}): FilterField<Value | undefined> {
  return { form, fallback, read: (raw) => values.find((value) => String(value) === trimmed(raw)) ?? fallback };
}

/** A whole number (digits only) from `min` to `max`, or undefined for anything else. */
export function numberFilter(min = 0, max = Number.MAX_SAFE_INTEGER): FilterField<number | undefined> {
  return {
    form: true,
    read: (raw) => {
      const text = trimmed(raw);
      const value = text !== undefined && /^\d+$/.test(text) ? Number(text) : Number.NaN;
      return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
    },
  };
}

/** The page an address asks for: a number ≥ 1, else the first. */
export const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** The filters of an address, by the spec, and the page. */
export function readFilters<Spec extends FilterSpec>(spec: Spec, params: URLSearchParams): ListFilters<Spec> {
  const filters: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec)) filters[name] = field.read(params.get(name) ?? undefined);
  return { ...filters, page: pageOf(params) } as ListFilters<Spec>;
}

/** What a submitted search form sets: every form field of the spec, read as the address would be. */
export function formFilters<Spec extends FilterSpec>(spec: Spec, value: FieldReader): Partial<ListFilters<Spec>> {
  const filters: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(spec)) if (field.form) filters[name] = field.read(value(name));
  return filters as Partial<ListFilters<Spec>>;
}

/** The address for filters: what is empty, 전체 ('ALL') or a field's fallback left out; the page kept. */
export function paramsOfFilters(spec: FilterSpec, filters: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === 'ALL' || value === spec[name]?.fallback) continue;
    params.set(name, String(value));
  }
  return params;
}

/** One search, whatever its page: a selection lasts across the pages of one search. */
export function searchScope<Spec extends FilterSpec>(spec: Spec, filters: ListFilters<Spec>): string {
  return paramsOfFilters(spec, { ...filters, page: undefined }).toString();
}

interface ListAddressOptions {
  /** 'left out': the first page is the address without ?page (a list whose links were so). */
  firstPage?: 'written' | 'left out';
}

/**
 * A console list's filters, kept in the address (shared, reloaded, gone back to). `apply`
 * changes some and goes back to the first page, leaving out what is empty, 전체 ('ALL') or a default;
 * `search` applies a submitted search form; `formKey` keys the form so back and forward reset it.
 */
export function useListFilters<Spec extends FilterSpec>(spec: Spec, { firstPage = 'written' }: ListAddressOptions = {}) {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(spec, params);
  const apply = (next: Partial<ListFilters<Spec>>) => {
    const merged = { ...filters, page: 1, ...next };
    setParams(paramsOfFilters(spec, firstPage === 'left out' && merged.page === 1 ? { ...merged, page: undefined } : merged));
  };
  return {
    params,
    filters,
    apply,
    search: (value: FieldReader) => apply(formFilters(spec, value)),
    formKey: params.toString(),
    scope: searchScope(spec, filters),
    /** Paging for a ResultTable / Pager of `size` rows a page. */
    pages: (size: number) => ({ page: filters.page, size, onPage: (page: number) => apply({ page } as Partial<ListFilters<Spec>>) }),
  };
}

export type ListFiltersState<Spec extends FilterSpec> = ReturnType<typeof useListFilters<Spec>>;

/** An address for the list's filters (an export's download), its page and empty values left out. */
export function hrefWithFilters(path: string, filters: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (name !== 'page' && value !== undefined && value !== '' && value !== 'ALL') params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
