import { useEffect, useState } from 'react';
import { mainCategories } from '@/shared/config';
import type { HeaderCategory } from './fetch-header-categories';

/** The category tree's menu once it has loaded; until then, or if it fails, the built-in list. */
export function useHeaderCategories(): readonly HeaderCategory[] {
  const [categories, setCategories] = useState<readonly HeaderCategory[]>(mainCategories);
  useEffect(() => {
    let mounted = true;
    // The API client is not part of the first-load bundle, so the fetch comes in its own chunk.
    void import('./fetch-header-categories')
      .then(({ fetchHeaderCategories }) => fetchHeaderCategories())
      .then((loaded) => {
        if (mounted && loaded.length > 0) setCategories(loaded);
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);
  return categories;
}
