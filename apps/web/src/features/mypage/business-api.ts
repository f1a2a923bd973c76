import { api } from '@/shared/api';

export type BusinessStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface BusinessRequest {
  companyName: string;
  bizNo: string;
  ceoName: string;
  bizType: string;
  bizItem: string;
  status: BusinessStatus;
  requestedAt: string;
  decidedAt: string | null;
}

export type BusinessForm = Pick<BusinessRequest, 'companyName' | 'bizNo' | 'ceoName' | 'bizType' | 'bizItem'>;

export const businessQueryKey = ['mypage', 'business'] as const;

export const fetchBusinessRequest = async (signal?: AbortSignal): Promise<BusinessRequest | null> =>
  (await api.get<{ business: BusinessRequest | null }>('/mypage/v1/business', { signal })).data?.business ?? null;

export const requestBusinessMembership = async (form: BusinessForm): Promise<void> => {
  await api.post('/mypage/v1/business', form);
};
