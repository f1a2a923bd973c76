import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { LinkButton, LoadFailed, Spinner } from '@/shared/ui';
import { showroomPaths } from '../links';
import { OfficeFacts } from '../OfficeFacts';
import { OfficeMap } from '../OfficeMap';
import { officesQuery } from '../showroom-api';
import { PageHero } from '../PageHero';
import styles from '../Showroom.module.css';

export { officesLoader as loader, officesMeta as meta } from '../showroom-seo';

function ShowroomPage() {
  usePageTitle('쇼룸');
  const { data, isPending, isError, error, refetch } = useQuery(officesQuery());
  return (
    <div className={styles.page}>
      <PageHero
        title="쇼룸"
        lead="타일과 수전, 가구를 직접 보고 만져 보세요. 방문 예약을 하시면 상담사가 관심 분야의 샘플을 미리 준비해 둡니다."
        actions={
          <>
            <LinkButton to={showroomPaths.check()} variant="secondary">
              예약 확인 · 취소
            </LinkButton>
            <LinkButton to={showroomPaths.directions()} variant="ghost">
              오시는 길
            </LinkButton>
          </>
        }
      />
      {isPending ? <Spinner label="쇼룸 불러오는 중" /> : null}
      {isError ? <LoadFailed title="쇼룸 정보를 불러오지 못했어요" error={error} onRetry={() => void refetch()} /> : null}
      {data ? (
        <ul className={styles.offices}>
          {data.list.map((office) => (
            <li key={office.slug} className={styles.office}>
              <h2>
                <Link to={showroomPaths.office(office.slug)}>{office.name}</Link>
                <span className={styles.city}>{office.city}</span>
              </h2>
              <p className={styles.lead}>{office.intro}</p>
              <div className={styles.columns}>
                <OfficeFacts office={office} holidays={2} />
                <OfficeMap office={office} />
              </div>
              <div>
                <h3>층별 안내</h3>
                <ul className={styles.floors}>
                  {office.floors.map((floor) => (
                    <li key={floor.slug}>
                      <Link to={showroomPaths.floor(office.slug, floor.slug)}>
                        <span className={styles.floorName}>{floor.name}</span> {floor.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
              <div className={styles.actions}>
                <LinkButton to={showroomPaths.booking(office.slug)}>{office.name} 방문 예약</LinkButton>
                <LinkButton to={showroomPaths.office(office.slug)} variant="secondary">
                  자세히 보기
                </LinkButton>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export default withQueryClient(ShowroomPage);
