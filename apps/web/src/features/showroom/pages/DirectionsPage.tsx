import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { FactList, LinkButton, LoadFailed, Spinner } from '@/shared/ui';
import { showroomPaths } from '../links';
import { Directions, OfficePhone } from '../OfficeFacts';
import { OfficeMap } from '../OfficeMap';
import { officesQuery } from '../showroom-api';
import { PageHero } from '../PageHero';
import styles from '../Showroom.module.css';

export { directionsLoader as loader, directionsMeta as meta } from '../showroom-seo';

/** /route without ?path=: 오시는 길 for every office (with ?path= the loader redirects first). */
function DirectionsPage() {
  usePageTitle('오시는 길');
  const { data, isPending, isError, error, refetch } = useQuery(officesQuery());
  return (
    <div className={styles.page}>
      <PageHero title="오시는 길" lead="마루 쇼룸의 위치와 교통편, 주차 안내입니다. 방문 전에 예약하시면 기다리지 않고 상담받으실 수 있어요." />
      {isPending ? <Spinner label="쇼룸 위치 불러오는 중" /> : null}
      {isError ? <LoadFailed title="쇼룸 위치를 불러오지 못했어요" error={error} onRetry={() => void refetch()} /> : null}
      <ul className={styles.offices}>
        {data?.list.map((office) => (
          <li key={office.slug} className={styles.office}>
            <h2>
              <Link to={showroomPaths.office(office.slug)}>{office.name}</Link>
              <span className={styles.city}>{office.city}</span>
            </h2>
            <FactList
              className={styles.facts}
              facts={[
                { label: '주소', value: office.address },
                { label: '전화', value: <OfficePhone phone={office.phone} /> },
                { label: '운영 시간', value: office.openingHours },
                { label: '휴무', value: office.weeklyClosed },
              ]}
            />
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
