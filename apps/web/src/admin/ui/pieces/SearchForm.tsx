import type { ReactNode } from 'react';
import { Button } from '@/shared/ui/Button';
import { type FieldReader, submittedFields } from '../helpers/address-filters';
import styles from '../console.module.css';

interface SearchFormProps {
  onSearch: (value: FieldReader) => void;
  /** The button's words ('검색', or '보기' for a day's list). */
  submitLabel?: string;
  children: ReactNode;
}

/**
 * A console search's toolbar: its fields, uncontrolled and starting from the filters in force
 * (key it by the address so back and forward reset them), applied together by one button.
 */
export function SearchForm({ onSearch, submitLabel = '검색', children }: SearchFormProps) {
  return (
    <form className={styles.toolbar} onSubmit={(event) => onSearch(submittedFields(event))}>
      {children}
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
