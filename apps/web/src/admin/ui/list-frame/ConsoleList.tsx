import type { ReactNode } from 'react';
import buttonStyles from '@/shared/ui/Button.module.css';
import type { FieldReader } from '../helpers/address-filters';
import styles from '../console.module.css';
import { PageHeader } from '../pieces/PageHeader';
import { ResultTable } from '../pieces/ResultTable';
import { SearchForm } from '../pieces/SearchForm';

type ResultTableProps<Row> = Parameters<typeof ResultTable<Row>>[0];

interface ListSearch {
  onSearch: (value: FieldReader) => void;
  /** Keys the form by the address, so back and forward reset its fields (useListFilters' formKey). */
  formKey: string;
  submitLabel?: string;
  /** The form's fields, starting from the filters in force. */
  fields: ReactNode;
}

export interface ConsoleListProps<Row> {
  title: string;
  description?: ReactNode;
  /** The header's buttons (a new record, an export link). */
  actions?: ReactNode;
  /** Shown between the header and the list (a panel one of the actions opens). */
  above?: ReactNode;
  /** The list section's name for screen readers ("주문 검색"). */
  label: string;
  /** The search form: fields applied together by one button. */
  search?: ListSearch;
  /** Filters of the page's own making (tabs, a form of its own), instead of or beside `search`. */
  filters?: ReactNode;
  /** Over the table: the bulk bar, a bulk change's result. */
  toolbar?: ReactNode;
  /** The result: spinner, failure, empty sentence or table and pager (ResultTable). */
  table: ResultTableProps<Row>;
  /** A class around the table (a dense or wide list). */
  tableClassName?: string;
  /** A class around the whole page; without it the page is its header and section. */
  className?: string;
  /** After the section: the dialogs of row and bulk actions. */
  children?: ReactNode;
}

/**
 * A console list page: header, the search (its filters in the address), the bulk bar, the
 * result table with its pager, and the page's dialogs. Every console list page is laid out so.
 */
export function ConsoleList<Row>({ title, description, actions, above, label, search, filters, toolbar, table, tableClassName, className, children }: ConsoleListProps<Row>) {
  const result = <ResultTable {...table} />;
  const page = (
    <>
      <PageHeader title={title} description={description} actions={actions} />
      {above}
      <section className={styles.panel} aria-label={label}>
        {search ? (
          <SearchForm onSearch={search.onSearch} submitLabel={search.submitLabel} key={search.formKey}>
            {search.fields}
          </SearchForm>
        ) : null}
        {filters}
        {toolbar}
        {tableClassName ? <div className={tableClassName}>{result}</div> : result}
      </section>
      {children}
    </>
  );
  return className ? <div className={className}>{page}</div> : page;
}

/** A download of the list as the filters show it: a plain link, so the browser sends the console cookie with it. */
export function ExportLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.md}`} href={href} download>
      {children}
    </a>
  );
}
