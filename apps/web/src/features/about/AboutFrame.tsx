import type { AboutContent, ContentSection, LabelValue } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadFailed } from '@/features/board';
import { usePageTitle } from '@/shared/browser';
import { paths } from '@/shared/routing';
import { FactList, Spinner } from '@/shared/ui';
import { aboutQuery } from './about-api';
import { aboutPages } from './about-seo';
import styles from './About.module.css';

const tabs = [
  { label: '브랜드 소개', to: paths.aboutBrand() },
  { label: '회사 소개', to: paths.aboutCompany() },
  { label: '사람들', to: paths.aboutPeople() },
];

interface AboutFrameProps<Page extends keyof AboutContent> {
  page: Page;
  /** The page's content under its hero, once it has come. */
  children: (content: AboutContent[Page]) => ReactNode;
}

/** The three company pages share tabs, their content's loading state and a retry, and open with the content's own title and lead. */
export function AboutFrame<Page extends keyof AboutContent>({ page, children }: AboutFrameProps<Page>) {
  const { title } = aboutPages[page];
  usePageTitle(title);
  const state = useQuery(aboutQuery(page));
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
      {!state.isPending && !state.isError && state.data ? (
        <>
          <Hero title={state.data.title} slogan={'slogan' in state.data ? state.data.slogan : undefined} lead={state.data.lead} />
          {children(state.data)}
        </>
      ) : null}
    </div>
  );
}

/** The page's own heading, its slogan when it has one, and the lead paragraph. */
function Hero({ title, slogan, lead }: { title: string; slogan?: string; lead: string }) {
  return (
    <header className={styles.hero}>
      <h1>{title}</h1>
      {slogan ? <p className={styles.slogan}>{slogan}</p> : null}
      <p className={styles.lead}>{lead}</p>
    </header>
  );
}

/** A part of a company page under its own heading. */
export function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2>{heading}</h2>
      {children}
    </section>
  );
}

/** Sections of plain paragraphs, as the content gives them. */
export function Sections({ sections }: { sections: ContentSection[] }) {
  return sections.map((section) => (
    <Section key={section.heading} heading={section.heading}>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </Section>
  ));
}

interface TitledListProps {
  heading: string;
  /** Numbered when the order matters (steps). */
  ordered?: boolean;
  className: string | undefined;
  items: { title: string; description: string }[];
}

/** A section listing titled items (principles as cards, steps in order), each a small heading and its words. */
export function TitledList({ heading, ordered = false, className, items }: TitledListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <Section heading={heading}>
      <List className={className}>
        {items.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </List>
    </Section>
  );
}

/** Labelled facts (the company's overview, the customer centre). */
export function Facts({ facts }: { facts: LabelValue[] }) {
  return <FactList facts={facts} className={styles.facts} />;
}
