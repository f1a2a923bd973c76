import { useId, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routing';
import { useRecentSearches } from './recent-searches';
import { buildOptions, stepActive } from './search-options';
import { usePopularKeywords } from './use-popular-keywords';
import { useSuggestions, type SuggestionFetcher } from './use-suggestions';

export interface SearchBoxOptions {
  initialKeyword: string;
  onSearch: ((keyword: string) => void) | undefined;
  suggestionFetcher: SuggestionFetcher | undefined;
  popularFetcher: (signal?: AbortSignal) => Promise<string[]>;
}

/** What the popup offers: suggestions for the text typed, or recent and popular words for an empty box. */
function useSearchOptions(open: boolean, text: string, popularFetcher: SearchBoxOptions['popularFetcher'], suggestionFetcher: SuggestionFetcher | undefined) {
  const recent = useRecentSearches();
  const popular = usePopularKeywords(open, popularFetcher);
  const suggestions = useSuggestions(open ? text : '', suggestionFetcher);
  const typing = text.trim() !== '';
  const options = buildOptions(typing, suggestions, recent.words, popular);
  return { recent, typing, options };
}

/**
 * The search combobox's state: the text, whether the popup is open, the active option and the
 * options on offer, with the input's keyboard handling and the search itself.
 */
export function useSearchBox({ initialKeyword, onSearch, suggestionFetcher, popularFetcher }: SearchBoxOptions) {
  const navigate = useNavigate();
  const baseId = useId();
  const [text, setText] = useState(initialKeyword);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const rootRef = useRef<HTMLDivElement>(null);
  const { recent, typing, options } = useSearchOptions(open, text, popularFetcher, suggestionFetcher);
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
      setActive((current) => stepActive(current, step, options.length));
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

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    setOpen(true);
    setActive(-1);
  };

  const openPopup = () => setOpen(true);

  /** Focus leaving the whole box (input, popup and its buttons) closes the popup. */
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) {
      setOpen(false);
      setActive(-1);
    }
  };

  return { baseId, text, active, rootRef, recent, typing, options, activeOption, optionId, listboxId, expanded, search, onSubmit, onKeyDown, onChange, openPopup, onBlur };
}

export type SearchBoxState = ReturnType<typeof useSearchBox>;
