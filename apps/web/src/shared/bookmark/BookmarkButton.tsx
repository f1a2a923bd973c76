import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import styles from './bookmark.module.css';
import { useMemberToggle } from './use-member-toggle';

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
  const bookmark = useMemberToggle({ check, toggle, refresh: listKey, said: (now) => (now ? '스크랩했어요. 마이페이지 스크랩에서 볼 수 있어요.' : '스크랩을 취소했어요.') });
  return (
    <button type="button" className={styles.bookmark} aria-pressed={bookmark.on} onClick={bookmark.tap} disabled={bookmark.pending}>
      <span aria-hidden="true">{bookmark.on ? '★' : '☆'}</span> 스크랩
    </button>
  );
}
