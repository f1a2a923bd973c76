import { formatKstLongDate, type StylingDetail } from '@maru/domain';
import { Link } from 'react-router';
import { ProductCard } from '@/features/catalogue';
import { BookmarkButton } from '@/shared/bookmark';
import { paths } from '@/shared/routing';
import { ShareButtons } from '@/shared/share';
import { bookmarkQuery, toggleBookmark } from '../api/styling-api';
import { listHref } from '../list/StylingFilters';
import { StylingCardView } from '../list/StylingCardView';
import styles from '../Styling.module.css';
import { HotspotPhoto } from './HotspotPhoto';


/** A room: its title and story, the photos with product tags, the products in it and rooms like it. */
export function StylingDetailView({ styling }: { styling: StylingDetail }) {
  const [first, ...rest] = styling.photos;
  return (
    <article className={styles.detail}>
      <header className={styles.detailHeader}>
        <p className={styles.tags}>
          <Link to={listHref({ space: styling.space, page: 1 })}>{styling.spaceName}</Link>
          <Link to={listHref({ style: styling.style, page: 1 })}>{styling.styleName}</Link>
        </p>
        <h1 className={styles.detailTitle}>{styling.title}</h1>
        <p className={styles.detailSummary}>{styling.summary}</p>
        <p className={styles.cardMeta}>
          <time dateTime={styling.publishedAt}>{formatKstLongDate(styling.publishedAt)}</time>
        </p>
        <div className={styles.actions}>
          <BookmarkButton check={bookmarkQuery(styling.stylingNo)} toggle={() => toggleBookmark(styling.stylingNo)} listKey={['styling', 'bookmarks']} />
          <ShareButtons url={paths.styling(styling.stylingNo)} title={styling.title} description={styling.summary} imageUrl={styling.cover.url} />
        </div>
      </header>

      {first ? <HotspotPhoto photo={first} eager /> : null}
      <div className={styles.story}>
        {styling.story.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {rest.map((photo) => (
        <HotspotPhoto key={photo.position} photo={photo} />
      ))}

      <section aria-labelledby="room-products" className={styles.section}>
        <h2 id="room-products" className={styles.sectionTitle}>
          이 공간의 상품 <span className={styles.count}>{styling.productList.length}</span>
        </h2>
        <ul className={styles.productGrid}>
          {styling.productList.map((product) => (
            <li key={product.productNo}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      </section>

      {styling.relatedList.length ? (
        <section aria-labelledby="related-rooms" className={styles.section}>
          <h2 id="related-rooms" className={styles.sectionTitle}>
            다른 {styling.spaceName} 스타일링
          </h2>
          <ul className={styles.grid}>
            {styling.relatedList.map((related) => (
              <li key={related.stylingNo}>
                <StylingCardView styling={related} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
