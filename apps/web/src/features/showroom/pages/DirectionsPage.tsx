import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { LinkButton, LoadFailed, Spinner } from '@/shared/ui';
import { showroomPaths } from '../links';
import { Directions } from '../OfficeFacts';
import { OfficeMap } from '../OfficeMap';
import { officesQuery } from '../showroom-api';
import styles from '../Showroom.module.css';

export { directionsLoader as loader, directionsMeta as meta } from '../showroom-seo';

/** /route without ?path=: 오시는 길 for every office (with ?path= the loader redirects first). */
function DirectionsPage() {
  usePageTitle('오시는 길');
  const { data, isPending, isError, error, refetch } = useQuery(officesQuery());
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <h1>오시는 길</h1>
        <p className={styles.lead}>마루 쇼룸의 위치와 교통편, 주차 안내입니다. 방문 전에 예약하시면 기다리지 않고 상담받으실 수 있어요.</p>
      </header>
      {isPending ? <Spinner label="쇼룸 위치 불러오는 중" /> : null}
      {isError ? <LoadFailed title="쇼룸 위치를 불러오지 못했어요" error={error} onRetry={() => void refetch()} /> : null}
      <ul className={styles.offices}>
        {data?.list.map((office) => (
          <li key={office.slug} className={styles.office}>
            <h2>
              <Link to={showroomPaths.office(office.slug)}>{office.name}</Link>
              <span className={styles.city}>{office.city}</span>
            </h2>
            <dl className={styles.facts}>
              <div>
                <dt>주소</dt>
                <dd>{office.address}</dd>
              </div>
              <div>
                <dt>전화</dt>
                <dd>
                  <a href={`tel:${office.phone.replaceAll('-', '')}`}>{office.phone}</a>
                </dd>
              </div>
              <div>
                <dt>운영 시간</dt>
                <dd>
                  {office.hoursSummary.join(', ')} ({office.weeklyClosed} 휴무)
                </dd>
              </div>
            </dl>
            <div className={styles.columns}>
              <OfficeMap office={office} />
              <Directions office={office} />
            </div>
            <div className={styles.actions}>
              <LinkButton to={showroomPaths.booking(office.slug)}>방문 예약</LinkButton>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default withQueryClient(DirectionsPage);
