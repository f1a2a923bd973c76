import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressRegistration } from './AddressRegistration';
import { sandboxProviders } from '@/test/providers';
import { renderRoutes } from '@/test/render-app';

const item = { zonecode: '63309', address: '제주 제주시 중앙로 12', addressType: 'R', roadAddress: '제주 제주시 중앙로 12', jibunAddress: '제주 제주시 이도이동 100', buildingName: '', apartment: 'N', bname: '이도이동', sido: '제주특별자치도', sigungu: '제주시', userSelectedType: 'R' };

function answer(url: string) {
  if (url.includes('/system/v1/providers')) return { code: 0, message: '', data: sandboxProviders() };
  if (url.includes('/sandbox/postcode/search')) return { total: 1, page: 1, items: [item] };
  return { code: 0, message: '', data: { addressSeq: 7, label: '우리집', receiverName: '정주소', receiverPhone: '010-1234-5678', zonecode: '63309', address: item.address, addressDetail: '2층', isDefault: true } };
}

function renderPage() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(answer(String(input)))));
  vi.stubGlobal('fetch', fetchMock);
  const { router } = renderRoutes(
    [
      { path: '/mypage/address/registration', element: <AddressRegistration /> },
      { path: '/mypage/address', element: <p>book</p> },
    ],
    '/mypage/address/registration',
  );
  return { router, fetchMock };
}

afterEach(() => vi.unstubAllGlobals());

describe('AddressRegistration', () => {
  it('refuses an empty form, then saves an address found through the sandbox postcode search', async () => {
    const { router, fetchMock } = renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '배송지 저장' }));
    expect(screen.getByText('배송지명을 입력해 주세요. (20자 이내)')).toBeTruthy();

    await user.type(screen.getByLabelText('배송지명'), '우리집');
    await user.type(screen.getByLabelText('받는 분'), '정주소');
    await user.type(screen.getByLabelText('휴대폰 번호'), '01012345678');
    expect((screen.getByLabelText('휴대폰 번호') as HTMLInputElement).value).toBe('010-1234-5678');
    await user.click(screen.getByRole('button', { name: '우편번호 찾기' }));
    expect(await screen.findByText(/테스트 환경 — 우편번호 검색 샌드박스/)).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: '도로명, 건물명 또는 지번' }), '제주시');
    await user.click(screen.getByRole('button', { name: '검색' }));
    await user.click(await screen.findByRole('button', { name: /63309/ }));
    expect((screen.getByLabelText('우편번호') as HTMLInputElement).value).toBe('63309');
    await user.click(screen.getByRole('button', { name: '배송지 저장' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/mypage/address'));
    const saved = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(saved![1]!.body))).toMatchObject({ label: '우리집', zonecode: '63309', receiverPhone: '010-1234-5678' });
  });
});
