import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadFailed } from '@/features/board';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { Spinner } from '@/shared/ui';
import styles from './About.module.css';

const tabs = [
  { label: '브랜드 소개', to: paths.aboutBrand() },
  { label: '회사 소개', to: paths.aboutCompany() },
  { label: '사람들', to: paths.aboutPeople() },
];

interface AboutFrameProps {
  title: string;
  state: { isPending: boolean; isError: boolean; refetch: () => unknown };
  children: () => ReactNode;
}

/** The three company pages share tabs, a loading state and a retry. */
export function AboutFrame({ title, state, children }: AboutFrameProps) {
  usePageTitle(title);
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <nav aria-label="회사 안내" className={styles.tabs}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <Link to={tab.to} aria-current={pathname === tab.to ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* The page's name stands in as its heading until the content arrives with its own. */}
      {state.isPending ? (
        <>
          <h1 className={styles.pendingTitle}>{title}</h1>
          <Spinner label={`${title} 불러오는 중`} />
        </>
      ) : null}
      {state.isError ? <LoadFailed title={title} onRetry={() => void state.refetch()} /> : null}
      {!state.isPending && !state.isError ? children() : null}
    </div>
  );
}

export function Sections({ sections }: { sections: { heading: string; paragraphs: string[] }[] }) {
  return sections.map((section) => (
    <section key={section.heading} className={styles.section}>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </section>
  ));
}

export function Facts({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
