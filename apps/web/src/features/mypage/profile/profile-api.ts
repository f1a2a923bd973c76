import { api } from '@/shared/api';

export interface ProfileChanges {
  nickName?: string;
  marketingSms?: boolean;
  marketingEmail?: boolean;
}

export const updateMyProfile = async (changes: ProfileChanges): Promise<void> => {
  await api.put('/mypage/v1/profile', changes);
};

export const changePhone = async (certifyNo: string): Promise<void> => {
  await api.post('/mypage/v1/certify/change', { certifyNo });
};

export const withdraw = async (reason?: string): Promise<void> => {
  await api.post('/mypage/v1/withdrawal', reason ? { reason } : {});
};
