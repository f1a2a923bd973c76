import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { type LoaderFunctionArgs, Link } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { mainCategories } from '@/shared/config';
import { preloadQueries, withQueryClient } from '@/shared/query';
import type { PageMeta, PageMetaArgs } from '@/shared/seo';
import { FactList, LinkButton, Skeleton } from '@/shared/ui';
import { HeroCarousel } from '../HeroCarousel';
import { brandStripQuery, homeDisplayQuery, type HomeDisplay, productShelfQuery } from '../home-queries';
import styles from './HomePage.module.css';

// Below the first screen, so fetched after the first render. Without its chunk the page
// simply has no shelves, as when the catalogue does not answer.
const HomeShelves = lazy<ComponentType>(() => import('../HomeShelves').catch(() => ({ default: () => null })));
// One element for every render, so a re-render before the shelves' chunk has come does not
// make React drop their server HTML.
const shelves = (
  <Suspense fallback={null}>
    <HomeShelves />
  </Suspense>
);

function CategoryShortcuts({ shortcuts }: { shortcuts: { label: string; path: string }[] }) {
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <h2 id="home-categories" className={styles.sectionTitle}>
        카테고리
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

function SamplePromotion({ promotion }: { promotion: HomeDisplay['samplePromotion'] }) {
  return (
    <Feature
      id="home-sample"
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

function ShowroomInvitation({ invitation }: { invitation: HomeDisplay['showroomInvitation'] }) {
  return (
    <Feature id="home-showroom" feature={invitation} actions={<LinkButton to={invitation.ctaLink}>{invitation.ctaLabel}</LinkButton>}>
      <FactList facts={invitation.details} className={styles.details} />
    </Feature>
  );
}

const fallbackShortcuts = mainCategories.map((category) => ({ label: category.label, path: category.to }));

/** The display data and the shelves; awaited on the server so the first HTML has them. */
export async function loader({ context }: LoaderFunctionArgs) {
  await preloadQueries(context, [homeDisplayQuery, productShelfQuery('NE'), productShelfQuery('PO'), brandStripQuery]);
  return null;
}

export function meta({ queryClient }: PageMetaArgs): PageMeta {
  const hero = queryClient.getQueryData(homeDisplayQuery.queryKey)?.heroSlides[0]?.image;
  return {
    canonicalPath: '/',
    ...(hero ? { image: { url: hero.src, width: hero.width, height: hero.height, alt: '마루' }, lcpImage: { href: hero.src, srcset: hero.srcSet, sizes: '100vw' } } : {}),
  };
}

function HomePage() {
  usePageTitle();
  const { data, isPending } = useQuery(homeDisplayQuery);
  return (
    <>
      <h1 className={styles.visuallyHidden}>오래 머무는 공간을 위한 가구와 타일, 그리고 작은 것들</h1>
      {isPending ? (
        <div className={styles.heroPlaceholder}>
          <Skeleton height="100%" />
        </div>
      ) : null}
      {data && data.heroSlides.length > 0 ? <HeroCarousel slides={data.heroSlides} /> : null}
      <div className={styles.inner}>
        <CategoryShortcuts shortcuts={data?.categoryShortcuts.length ? data.categoryShortcuts : fallbackShortcuts} />
        {shelves}
        {data ? (
          <div className={styles.features}>
            <SamplePromotion promotion={data.samplePromotion} />
            <ShowroomInvitation invitation={data.showroomInvitation} />
          </div>
        ) : null}
      </div>
    </>
  );
}

export default withQueryClient(HomePage);
