import { useMemberToggle } from '@/shared/bookmark';
import { likeQuery, toggleLike } from '../api/catalogue-api';
import styles from './ProductItem.module.css';

/** Likes need sign-in (spec 02 §6): guests go to the login page and come back here. */
export function LikeButton({ productNo, initiallyLiked }: { productNo: number; initiallyLiked: boolean }) {
  const like = useMemberToggle({
    check: likeQuery('product', productNo),
    toggle: () => toggleLike('product', productNo),
    initial: initiallyLiked,
    said: (now) => (now ? '좋아요한 상품에 담았어요.' : '좋아요를 취소했어요.'),
  });
  return (
    <button type="button" className={styles.likeButton} aria-pressed={like.on} onClick={like.tap} disabled={like.pending}>
      <span aria-hidden="true">{like.on ? '♥' : '♡'}</span> 좋아요
    </button>
  );
}
