import { addressListView, addressView, type AddressView, type addressInput, type PostcodeAddress } from '@maru/domain';
import type { z } from 'zod';
import { shopApi } from '@/shared/api';

export type AddressInputValues = z.input<typeof addressInput>;

export const addressQueryKey: readonly unknown[] = ['mypage', 'address'];

const path = '/mypage/v1/address';

export async function fetchAddresses(signal?: AbortSignal): Promise<{ list: AddressView[]; max: number }> {
  const answer = await shopApi.get(path, { signal });
  return addressListView.parse(answer.data);
}

export async function createAddress(input: AddressInputValues): Promise<AddressView> {
  return addressView.parse((await shopApi.post(path, input)).data);
}

export async function updateAddress(addressSeq: number, input: AddressInputValues): Promise<AddressView> {
  return addressView.parse((await shopApi.put(path, { ...input, addressSeq })).data);
}

/** The web client sends no DELETE body, so the id travels in the query. */
export async function deleteAddress(addressSeq: number): Promise<void> {
  await shopApi.delete(path, { query: { addressSeq } });
}

/** The fields of Daum/Kakao postcode's oncomplete that the shop uses; the sandbox answers the same. */
export type PostcodeResult = PostcodeAddress;

export interface PostcodePage {
  total: number;
  page: number;
  items: PostcodeResult[];
}

/** The local postcode search (a sandbox route, not under /api). */
export async function searchPostcodes(query: string, page: number, signal?: AbortSignal): Promise<PostcodePage> {
  const params = new URLSearchParams({ q: query, page: String(page), size: '10' });
  const response = await fetch(`/sandbox/postcode/search?${params}`, { signal, credentials: 'same-origin' });
  const body = (await response.json()) as PostcodePage & { message?: string };
  if (!response.ok) throw new Error(body.message ?? '주소를 검색하지 못했습니다.');
  return body;
}

