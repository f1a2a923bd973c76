import { fetchPopularKeywords } from './search-api';
import { SearchPopup } from './SearchPopup';
import { useSearchBox } from './use-search-box';
import type { SuggestionFetcher } from './use-suggestions';
import styles from './SearchBox.module.css';

interface SearchBoxProps {
  initialKeyword?: string;
  /** Where a search goes; by default the search page. */
  onSearch?: (keyword: string) => void;
  autoFocus?: boolean;
  /** Replaceable for tests; the real call otherwise. */
  suggestionFetcher?: SuggestionFetcher;
  popularFetcher?: (signal?: AbortSignal) => Promise<string[]>;
}

/**
 * The search combobox (WAI-ARIA combobox with a listbox popup): an empty box offers recent and
 * popular words, typing offers suggestions. Arrow keys move the active option, which the input
 * announces through aria-activedescendant; Enter searches, Escape closes, Delete removes a recent word.
 */
export function SearchBox({
  initialKeyword = '',
  onSearch,
  autoFocus = false,
  suggestionFetcher,
  popularFetcher = fetchPopularKeywords,
}: SearchBoxProps) {
  const { rootRef, onBlur, onSubmit, onChange, openPopup, onKeyDown, ...box } = useSearchBox({
    initialKeyword,
    onSearch,
    suggestionFetcher,
    popularFetcher,
  });
  const { baseId, text, active, activeOption, optionId, listboxId, expanded } = box;

  return (
    <div ref={rootRef} className={styles.root} onBlur={onBlur}>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={`${baseId}-input`} className={styles.hidden}>
          검색어
        </label>
        <input
          id={`${baseId}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeOption ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="타일, 수전, 브랜드를 검색해 보세요"
          value={text}
          autoFocus={autoFocus}
          className={styles.input}
          onChange={onChange}
          onFocus={openPopup}
          onClick={openPopup}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit}>
          검색
        </button>
      </form>
      <SearchPopup {...box} />
    </div>
  );
}
