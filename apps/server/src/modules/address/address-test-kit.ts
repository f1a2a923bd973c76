import type { AddressView } from '@maru/domain';
import { expect } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import type { ApiAnswer, HttpClient } from '../../../test/http-client';

// Used by the address tests only. Members come from the shared factories (test/factories.ts).

/** Dozens of members are made from 127.0.0.1; the identity limits are raised as the identity tests do. */
const GENEROUS_LIMITS = 'certify-start.perIp=1000,certify-complete.perIp=1000,join.perIp=1000,address-write.perIp=5000';

export function startAddressServer(limits = ''): Promise<TestServer> {
  return startTestServer({ env: { MARU_RATE_LIMITS: [GENEROUS_LIMITS, limits].filter(Boolean).join(',') } });
}

export const PATH = '/api/mypage/v1/address';

let counter = 0;
/** A valid addressInput; each call differs (label 배송지N) so rows can be told apart. */
export function newAddress(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    label: `배송지${counter}`,
    receiverName: '김마루',
    receiverPhone: '010-1234-5678',
    zonecode: '06236',
    address: '서울 강남구 테헤란로 152',
    addressDetail: `${counter}층`,
    ...overrides,
  };
}

export function addAddress(client: HttpClient, body: Record<string, unknown> = newAddress()): Promise<ApiAnswer<AddressView>> {
  return client.post<AddressView>(PATH, body);
}

export async function added(client: HttpClient, body: Record<string, unknown> = newAddress()): Promise<AddressView> {
  const answer = await addAddress(client, body);
  expect(answer.body.code).toBe(0);
  return answer.body.data!;
}

export async function book(client: HttpClient): Promise<{ list: AddressView[]; max: number }> {
  const answer = await client.get<{ list: AddressView[]; max: number }>(PATH);
  expect(answer.body.code).toBe(0);
  return answer.body.data!;
}

/** The view as sent back in a PUT body (the formatted phone is valid input). */
export const editBodyOf = (view: AddressView, changes: Partial<AddressView> = {}) => {
  const { isDefault, ...rest } = { ...view, ...changes };
  return { ...rest, isDefault };
};

export const defaultsOf = (list: AddressView[]) => list.filter((address) => address.isDefault).map((address) => address.addressSeq);
