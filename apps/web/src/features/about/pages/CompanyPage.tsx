import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { withQueryClient } from '@/shared/query';
import { AboutFrame, Facts, Sections } from '../AboutFrame';
import { aboutQuery } from '../about-api';
import styles from '../About.module.css';
import { aboutPage } from '../about-seo';

export const { loader, meta } = aboutPage('company');

function CompanyPage() {
  const query = useQuery(aboutQuery('company'));
  const company = query.data;
  return (
    <AboutFrame title="회사 소개" state={query}>
      {() =>
        company ? (
          <>
            <header className={styles.hero}>
              <h1>{company.title}</h1>
              <p className={styles.lead}>{company.lead}</p>
            </header>
            <section className={styles.section}>
              <h2>회사 개요</h2>
              <Facts facts={company.overview} />
            </section>
            <section className={styles.section}>
              <h2>걸어온 길</h2>
              <ol className={styles.history}>
                {company.history.map((year) => (
                  <li key={year.year}>
                    <h3>{year.year}</h3>
                    <ul>
                      {year.events.map((event) => (
                        <li key={event}>{event}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            </section>
            <section className={styles.section}>
              <h2>{company.showroom.name}</h2>
              <Facts
                facts={[
                  { label: '주소', value: company.showroom.address },
                  { label: '운영 시간', value: company.showroom.hours },
                  { label: '휴무', value: company.showroom.closedDays },
                  { label: '예약', value: company.showroom.reservation },
                ]}
              />
              <p>
                <Link to={company.showroom.link}>쇼룸 안내 보기</Link>
              </p>
            </section>
            <Sections sections={company.directions} />
            <section className={styles.section}>
              <h2>고객센터</h2>
              <Facts facts={company.customerCenter} />
            </section>
          </>
        ) : null
      }
    </AboutFrame>
  );
}

export default withQueryClient(CompanyPage);
