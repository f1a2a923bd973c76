import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { type LoaderFunctionArgs, Link } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { loaderQueryClient, preloadQueries, withQueryClient } from '@/shared/query';
import type { PageMeta, PageMetaArgs } from '@/shared/seo';
import { FactList, LinkButton, Skeleton } from '@/shared/ui';
import { HeroCarousel } from '../HeroCarousel';
import type { SamplePromotion as SamplePromotionData, ShowroomInvitation as ShowroomInvitationData } from '@maru/domain';
import type { ShelfSection } from '../HomeShelves';
import { brandStripQuery, homeDisplayQuery, type HomeDisplay, type HomeSectionView, productShelfQuery } from '../home-queries';
import { SiteSectionLinks } from '../SiteSectionLinks';
import styles from './HomePage.module.css';

// Below the first screen, so fetched after the first render. Without its chunk the page
// simply has no shelves, as when the catalogue does not answer.
const HomeShelf = lazy<ComponentType<{ section: ShelfSection }>>(() => import('../HomeShelves').catch(() => ({ default: () => null })));

function CategoryShortcuts({ id, title, shortcuts }: { id: string; title: string; shortcuts: { label: string; path: string }[] }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={styles.grid}>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.label}>
            <Link to={shortcut.path} className={styles.tile}>
              {shortcut.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface FeatureProps {
  id: string;
  /** The words of the feature as the display data gives them. */
  feature: { eyebrow: string; title: string; description: string };
  /** The feature's particulars, between its description and its links. */
  children: ReactNode;
  actions: ReactNode;
}

/** A feature of the shop side by side with another: a kicker, its heading, what it offers and where to go. */
function Feature({ id, feature, children, actions }: FeatureProps) {
  return (
    <section className={`${styles.section} ${styles.feature}`} aria-labelledby={id}>
      <p className={styles.eyebrow}>{feature.eyebrow}</p>
      <h2 id={id} className={styles.sectionTitle}>
        {feature.title}
      </h2>
      <p>{feature.description}</p>
      {children}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

function SamplePromotion({ id, promotion }: { id: string; promotion: SamplePromotionData }) {
  return (
    <Feature
      id={id}
      feature={promotion}
      actions={
        <>
          <LinkButton to={promotion.ctaLink}>{promotion.ctaLabel}</LinkButton>
          <LinkButton to={promotion.secondaryLink} variant="secondary">
            {promotion.secondaryLabel}
          </LinkButton>
        </>
      }
    >
      <ul className={styles.points}>
        {promotion.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
    </Feature>
  );
}

function ShowroomInvitation({ id, invitation }: { id: string; invitation: ShowroomInvitationData }) {
  return (
    <Feature id={id} feature={invitation} actions={<LinkButton to={invitation.ctaLink}>{invitation.ctaLabel}</LinkButton>}>
      <FactList facts={invitation.details} className={styles.details} />
    </Feature>
  );
}

type Section = HomeSectionView;
type Feature = Extract<Section, { kind: 'SAMPLE' | 'SHOWROOM' }>;

/** The page's parts in order: a hero spans the width; the rest sits in the column, side-by-side features grouped. */
type Run = { kind: 'hero'; section: Extract<Section, { kind: 'HERO' }> } | { kind: 'column'; sections: Section[] };

function runsOf(sections: readonly Section[]): Run[] {
  const runs: Run[] = [];
  for (const section of sections) {
    if (section.kind === 'HERO') runs.push({ kind: 'hero', section });
    else {
      const last = runs.at(-1);
      if (last?.kind === 'column') last.sections.push(section);
      else runs.push({ kind: 'column', sections: [section] });
    }
  }
  return runs;
}

const isFeature = (section: Section): section is Feature => section.kind === 'SAMPLE' || section.kind === 'SHOWROOM';

function FeatureBlock({ section }: { section: Feature }) {
  const id = `home-section-${section.sectionId}`;
  return section.kind === 'SAMPLE' ? <SamplePromotion id={id} promotion={section.block} /> : <ShowroomInvitation id={id} invitation={section.block} />;
}

function ColumnSection({ section }: { section: Exclude<Section, Feature | { kind: 'HERO' }> }) {
  const id = `home-section-${section.sectionId}`;
  switch (section.kind) {
    case 'CATEGORIES':
      return <CategoryShortcuts id={id} title={section.title} shortcuts={section.shortcuts} />;
    case 'SITE_LINKS':
      return <SiteSectionLinks id={id} title={section.title} />;
    case 'SHELF':
    case 'BRANDS':
      return (
        <Suspense fallback={null}>
          <HomeShelf section={section} />
        </Suspense>
      );
  }
}

/** A column run: its sections in order, features next to each other in twos. */
function Column({ sections }: { sections: readonly Section[] }) {
  const parts: ReactNode[] = [];
  let features: Feature[] = [];
  const flush = () => {
    if (features.length === 0) return;
    parts.push(
      <div key={`features-${features[0]!.sectionId}`} className={styles.features}>
        {features.map((feature) => (
          <FeatureBlock key={feature.sectionId} section={feature} />
        ))}
      </div>,
    );
    features = [];
  };
  for (const section of sections) {
    if (isFeature(section)) {
      features.push(section);
      continue;
    }
    flush();
    if (section.kind !== 'HERO') parts.push(<ColumnSection key={section.sectionId} section={section} />);
  }
  flush();
  return <div className={styles.inner}>{parts}</div>;
}

/** The queries the shelves on the page will ask for, so the server's first HTML has them. */
function shelfQueries(sections: readonly Section[]): Parameters<typeof preloadQueries>[1] {
  const queries: Parameters<typeof preloadQueries>[1][number][] = [];
  for (const section of sections) {
    if (section.kind === 'BRANDS') queries.push(brandStripQuery);
    if (section.kind === 'SHELF' && section.source !== 'PICKED') queries.push(productShelfQuery(section.source === 'NEW' ? 'NE' : 'PO'));
  }
  return queries;
}

/** The sections, then the shelves they hold; awaited on the server so the first HTML has them. */
export async function loader({ context }: LoaderFunctionArgs) {
  await preloadQueries(context, [homeDisplayQuery]);
  // In the browser the first call does not wait: the shelves then ask for their own data.
  const sections = loaderQueryClient(context).getQueryData(homeDisplayQuery.queryKey)?.sections ?? [];
  await preloadQueries(context, shelfQueries(sections));
  return null;
}

const firstHero = (data: HomeDisplay | undefined) => data?.sections.find((section) => section.kind === 'HERO')?.slides[0]?.image;

export function meta({ queryClient }: PageMetaArgs): PageMeta {
  const hero = firstHero(queryClient.getQueryData(homeDisplayQuery.queryKey));
  return {
    canonicalPath: '/',
    ...(hero ? { image: { url: hero.src, width: hero.width, height: hero.height, alt: '마루' }, lcpImage: { href: hero.src, srcset: hero.srcSet, sizes: '100vw' } } : {}),
  };
}

/**
 * The home page: the operator's sections (issue 27) in their order. The same elements on every
 * render of the same answer, so a lazy shelf's server HTML is adopted when its chunk comes.
 */
function HomePage() {
  usePageTitle();
  const { data, isPending } = useQuery(homeDisplayQuery);
  const page = useMemo(() => {
    let heroes = 0;
    return runsOf(data?.sections ?? []).map((run) =>
      run.kind === 'hero' ? (
        run.section.slides.length > 0 ? <HeroCarousel key={run.section.sectionId} slides={run.section.slides} id={heroes++ === 0 ? 'hero-slides' : `hero-slides-${run.section.sectionId}`} /> : null
      ) : (
        <Column key={`column-${run.sections[0]!.sectionId}`} sections={run.sections} />
      ),
    );
  }, [data]);
  return (
    <>
      <h1 className={styles.visuallyHidden}>오래 머무는 공간을 위한 가구와 타일, 그리고 작은 것들</h1>
      {isPending ? (
        <div className={styles.heroPlaceholder}>
          <Skeleton height="100%" />
        </div>
      ) : null}
      {page}
    </>
  );
}

export default withQueryClient(HomePage);
