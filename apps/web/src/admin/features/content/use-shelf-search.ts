import type { HomeProductPick } from '@maru/domain';
import { useState } from 'react';
import { ConsoleApiError } from '../../api/console-api';
import { searchShelfProducts } from './content-api';

/** The shelf's product search: the keyword as typed, what was found for it, and why nothing could be (an empty keyword, a refusal). */
export function useShelfSearch() {
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<HomeProductPick[]>();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const run = async () => {
    if (!keyword.trim()) {
      setProblem('검색어를 입력해 주세요.');
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      setResults((await searchShelfProducts(keyword.trim())).list);
    } catch (failure) {
      setProblem(failure instanceof ConsoleApiError ? failure.message : '찾지 못했습니다. 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };
  return { keyword, setKeyword, results, busy, problem, run };
}
