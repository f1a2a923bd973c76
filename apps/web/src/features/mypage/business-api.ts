import type { BusinessRequestStatus, MyBusinessRequest } from '@maru/domain';
import { answerReader, api } from '@/shared/api';

export type BusinessStatus = BusinessRequestStatus;
/** The member's request as the domain declares it (myBusinessRequestView). */
export type BusinessRequest = MyBusinessRequest;

export type BusinessForm = Pick<BusinessRequest, 'companyName' | 'bizNo' | 'ceoName' | 'bizType' | 'bizItem'>;

export const businessQueryKey = ['mypage', 'business'] as const;

const parse = answerReader();

export const fetchBusinessRequest = async (signal?: AbortSignal): Promise<BusinessRequest | null> =>
  (await parse('myBusinessData', (await api.get('/mypage/v1/business', { signal })).data)).business;

export const requestBusinessMembership = async (form: BusinessForm): Promise<void> => {
  await api.post('/mypage/v1/business', form);
};
