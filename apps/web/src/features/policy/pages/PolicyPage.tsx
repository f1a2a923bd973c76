import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadFailed, RichText } from '@/features/board';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { Spinner } from '@/shared/ui';
import { DEFAULT_POLICY_CATEGORY, isPolicyCategory, policyTitles } from '../policy-categories';
import { effectiveDateText, policyQuery, versionFromSearch, type PolicyHeading, type PolicyVersionLink } from '../policy-api';
import { policyHtml } from '../policy-html';
import styles from './PolicyPage.module.css';

export { policyPageLoader as loader, policyPageMeta as meta } from '../policy-seo';

/** The table of contents; each entry is a hash link, so the router scrolls (smoothly, unless motion is reduced). */
function PolicyContents({ headings }: { headings: PolicyHeading[] }) {
  // An earlier version's anchors stay on that version's address (?version=).
  const { search } = useLocation();
  if (headings.length === 0) return null;
  return (
    <nav className={styles.toc} aria-labelledby="policy-toc">
      <h2 id="policy-toc" className={styles.tocTitle}>
        목차
      </h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.anchor}>
            <Link to={{ search, hash: heading.anchor }}>
              {heading.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Every version in force so far, newest first (issue 27): the one in force at the plain address,
 * each earlier one at ?version=, so a shopper can read the terms they agreed to.
 */
function PolicyVersions({ versions, shown, path }: { versions: PolicyVersionLink[]; shown: number; path: string }) {
  if (versions.length < 2) return null;
  return (
    <nav className={styles.versions} aria-labelledby="policy-versions">
      <h2 id="policy-versions" className={styles.tocTitle}>
        버전 목록
      </h2>
      <ol>
        {versions.map((version) => (
          <li key={version.versionId}>
            <Link to={version.current ? path : `${path}?version=${version.versionId}`} aria-current={version.versionId === shown ? 'page' : undefined}>
              {effectiveDateText(version.version)} 시행{version.current ? ' (현재 시행 중)' : ''}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function PolicyPage() {
  const { category } = useParams();
  const [searchParams] = useSearchParams();
  const current = category && isPolicyCategory(category) ? category : DEFAULT_POLICY_CATEGORY;
  const title = policyTitles[current];
  usePageTitle(title);
  const { data, isPending, isError, refetch } = useQuery(policyQuery(current, versionFromSearch(searchParams.get('version'))));
  const path = paths.policy(current);

  if (isError) return <LoadFailed title={title} onRetry={() => void refetch()} />;

  // The title is known from the address, so it shows while the text is still loading.
  const latest = data?.list[0];
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{data?.name || title}</h1>
        {latest ? (
          <p className={styles.meta}>
            시행일 {effectiveDateText(latest.version)} · 버전 {latest.version}
          </p>
        ) : null}
        {data && !data.current ? (
          <p className={styles.earlier} role="note">
            지금 보시는 것은 이전 버전입니다. <Link to={path}>현재 시행 중인 {data.name} 보기</Link>
          </p>
        ) : null}
      </header>
      {isPending ? <Spinner label={`${title} 불러오는 중`} /> : null}
      {data ? <PolicyVersions versions={data.versions} shown={data.versionId} path={path} /> : null}
      <PolicyContents headings={data?.headings ?? []} />
      {data?.list.map((entry) => (
        <RichText key={entry.id} html={entry.content} allow={policyHtml} className={styles.content} />
      ))}
    </article>
  );
}

export default withQueryClient(PolicyPage);
