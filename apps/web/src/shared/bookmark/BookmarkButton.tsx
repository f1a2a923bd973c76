import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { useToast } from '@/shared/ui';
import styles from './bookmark.module.css';

export interface BookmarkButtonProps<Key extends QueryKey> {
  /** The like check of this target (GET /like/v1/{type}); read only for members. */
  check: UseQueryOptions<boolean, Error, boolean, Key> & { queryKey: Key };
  /** POST /like/v1/{type}: answers the new state. */
  toggle: () => Promise<boolean>;
  /** The member's bookmark list of this kind, refreshed after a change. */
  listKey: QueryKey;
}

/**
 * 스크랩 of a styling page or an exhibition. Bookmarks are for members (spec 02 §6): a guest
 * goes to sign in and comes back here, as with a product's like.
 */
export function BookmarkButton<Key extends QueryKey>({ check, toggle, listKey }: BookmarkButtonProps<Key>) {
  const signedIn = isSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { showToast } = useToast();
  const bookmarked = useQuery({ ...check, enabled: signedIn }).data ?? false;
  const mutation = useMutation({
    mutationFn: toggle,
    onSuccess: (now) => {
      client.setQueryData<boolean>(check.queryKey, now);
      void client.invalidateQueries({ queryKey: listKey });
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
