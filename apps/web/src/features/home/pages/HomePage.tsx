import { Link } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { mainCategories } from '@/shared/config';
import { paths } from '@/shared/routing';
import { LinkButton } from '@/shared/ui';
import styles from './HomePage.module.css';

export default function HomePage() {
  usePageTitle();
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.eyebrow}>MARU 마루</p>
        <h1 id="home-title" className={styles.title}>
          오래 머무는 공간을 위한
          <br />
          가구와 타일, 그리고 작은 것들
        </h1>
        <p className={styles.lead}>유럽 타일과 카펫 타일, 수전·욕실, 디자인 가구와 인테리어 소품을 한곳에서 만나 보세요.</p>
        <div className={styles.actions}>
          <LinkButton to={paths.productList()} size="lg">
            전체 상품 보기
          </LinkButton>
          <LinkButton to={paths.showroom()} size="lg" variant="secondary">
            쇼룸 방문 안내
          </LinkButton>
        </div>
      </section>

      <section className={styles.categories} aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          카테고리
        </h2>
        <ul className={styles.grid}>
          {mainCategories.map((category) => (
            <li key={category.label}>
              <Link to={category.to} className={styles.tile} viewTransition>
                {category.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
