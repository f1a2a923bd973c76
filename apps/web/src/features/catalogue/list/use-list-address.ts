import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
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

/** The category named in /product/list/:id, if the segment is a number. */
export const pathCategoryOf = (id: string | undefined): number | undefined => (id !== undefined && /^\d+$/.test(id) ? Number(id) : undefined);

/** What the list asks the server for: the path's category joined in and the premium default sort applied. */
export function effectiveListQuery(query: ProductListQuery, pathCategory: number | undefined): ProductListQuery {
  return withPremiumSort(pathCategory === undefined ? query : { ...query, categorys: [...new Set([pathCategory, ...query.categorys])] });
}

export function useListAddress(): ListAddress {
  const location = useLocation();
  const navigate = useNavigate();
  const { id } = useParams();
  const pathCategory = pathCategoryOf(id);
  // The router commits a new address in a transition, after the route's loader; until then a
  // ticked box would spring back unticked. The address being navigated to shows at once.
  const [search, showSearch] = useOptimistic(location.search);

  const query = useMemo(() => parseProductListQuery(search), [search]);
  const effective = useMemo(() => effectiveListQuery(query, pathCategory), [query, pathCategory]);

  const go = useCallback(
    (next: ProductListQuery, how: { replace?: boolean } = {}) => {
      const serialized = serializeProductListQuery(next);
      const nextSearch = serialized ? `?${serialized}` : '';
      startTransition(async () => {
        showSearch(nextSearch);
        await navigate(
          { pathname: location.pathname, search: nextSearch },
          { replace: how.replace ?? false, preventScrollReset: how.replace ?? false },
        );
      });
    },
    [navigate, location.pathname, showSearch],
  );

  return { query, effective, pathCategory, go };
}
