import { useQuery } from '@tanstack/react-query';
import { isSignedIn } from '@/shared/session';
import { fetchProfile } from './auth-api';
import { profileQueryKey } from './profile-query';

/**
 * The signed-in member's profile (GET /mypage/v1/profile); idle for guests. Needs the
 * QueryClient, so the calling page is wrapped with withQueryClient from '@/shared/query'.
 */
export function useProfile() {
  return useQuery({ queryKey: profileQueryKey, queryFn: ({ signal }) => fetchProfile(signal), enabled: isSignedIn() });
}
