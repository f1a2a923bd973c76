import { type StylingFacetCount, type StylingListAddress, type StylingListData, serializeStylingListAddress } from '@maru/domain';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import styles from '../Styling.module.css';

export const listHref = (address: StylingListAddress): string => {
  const query = serializeStylingListAddress(address);
  return query ? `${paths.stylingList()}?${query}` : paths.stylingList();
};

interface GroupProps<Code extends string> {
  label: string;
  selected: Code | undefined;
  counts: readonly (StylingFacetCount & { code: Code })[];
  hrefFor: (code: Code | undefined) => string;
}

/**
 * One filter group as links: every choice is an address (share it, reload it, go back to
 * it), and the chosen one says so to screen readers with aria-current.
 */
function FilterGroup<Code extends string>({ label, selected, counts, hrefFor }: GroupProps<Code>) {
  const total = counts.reduce((sum, facet) => sum + facet.count, 0);
  return (
    <nav aria-label={`${label} 필터`} className={styles.filterGroup}>
      <h2 className={styles.filterLabel}>{label}</h2>
      <ul className={styles.chips}>
        <li>
          <Link to={hrefFor(undefined)} aria-current={selected === undefined ? 'true' : undefined} className={styles.chip} preventScrollReset>
            전체 <span className={styles.count}>{total}</span>
          </Link>
        </li>
        {counts.map((facet) => (
          <li key={facet.code}>
            <Link to={hrefFor(facet.code)} aria-current={selected === facet.code ? 'true' : undefined} className={styles.chip} preventScrollReset>
              {facet.name} <span className={styles.count}>{facet.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface Props {
  address: StylingListAddress;
  spaceCounts: StylingListData['spaceCounts'];
  styleCounts: StylingListData['styleCounts'];
}

/** 공간 and 스타일: a new choice starts again from the first page. */
export function StylingFilters({ address, spaceCounts, styleCounts }: Props) {
  return (
    <div className={styles.filters}>
      <FilterGroup label="공간" selected={address.space} counts={spaceCounts} hrefFor={(space) => listHref({ ...address, space, page: 1 })} />
      <FilterGroup label="스타일" selected={address.style} counts={styleCounts} hrefFor={(style) => listHref({ ...address, style, page: 1 })} />
    </div>
  );
}
