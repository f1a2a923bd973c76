import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { useToast } from '@/shared/ui';
import { likeQuery, toggleLike } from '../api/catalogue-api';
import styles from './ProductItem.module.css';

/** Likes need sign-in (spec 02 §6): guests go to the login page and come back here. */
export function LikeButton({ productNo, initiallyLiked }: { productNo: number; initiallyLiked: boolean }) {
  const signedIn = isSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { showToast } = useToast();
  const check = likeQuery('product', productNo);
  const liked = useQuery({ ...check, enabled: signedIn, initialData: signedIn ? undefined : initiallyLiked }).data ?? initiallyLiked;
  const mutation = useMutation({
    mutationFn: () => toggleLike('product', productNo),
    onSuccess: (nowLiked) => {
      client.setQueryData(check.queryKey, nowLiked);
      showToast(nowLiked ? '좋아요한 상품에 담았어요.' : '좋아요를 취소했어요.', 'success');
    },
    onError: (error) => showToast(error.message || '잠시 후 다시 시도해 주세요.', 'error'),
  });

  const onClick = () => {
    if (!signedIn) {
      void navigate(paths.login(`${location.pathname}${location.search}`));
      return;
    }
    mutation.mutate();
  };

  return (
    <button type="button" className={styles.likeButton} aria-pressed={liked} onClick={onClick} disabled={mutation.isPending}>
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span> 좋아요
    </button>
  );
}
