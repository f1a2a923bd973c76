export const profileQueryKey = ['mypage', 'profile'] as const;
