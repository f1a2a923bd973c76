import { Link } from 'react-router';
import { type SiteSectionKey, siteSections } from '@/shared/layout';
import styles from './SiteSectionLinks.module.css';

/** What each section offers, in a line under its name. */
const blurbs: Record<SiteSectionKey, string> = {
  styling: '실제 공간에 쓰인 가구와 타일을 함께 보여 드려요',
  exhibition: '브랜드와 테마별로 골라 둔 상품을 만나 보세요',
  showroom: '쇼룸에서 실물을 보고 상담받으실 수 있어요',
  event: '친구를 초대하고 쿠폰 혜택을 받아 보세요',
};

/**
 * The home page's way into the shop's sections (issue 26): plain links and CSS, so the page's
 * start-up JavaScript does not grow.
 */
export function SiteSectionLinks({ id = 'home-sections', title = '둘러보기' }: { id?: string; title?: string }) {
  return (
    <section className={styles.sections} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ul className={styles.list}>
        {siteSections.map((section) => (
          <li key={section.key}>
            <Link to={section.to} className={styles.entry}>
              <span className={styles.name}>{section.label}</span>
              <span className={styles.blurb}>{blurbs[section.key]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
