import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { mainCategories } from '@/shared/config';
import { withQueryClient } from '@/shared/query';
import { paths } from '@/shared/routing';
import { LinkButton, Skeleton } from '@/shared/ui';
import { brandStripQuery, homeQuery, type HomeDisplay } from '../home-api';
import { HeroCarousel } from '../HeroCarousel';
import { ProductShelf } from '../ProductShelf';
import styles from './HomePage.module.css';

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

function BrandStrip() {
  const { data } = useQuery(brandStripQuery);
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-brands">
      <h2 id="home-brands" className={styles.sectionTitle}>
        브랜드
      </h2>
      <ul className={styles.brands}>
        {data.map((brand) => (
          <li key={brand.categoryNo}>
            <Link to={paths.productList(brand.categoryNo)}>{brand.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SamplePromotion({ promotion }: { promotion: HomeDisplay['samplePromotion'] }) {
  return (
    <section className={`${styles.section} ${styles.feature}`} aria-labelledby="home-sample">
      <p className={styles.eyebrow}>{promotion.eyebrow}</p>
      <h2 id="home-sample" className={styles.sectionTitle}>
        {promotion.title}
      </h2>
      <p>{promotion.description}</p>
      <ul className={styles.points}>
        {promotion.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <LinkButton to={promotion.ctaLink}>{promotion.ctaLabel}</LinkButton>
        <LinkButton to={promotion.secondaryLink} variant="secondary">
          {promotion.secondaryLabel}
        </LinkButton>
      </div>
    </section>
  );
}

function ShowroomInvitation({ invitation }: { invitation: HomeDisplay['showroomInvitation'] }) {
  return (
    <section className={`${styles.section} ${styles.feature}`} aria-labelledby="home-showroom">
      <p className={styles.eyebrow}>{invitation.eyebrow}</p>
      <h2 id="home-showroom" className={styles.sectionTitle}>
        {invitation.title}
      </h2>
      <p>{invitation.description}</p>
      <dl className={styles.details}>
        {invitation.details.map((detail) => (
          <div key={detail.label}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <LinkButton to={invitation.ctaLink}>{invitation.ctaLabel}</LinkButton>
      </div>
    </section>
  );
}

const fallbackShortcuts = mainCategories.map((category) => ({ label: category.label, path: category.to }));

function HomePage() {
  usePageTitle();
  const { data, isPending } = useQuery(homeQuery);
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
        <ProductShelf sorted="NE" title="새로 들어온 상품" id="home-new" />
        <ProductShelf sorted="PO" title="많이 찾는 상품" id="home-popular" />
        <BrandStrip />
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
