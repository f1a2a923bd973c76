import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { useToast } from '@/shared/ui';
import { bookmarkQuery, toggleBookmark } from '../exhibition-api';
import styles from '../Exhibition.module.css';

/** Bookmarks are for members (spec 02 §6): a guest goes to sign in and comes back here. */
export function BookmarkButton({ exhibitionNo }: { exhibitionNo: number }) {
  const signedIn = isSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { showToast } = useToast();
  const check = bookmarkQuery(exhibitionNo);
  const bookmarked = useQuery({ ...check, enabled: signedIn }).data ?? false;
  const mutation = useMutation({
    mutationFn: () => toggleBookmark(exhibitionNo),
    onSuccess: (now) => {
      client.setQueryData(check.queryKey, now);
      void client.invalidateQueries({ queryKey: ['exhibition', 'bookmarks'] });
      showToast(now ? '북마크에 담았어요. 마이페이지에서 볼 수 있어요.' : '북마크를 취소했어요.', 'success');
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
      <span aria-hidden="true">{bookmarked ? '★' : '☆'}</span> 북마크
    </button>
  );
}
