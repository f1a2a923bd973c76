import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadFailed, RichText } from '@/features/board';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { Spinner } from '@/shared/ui';
import { DEFAULT_POLICY_CATEGORY, isPolicyCategory, policyTitles } from '../policy-categories';
import { effectiveDateText, policyQuery, type PolicyHeading } from '../policy-api';
import { policyHtml } from '../policy-html';
import styles from './PolicyPage.module.css';

export { policyPageLoader as loader, policyPageMeta as meta } from '../policy-seo';

/** The table of contents; each entry is a hash link, so the router scrolls (smoothly, unless motion is reduced). */
function PolicyContents({ headings }: { headings: PolicyHeading[] }) {
  if (headings.length === 0) return null;
  return (
    <nav className={styles.toc} aria-labelledby="policy-toc">
      <h2 id="policy-toc" className={styles.tocTitle}>
        목차
      </h2>
      <ol>
        {headings.map((heading) => (
          <li key={heading.anchor}>
            <Link to={{ hash: heading.anchor }}>
              {heading.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function PolicyPage() {
  const { category } = useParams();
  const current = category && isPolicyCategory(category) ? category : DEFAULT_POLICY_CATEGORY;
  const title = policyTitles[current];
  usePageTitle(title);
  const { data, isPending, isError, refetch } = useQuery(policyQuery(current));

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
      </header>
      {isPending ? <Spinner label={`${title} 불러오는 중`} /> : null}
      <PolicyContents headings={data?.headings ?? []} />
      {data?.list.map((entry) => (
        <RichText key={entry.id} html={entry.content} allow={policyHtml} className={styles.content} />
      ))}
    </article>
  );
}

export default withQueryClient(PolicyPage);
