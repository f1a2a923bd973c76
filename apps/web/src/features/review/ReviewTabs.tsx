import { Link } from 'react-router';
import { paths } from '@/shared/routing';
import styles from './review.module.css';

/** 작성 가능한 리뷰 | 내가 쓴 리뷰. */
export function ReviewTabs({ current }: { current: 'before' | 'register' }) {
  return (
    <nav className={styles.tabs} aria-label="리뷰">
      <Link to={paths.mypage.reviewBefore()} aria-current={current === 'before' ? 'page' : undefined}>
        작성 가능한 리뷰
      </Link>
      <Link to={paths.mypage.reviewRegister()} aria-current={current === 'register' ? 'page' : undefined}>
        내가 쓴 리뷰
      </Link>
    </nav>
  );
}
