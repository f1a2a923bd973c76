import { useQuery } from '@tanstack/react-query';
import { withQueryClient } from '@/shared/query';
import { AboutFrame, Sections } from '../AboutFrame';
import { aboutQuery } from '../about-api';
import styles from '../About.module.css';
import { aboutPage } from '../about-seo';

export const { loader, meta } = aboutPage('brand');

function BrandPage() {
  const query = useQuery(aboutQuery('brand'));
  const brand = query.data;
  return (
    <AboutFrame title="브랜드 소개" state={query}>
      {() =>
        brand ? (
          <>
            <header className={styles.hero}>
              <h1>{brand.title}</h1>
              <p className={styles.slogan}>{brand.slogan}</p>
              <p className={styles.lead}>{brand.lead}</p>
            </header>
            <Sections sections={brand.sections} />
            <section className={styles.section}>
              <h2>마루가 지키는 것</h2>
              <ul className={styles.cards}>
                {brand.principles.map((principle) => (
                  <li key={principle.title}>
                    <h3>{principle.title}</h3>
                    <p>{principle.description}</p>
                  </li>
                ))}
              </ul>
            </section>
            <section className={styles.section}>
              <h2>타일을 고르는 방법</h2>
              <ol className={styles.steps}>
                {brand.tileSelection.map((step) => (
                  <li key={step.step}>
                    <h3>{step.title}</h3>
                    <p>{step.description}</p>
                  </li>
                ))}
              </ol>
            </section>
          </>
        ) : null
      }
    </AboutFrame>
  );
}

export default withQueryClient(BrandPage);
