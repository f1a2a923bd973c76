import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { useToast } from '@/shared/ui';
import { bookmarkQuery, toggleBookmark } from '../api/styling-api';
import styles from '../Styling.module.css';

/** Bookmarks are for members (spec 02 §6): a guest goes to sign in and comes back here, as with a product's like. */
export function BookmarkButton({ stylingNo }: { stylingNo: number }) {
  const signedIn = isSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { showToast } = useToast();
  const check = bookmarkQuery(stylingNo);
  const bookmarked = useQuery({ ...check, enabled: signedIn }).data ?? false;
  const mutation = useMutation({
    mutationFn: () => toggleBookmark(stylingNo),
    onSuccess: (now) => {
      client.setQueryData(check.queryKey, now);
      void client.invalidateQueries({ queryKey: ['styling', 'bookmarks'] });
      showToast(now ? '스크랩했어요. 마이페이지 스크랩에서 볼 수 있어요.' : '스크랩을 취소했어요.', 'success');
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
    <button type="button" className={styles.bookmark} aria-pressed={bookmarked} onClick={onClick} disabled={mutation.isPending}>
      <span aria-hidden="true">{bookmarked ? '★' : '☆'}</span> 스크랩
    </button>
  );
}
