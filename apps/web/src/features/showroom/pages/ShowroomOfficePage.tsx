import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { LinkButton } from '@/shared/ui';
import { Crumbs } from '../Crumbs';
import { showroomPaths } from '../links';
import { QueryState } from '../Missing';
import { Directions, OfficeFacts } from '../OfficeFacts';
import { OfficeMap } from '../OfficeMap';
import { officeQuery } from '../showroom-api';
import { PageHero } from '../PageHero';
import styles from '../Showroom.module.css';

export { officeLoader as loader, officeMeta as meta } from '../showroom-seo';

function ShowroomOfficePage() {
  const { office: slug = '' } = useParams();
  const { data: office, error, isPending, refetch } = useQuery(officeQuery(slug));
  usePageTitle(office?.name ?? '쇼룸 안내');
  if (!office) return <div className={styles.page}>{<QueryState what="쇼룸" error={error} isPending={isPending} refetch={refetch} />}</div>;
  return (
    <div className={styles.page}>
      <Crumbs trail={[{ label: '쇼룸', to: showroomPaths.list() }, { label: office.name }]} />
      <PageHero
        title={office.name}
        lead={office.intro}
        actions={
          <>
            <LinkButton to={showroomPaths.booking(office.slug)} size="lg">
              방문 예약하기
            </LinkButton>
            <LinkButton to={showroomPaths.check()} variant="secondary">
              예약 확인 · 취소
            </LinkButton>
          </>
        }
      />
      <div className={styles.columns}>
        <section aria-labelledby="office-info">
          <h2 id="office-info">이용 안내</h2>
          <OfficeFacts office={office} />
        </section>
        <section aria-labelledby="office-map">
          <h2 id="office-map">위치</h2>
          <OfficeMap office={office} />
        </section>
      </div>
      <section className={styles.section} aria-labelledby="office-floors">
        <h2 id="office-floors">층별 안내</h2>
        <ul className={styles.floors}>
          {office.floors.map((floor) => (
            <li key={floor.slug}>
              <Link to={showroomPaths.floor(office.slug, floor.slug)}>
                <span className={styles.floorName}>
                  {floor.name} · {floor.title}
                </span>
                <span className={styles.hint}> {floor.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="office-directions">
        <h2 id="office-directions">오시는 길</h2>
        <Directions office={office} />
      </section>
    </div>
  );
}

export default withQueryClient(ShowroomOfficePage);
