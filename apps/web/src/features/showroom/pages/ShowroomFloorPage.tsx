import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ProductCard } from '@/features/catalogue';
import { usePageTitle } from '@/shared/browser';
import { withQueryClient } from '@/shared/query';
import { LinkButton } from '@/shared/ui';
import { Crumbs } from '../Crumbs';
import { showroomPaths } from '../links';
import { QueryState } from '../Missing';
import { floorQuery } from '../showroom-api';
import { PageHero } from '../PageHero';
import styles from '../Showroom.module.css';

export { floorLoader as loader, floorMeta as meta } from '../showroom-seo';

function ShowroomFloorPage() {
  const { office: slug = '', floor: floorSlug = '' } = useParams();
  const { data, error, isPending, refetch } = useQuery(floorQuery(slug, floorSlug));
  usePageTitle(data ? `${data.office.name} ${data.floor.name}` : '쇼룸 층별 안내');
  if (!data) return <div className={styles.page}>{<QueryState what="층 안내" error={error} isPending={isPending} refetch={refetch} />}</div>;
  const { office, floor, floors, zones } = data;
  return (
    <div className={styles.page}>
      <Crumbs trail={[{ label: '쇼룸', to: showroomPaths.list() }, { label: office.name, to: showroomPaths.office(office.slug) }, { label: floor.name }]} />
      <PageHero title={<>{office.name} {floor.name} · {floor.title}</>} lead={floor.summary} />
      <nav aria-label="층 선택" className={styles.floorTabs}>
        <ul>
          {floors.map((other) => (
            <li key={other.slug}>
              <Link to={showroomPaths.floor(office.slug, other.slug)} aria-current={other.slug === floor.slug ? 'page' : undefined}>
                {other.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {zones.map((zone, index) => (
        <section key={zone.name} className={styles.zone} aria-labelledby={`zone-${index}`}>
          <h2 id={`zone-${index}`}>{zone.name}</h2>
          <p className={styles.lead}>{zone.description}</p>
          {zone.brands.length ? <p className={styles.brands}>전시 브랜드: {zone.brands.join(', ')}</p> : null}
          <ul className={styles.grid}>
            {zone.products.map((product) => (
              <li key={product.productNo}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <div className={styles.actions}>
        <LinkButton to={showroomPaths.booking(office.slug)}>이 쇼룸 방문 예약</LinkButton>
      </div>
    </div>
  );
}

export default withQueryClient(ShowroomFloorPage);
