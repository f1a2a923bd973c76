import { Link } from 'react-router';
import { withQueryClient } from '@/shared/query';
import { AboutFrame, Facts, Section, Sections } from '../AboutFrame';
import styles from '../About.module.css';
import { aboutPage } from '../about-seo';

export const { loader, meta } = aboutPage('company');

function CompanyPage() {
  return (
    <AboutFrame page="company">
      {(company) => (
        <>
          <Section heading="회사 개요">
            <Facts facts={company.overview} />
          </Section>
          <Section heading="걸어온 길">
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
          </Section>
          <Section heading={company.showroom.name}>
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
          </Section>
          <Sections sections={company.directions} />
          <Section heading="고객센터">
            <Facts facts={company.customerCenter} />
          </Section>
        </>
      )}
    </AboutFrame>
  );
}

export default withQueryClient(CompanyPage);
