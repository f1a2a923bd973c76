import { type ExhibitionCard, exhibitionPeriodText, exhibitionStatusLabels } from '@maru/domain';
import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import { VisuallyHidden } from '@/shared/ui';
import styles from '../Exhibition.module.css';

interface Props {
  exhibition: ExhibitionCard;
  headingLevel?: 2 | 3;
  /** The first row loads eagerly, so the largest paint is not delayed. */
  eager?: boolean;
}

/** A cover with its status, title, summary and period; ended ones are dimmed and say 종료. */
export function ExhibitionCardView({ exhibition, headingLevel = 2, eager = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ended = exhibition.status === 'ENDED';
  return (
    <article className={ended ? styles.ended : undefined} data-testid="exhibition-card" data-status={exhibition.status}>
      <Link to={paths.exhibition(exhibition.exhibitionNo)} className={styles.cardLink}>
        <div className={styles.cover}>
          <img
            src={exhibition.cover.url}
            width={exhibition.cover.width}
            height={exhibition.cover.height}
            alt={exhibition.coverAlt}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={styles.coverImage}
          />
          <span className={styles.badge} data-status={exhibition.status}>
            {ended ? '종료된 기획전' : exhibitionStatusLabels[exhibition.status]}
          </span>
        </div>
        <Heading className={styles.cardTitle}>{exhibition.title}</Heading>
        <p className={styles.summary}>{exhibition.summary}</p>
        <p className={styles.period}>
          <VisuallyHidden>기간 </VisuallyHidden>
          {exhibitionPeriodText(exhibition)}
        </p>
      </Link>
    </article>
  );
}
