import type { StylingCard } from '@maru/domain';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { StylingImg } from '../detail/StylingImg';
import styles from '../Styling.module.css';

export const CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

interface Props {
  styling: StylingCard;
  headingLevel?: 2 | 3;
  eager?: boolean;
}

/** A room in a grid: cover, space and style, title, how many products it tags. */
export function StylingCardView({ styling, headingLevel = 2, eager = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} data-testid="styling-card">
      <Link to={paths.styling(styling.stylingNo)} className={styles.cardLinkArea}>
        <StylingImg image={{ ...styling.cover, alt: '' }} sizes={CARD_SIZES} eager={eager} className={styles.cover} />
        <p className={styles.tags}>
          <span>{styling.spaceName}</span>
          <span>{styling.styleName}</span>
        </p>
        <Heading className={styles.cardTitle}>{styling.title}</Heading>
        <p className={styles.cardSummary}>{styling.summary}</p>
        <p className={styles.cardMeta}>상품 {styling.productCnt}개</p>
      </Link>
    </article>
  );
}
