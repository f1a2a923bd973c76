import { type AdminMemberRow, type AdminMemberView, BUILT_IN_ROLE_RIGHTS, type MemberPersonalView, type StaffMe } from '@maru/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { MemberDetailPage } from './MemberDetailPage';
import { MembersPage } from './MembersPage';

afterEach(() => vi.unstubAllGlobals());

const row: AdminMemberRow = { memberId: 42, name: '김*루', email: 'ma***@example.com', phone: '010-****-5678', status: 'ACTIVE', business: false, joinedAt: '2026-11-24T15:30:00Z' };
const empty = { list: [], total: 0 };
const member: AdminMemberView = {
  memberId: 42,
  name: '김*루',
  email: 'ma***@example.com',
  phone: '010-****-5678',
  addresses: [{ addressId: 1, label: '집', receiverName: '김*루', receiverPhone: '010-****-5678', address: '서울특별시 강남구 ***', isDefault: true }],
  status: 'ACTIVE',
  statusLabel: '정상',
  suspension: null,
  suspensionHistory: [],
  business: false,
  joinedAt: '2026-11-24T15:30:00Z',
  lastSignInAt: '2026-11-30T01:00:00Z',
  withdrawnAt: null,
  orders: { total: 12, list: [{ orderNo: '20261130000001', orderedAt: '2026-11-30T01:00:00Z', statusLabel: '결제완료', firstProduct: '라운지 소파', lineCount: 2, payAmount: 1_250_000 }] },
  claims: empty,
  points: { balance: 500, total: 1, list: [{ entryId: 1, kindLabel: '리뷰 작성 적립', amount: 500, balanceAfter: 500, description: '리뷰 작성', createdAt: '2026-11-29T01:00:00Z' }] },
  coupons: { ...empty, usable: 0 },
  inquiries: empty,
  bookings: empty,
};
const personal: MemberPersonalView = {
  memberId: 42,
  name: '김마루',
  email: 'maru@example.com',
  phone: '01012345678',
  addresses: [{ addressId: 1, label: '집', receiverName: '김마루', receiverPhone: '01012345678', zonecode: '06236', address: '서울특별시 강남구 테헤란로 123', addressDetail: '4층' }],
};

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

const admin: StaffMe = { staffId: 1, email: 'admin@maru.example', name: '관리자', role: 'ADMIN', roleName: '관리자', rights: [...BUILT_IN_ROLE_RIGHTS.ADMIN] };
const operator: StaffMe = { ...admin, name: '운영자', role: 'OPERATOR', roleName: '운영자', rights: [...BUILT_IN_ROLE_RIGHTS.OPERATOR] };

function show(url: string, me: StaffMe = admin, answer: (path: string, method: string, body: unknown) => { code: number; message?: string; data?: unknown } | undefined = () => undefined) {
  const requests: Sent[] = [];
  let current = member;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ url: String(input), method, body });
    const path = String(input).replace('/api/admin/v1', '').split('?')[0]!;
    const special = answer(path, method, body);
    if (special) return new Response(JSON.stringify(special), { headers: { 'content-type': 'application/json' } });
    if (path.endsWith('/points')) current = { ...current, points: { ...current.points, balance: current.points.balance + (body as { amount: number }).amount } };
    if (path.endsWith('/suspend')) current = { ...current, status: 'SUSPENDED', statusLabel: '이용 정지' };
    const data = path === '/members' ? { list: [row], page: 1, size: 30, total: 1 } : path.endsWith('/reveal') ? personal : current;
    return new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
  });
  const view = renderRoutes(
    [
      {
        id: 'frame',
        path: '/',
        loader: () => me,
        children: [
          { path: 'members', Component: MembersPage },
          { path: 'members/:memberId', Component: MemberDetailPage },
        ],
      },
    ],
    url,
  );
  return { requests, ...view };
}

const writes = (requests: Sent[]) => requests.filter((request) => request.method !== 'GET');

describe('회원 관리', () => {
  it('searches by the keyword kept in the address and lists members masked, each linking to their page', async () => {
    const { requests, router } = show('/members?keyword=5678');
    const table = await screen.findByRole('table', { name: '회원 1건' });
    expect(requests[0]!.url).toBe('/api/admin/v1/members?keyword=5678&page=1&size=30');
    const [, first] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('010-****-5678');
    expect(first!.textContent).toContain('ma***@example.com');
    expect(within(first!).getByRole('link', { name: '회원 42 김*루 상세 보기' }).getAttribute('href')).toBe('/members/42');
    const field = screen.getByRole('searchbox', { name: /검색어/ });
    await userEvent.clear(field);
    await userEvent.type(field, '김마루{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=%EA%B9%80%EB%A7%88%EB%A3%A8&page=1'));
  });
});

describe('a member’s page', () => {
  it('shows the profile masked and the latest orders with their total', async () => {
    show('/members/42');
    expect(await screen.findByRole('heading', { name: /회원 정보/ })).toBeTruthy();
    expect(screen.getByText('서울특별시 강남구 ***', { exact: false })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '주문 전체 12건 중 최근 1건' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '20261130000001' }).getAttribute('href')).toBe('/orders/20261130000001');
    expect(screen.getByText('1,250,000원')).toBeTruthy();
    expect(screen.queryByText('01012345678')).toBeNull();
  });

  it('reveals with a reason from the keyboard: a missing reason is an inline error and sends nothing; then the unmasked data, focus on it', async () => {
    const { requests } = show('/members/42');
    await userEvent.click(await screen.findByRole('button', { name: '개인정보 보기' }));
    const dialog = screen.getByRole('dialog', { name: '개인정보 보기' });
    const reason = within(dialog).getByRole('textbox', { name: '열람 사유 (필수)' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(dialog).getByRole('button', { name: '사유 남기고 보기' }));
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(reason.getAttribute('aria-describedby')).toContain(within(dialog).getByText('열람 사유를 2자 이상 입력해 주세요.').id);
    expect(writes(requests)).toEqual([]);

    await userEvent.type(reason, '배송 문의 전화 회신');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: '사유 남기고 보기' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(writes(requests)).toEqual([{ url: '/api/admin/v1/members/42/reveal', method: 'POST', body: { reason: '배송 문의 전화 회신' } }]));
    expect(await screen.findByText('01012345678')).toBeTruthy();
    expect(screen.getByText(/열람 사유: 배송 문의 전화 회신/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: /회원 정보/ })));
  });

  it('offers no reveal to an operator (no right members.personal)', async () => {
    show('/members/42', operator);
    expect(await screen.findByRole('button', { name: '이용 정지' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '개인정보 보기' })).toBeNull();
  });

  it('gives and takes back points with inline errors, a take-back past the balance refused before sending, and a toast', async () => {
    const { requests } = show('/members/42', operator);
    const amount = await screen.findByRole('textbox', { name: /적립금 \(원\)/ });
    await userEvent.click(screen.getByRole('button', { name: '적립금 지급' }));
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /사유/ }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);

    await userEvent.click(screen.getByRole('radio', { name: '차감' }));
    await userEvent.type(amount, '600');
    await userEvent.type(screen.getByRole('textbox', { name: /사유/ }), '잘못 지급한 적립금');
    await userEvent.click(screen.getByRole('button', { name: '적립금 차감' }));
    expect(screen.getByText('잔액(500원)보다 많이 차감할 수 없습니다.')).toBeTruthy();
    expect(writes(requests)).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: '지급' }));
    await userEvent.clear(amount);
    await userEvent.type(amount, '3,000');
    await userEvent.click(screen.getByRole('button', { name: '적립금 지급' }));
    await waitFor(() => expect(writes(requests)).toEqual([{ url: '/api/admin/v1/members/42/points', method: 'POST', body: { amount: 3000, reason: '잘못 지급한 적립금' } }]));
    expect(await screen.findByText('적립금 3,000원을 지급했습니다. 잔액 3,500원')).toBeTruthy();
  });

  it('suspends with a ground and a reason after asking; backing out sends nothing', async () => {
    const { requests } = show('/members/42', operator);
    await userEvent.click(await screen.findByRole('button', { name: '이용 정지' }));
    let dialog = screen.getByRole('dialog', { name: '이용 정지' });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(writes(requests)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '이용 정지' }));
    dialog = screen.getByRole('dialog', { name: '이용 정지' });
    await userEvent.click(within(dialog).getByRole('button', { name: '이용 정지' }));
    expect(within(dialog).getByText('정지 사유 구분을 골라 주세요.')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: '정지 사유 구분 (필수)' }), '다른 이용자의 이용 방해');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '정지 사유 (필수)' }), '욕설 반복');
    await userEvent.click(within(dialog).getByRole('button', { name: '이용 정지' }));
    await waitFor(() => expect(writes(requests)).toEqual([{ url: '/api/admin/v1/members/42/suspend', method: 'POST', body: { reasonCode: 'DISTURBING_OTHERS', reason: '욕설 반복' } }]));
    expect(await screen.findByText('이용을 정지했습니다. 회원의 로그인이 모두 끝났습니다.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '정지 해제' })).toBeTruthy();
  });

  it('shows the server’s refusal in the dialog', async () => {
    show('/members/42', admin, (path) => (path.endsWith('/reveal') ? { code: 6003, message: '이 작업을 할 권한이 없습니다.' } : undefined));
    await userEvent.click(await screen.findByRole('button', { name: '개인정보 보기' }));
    const dialog = screen.getByRole('dialog', { name: '개인정보 보기' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '열람 사유 (필수)' }), '고객 요청');
    await userEvent.click(within(dialog).getByRole('button', { name: '사유 남기고 보기' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', '이 작업을 할 권한이 없습니다.');
  });
});
