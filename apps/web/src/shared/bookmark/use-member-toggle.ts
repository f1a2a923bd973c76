import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/shared/routing';
import { isSignedIn } from '@/shared/session';
import { useToast } from '@/shared/ui';

export interface MemberToggle<Key extends QueryKey> {
  /** The member's current state (GET /like/v1/{type}); read only for members. */
  check: UseQueryOptions<boolean, Error, boolean, Key> & { queryKey: Key };
  /** POST /like/v1/{type}: answers the new state. */
  toggle: () => Promise<boolean>;
  /** What a guest sees (and a member before the check answers). */
  initial?: boolean;
  /** The toast after a change, by the new state. */
  said: (now: boolean) => string;
  /** Queries to refresh after a change (the member's list of them). */
  refresh?: QueryKey;
}

/**
 * A like or a bookmark: members only (spec 02 §6), so a guest's tap goes to sign in and comes
 * back here; a member's tap toggles it, keeps the new state and says so.
 */
export function useMemberToggle<Key extends QueryKey>({ check, toggle, initial = false, said, refresh }: MemberToggle<Key>) {
  const signedIn = isSignedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const { showToast } = useToast();
  // No initialData: a server render (always as a guest) would put the guest's answer in the
  // state the browser hydrates from, and a member's page would keep showing it.
  const on = useQuery({ ...check, enabled: signedIn }).data ?? initial;
  const mutation = useMutation({
    mutationFn: toggle,
    onSuccess: (now) => {
      client.setQueryData<boolean>(check.queryKey, now);
      if (refresh) void client.invalidateQueries({ queryKey: refresh });
      showToast(said(now), 'success');
    },
    onError: (error) => showToast(error.message || '잠시 후 다시 시도해 주세요.', 'error'),
  });
  const tap = () => {
    if (signedIn) mutation.mutate();
    else void navigate(paths.login(`${location.pathname}${location.search}`));
  };
  return { on, pending: mutation.isPending, tap };
}
