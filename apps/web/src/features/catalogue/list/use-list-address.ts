import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { parseProductListQuery, serializeProductListQuery, withPremiumSort, type ProductListQuery } from '@maru/domain';

export interface ListAddress {
  /** The state as the address holds it (what edits start from). */
  query: ProductListQuery;
  /** What is asked of the server: the path's category joined in and the premium default sort applied. */
  effective: ProductListQuery;
  /** The category named in the path (/product/list/:id), if any. */
  pathCategory: number | undefined;
  /**
   * Writes a new state into the address without reloading. Filter edits replace the entry so
   * Back leaves the list instead of undoing checkboxes one by one; paging and sorting push.
   */
  go: (next: ProductListQuery, how?: { replace?: boolean }) => void;
}

export function useListAddress(): ListAddress {
  const location = useLocation();
  const navigate = useNavigate();
  const { id } = useParams();
  const pathCategory = id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined;

  const query = useMemo(() => parseProductListQuery(location.search), [location.search]);
  const effective = useMemo(
    () => withPremiumSort(pathCategory === undefined ? query : { ...query, categorys: [...new Set([pathCategory, ...query.categorys])] }),
    [query, pathCategory],
  );

  const go = useCallback(
    (next: ProductListQuery, how: { replace?: boolean } = {}) => {
      const search = serializeProductListQuery(next);
      void navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '' },
        { replace: how.replace ?? false, preventScrollReset: how.replace ?? false },
      );
    },
    [navigate, location.pathname],
  );

  return { query, effective, pathCategory, go };
}
