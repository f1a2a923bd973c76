/**
 * The signed-in member's profile in the query cache (GET /mypage/v1/profile): the auth feature
 * fetches it; others (the top banner's member state) read it from the cache without fetching.
 */
export const profileQueryKey = ['mypage', 'profile'] as const;
