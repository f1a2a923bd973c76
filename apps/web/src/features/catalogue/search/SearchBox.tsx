import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing';
import { useRecentSearches } from './recent-searches';
import { fetchPopularKeywords } from './search-api';
import { useSuggestions, type SuggestionFetcher } from './use-suggestions';
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

type OptionKind = 'recent' | 'popular' | 'suggestion';
interface Option {
  kind: OptionKind;
  word: string;
}

function usePopularKeywords(open: boolean, fetcher: (signal?: AbortSignal) => Promise<string[]>): string[] {
  const [words, setWords] = useState<string[] | undefined>();
  const wanted = open && words === undefined;
  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    void fetcher(controller.signal).then((list) => {
      if (!controller.signal.aborted) setWords(list);
    });
    return () => controller.abort();
  }, [wanted, fetcher]);
  return words ?? [];
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
  const navigate = useNavigate();
  const baseId = useId();
  const [text, setText] = useState(initialKeyword);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const recent = useRecentSearches();
  const popular = usePopularKeywords(open, popularFetcher);
  const suggestions = useSuggestions(open ? text : '', suggestionFetcher);

  const typing = text.trim() !== '';
  const options: Option[] = typing
    ? suggestions.map((word) => ({ kind: 'suggestion', word }))
    : [
        ...recent.words.map((word): Option => ({ kind: 'recent', word })),
        ...popular.map((word): Option => ({ kind: 'popular', word })),
      ];
  const activeOption = options[active];
  const optionId = (index: number) => `${baseId}-option-${index}`;
  const listboxId = `${baseId}-listbox`;
  const expanded = open && (options.length > 0 || !typing);

  const search = (word: string) => {
    const keyword = word.trim();
    if (keyword === '') return;
    recent.add(keyword);
    setText(keyword);
    setOpen(false);
    setActive(-1);
    if (onSearch) onSearch(keyword);
    else void navigate(paths.search(keyword));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(activeOption?.word ?? text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Positions run -1 (the input itself) to the last option and wrap around at both ends.
      const positions = options.length + 1;
      setActive((current) => ((current + 1 + step + positions) % positions) - 1);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    } else if (event.key === 'Delete' && activeOption?.kind === 'recent') {
      event.preventDefault();
      recent.remove(activeOption.word);
      setActive(-1);
    }
  };

  const renderOption = (option: Option, index: number) => (
    <li key={`${option.kind}-${option.word}`} className={styles.row} role="presentation">
      <div
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        className={styles.option}
        // Keeps the focus in the input so the popup does not close before the click lands.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => search(option.word)}
      >
        {option.kind === 'popular' ? <span className={styles.rank}>{index - recent.words.length + 1}</span> : null}
        {option.word}
      </div>
      {option.kind === 'recent' ? (
        <button
          type="button"
          tabIndex={-1}
          className={styles.remove}
          aria-label={`최근 검색어 ${option.word} 삭제`}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => recent.remove(option.word)}
        >
          ×
        </button>
      ) : null}
    </li>
  );

  const indexed = options.map((option, index) => ({ option, index }));
  const section = (kind: OptionKind) => indexed.filter(({ option }) => option.kind === kind);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          setActive(-1);
        }
      }}
    >
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
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.submit}>
          검색
        </button>
      </form>
      <div className={styles.popup} hidden={!expanded}>
        {!typing && recent.words.length > 0 ? (
          <div className={styles.sectionHead}>
            <span id={`${baseId}-recent`}>최근 검색어</span>
            <button
              type="button"
              tabIndex={-1}
              className={styles.clear}
              onMouseDown={(event) => event.preventDefault()}
              onClick={recent.clear}
            >
              전체 삭제
            </button>
          </div>
        ) : null}
        <ul id={listboxId} role="listbox" aria-label="검색어 추천" className={styles.listbox}>
          {typing ? (
            section('suggestion').map(({ option, index }) => renderOption(option, index))
          ) : (
            <>
              {section('recent').length > 0 ? (
                <li role="group" aria-labelledby={`${baseId}-recent`}>
                  <ul className={styles.group} role="presentation">
                    {section('recent').map(({ option, index }) => renderOption(option, index))}
                  </ul>
                </li>
              ) : null}
              {section('popular').length > 0 ? (
                <li role="group" aria-labelledby={`${baseId}-popular`}>
                  <span id={`${baseId}-popular`} className={styles.sectionHead}>
                    인기 검색어
                  </span>
                  <ul className={styles.group} role="presentation">
                    {section('popular').map(({ option, index }) => renderOption(option, index))}
                  </ul>
                </li>
              ) : null}
            </>
          )}
        </ul>
        {!typing && options.length === 0 ? <p className={styles.none}>최근 검색어가 없어요.</p> : null}
      </div>
    </div>
  );
}
