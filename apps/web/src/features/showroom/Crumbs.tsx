import { Link } from 'react-router';
import styles from './Showroom.module.css';

/** 쇼룸 › 성수 쇼룸 › 1층: the last crumb is the page itself. */
export function Crumbs({ trail }: { trail: { label: string; to?: string }[] }) {
  return (
    <nav aria-label="현재 위치" className={styles.crumbs}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.label}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span aria-current="page">{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
