import type { AdminBannerView } from '@maru/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { BannerEditPage } from './BannerEditPage';
import { checkBanner } from './BannerCheck';

afterEach(() => vi.unstubAllGlobals());

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

const saved = (body: Record<string, unknown>): AdminBannerView => ({
  bannerSeq: 5001,
  contents: String(body.contents),
  pcLink: body.pcLink as AdminBannerView['pcLink'],
  bannerColor: String(body.bannerColor),
  bgColor: String(body.bgColor),
  closeYn: body.closeYn as 'Y',
  closePeriod: String(body.closePeriod),
  sortOrder: 9,
  conditionList: body.conditionList as AdminBannerView['conditionList'],
  schedule: { state: 'PUBLISHED', startsAt: '2026-12-10T01:00:00.000Z', endsAt: null, status: 'LIVE' },
  updatedAt: '2026-12-10T01:00:00.000Z',
});

function show() {
  const requests: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ url: String(input), method, body });
    const data = method === 'POST' && String(input).endsWith('/content/banners') ? saved(body) : { token: 'ab.cd', expiresAt: '2026-12-10T01:30:00.000Z' };
    return new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
  });
  renderRoutes([{ path: '/banners/:bannerSeq', Component: BannerEditPage }], '/banners/new');
  return requests;
}

const result = () => within(screen.getByRole('region', { name: '어디에 보일까요' })).getByRole('status').textContent;

describe('배너 편집: the condition builder and its live check', () => {
  it('builds a group for members on phones from the keyboard, and says at once where the banner shows', async () => {
    const user = userEvent.setup();
    show();
    expect(result()).toContain('보입니다 (조건 없음: 모든 페이지)');

    await user.click(screen.getByRole('button', { name: '조건 묶음 추가' }));
    const first = screen.getByRole('group', { name: '묶음 1의 조건 1' });
    await user.selectOptions(within(first).getByRole('combobox', { name: '종류' }), '회원 상태');
    await user.click(within(first).getByRole('checkbox', { name: '회원' }));
    await user.click(within(first).getByRole('checkbox', { name: '사업자 회원' }));
    await user.click(screen.getByRole('button', { name: '묶음 1에 조건 추가' }));
    const second = screen.getByRole('group', { name: '묶음 1의 조건 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: '종류' }), '기기');
    await user.click(within(second).getByRole('checkbox', { name: '휴대폰' }));

    // A guest on a PC (the check's start) does not see it; a member on a phone does.
    expect(result()).toContain('보이지 않습니다');
    await user.selectOptions(screen.getByRole('combobox', { name: '회원 상태' }), '회원');
    expect(result()).toContain('보이지 않습니다');
    await user.selectOptions(screen.getByRole('combobox', { name: '기기' }), '휴대폰');
    expect(result()).toContain('보입니다 (맞는 묶음: 1)');
    await user.selectOptions(screen.getByRole('combobox', { name: '회원 상태' }), '비회원');
    expect(result()).toContain('보이지 않습니다');
  });

  it('follows the address typed: an EXCLUDE path keeps the banner off the checkout', async () => {
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('button', { name: '조건 묶음 추가' }));
    const condition = screen.getByRole('group', { name: '묶음 1의 조건 1' });
    await user.selectOptions(within(condition).getByRole('combobox', { name: '포함·제외' }), '맞지 않을 때 (EXCLUDE)');
    await user.selectOptions(within(condition).getByRole('combobox', { name: '비교' }), '포함 (INCLUDE)');
    await user.type(within(condition).getByRole('textbox', { name: '값' }), '/order');
    const address = screen.getByRole('textbox', { name: '쇼핑몰 주소' });
    await user.clear(address);
    await user.type(address, '/order/checkout');
    expect(result()).toContain('보이지 않습니다');
    await user.clear(address);
    await user.type(address, '/product/list?categorys=101');
    expect(result()).toContain('보입니다 (맞는 묶음: 1)');
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    expect(result()).toContain('주소를 읽을 수 없습니다');
  });

  it('sends the groups as the shop reads them, and refuses a condition the spec does not know before sending', async () => {
    const user = userEvent.setup();
    const requests = show();
    await user.type(screen.getByRole('textbox', { name: '배너 문구 (HTML)' }), '회원 전용 혜택');
    await user.click(screen.getByRole('button', { name: '조건 묶음 추가' }));
    const condition = screen.getByRole('group', { name: '묶음 1의 조건 1' });
    await user.selectOptions(within(condition).getByRole('combobox', { name: '종류' }), '쿼리 파라미터');
    await user.type(within(condition).getByRole('textbox', { name: '파라미터 이름' }), 'COOKIE');
    await user.click(screen.getByRole('button', { name: '배너 만들기' }));
    expect(await screen.findByText(/알 수 없는 조건 종류입니다: COOKIE/)).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.clear(within(condition).getByRole('textbox', { name: '파라미터 이름' }));
    await user.type(within(condition).getByRole('textbox', { name: '파라미터 이름' }), 'utm_source');
    await user.type(within(condition).getByRole('textbox', { name: '값' }), 'naver, kakao');
    await user.click(screen.getByRole('button', { name: '배너 만들기' }));
    await screen.findByText('배너를 만들었습니다. 목록 맨 뒤에 놓였습니다.');
    const [sent] = requests.filter((request) => request.method === 'POST' && request.url.endsWith('/content/banners'));
    expect(sent!.body).toMatchObject({
      contents: '회원 전용 혜택',
      closePeriod: '1d',
      closeYn: 'Y',
      conditionList: [{ conditionList: [{ incType: 'INCLUDE', parameterType: 'utm_source', compareType: 'SAME', parameterVal: 'naver, kakao' }] }],
      schedule: { state: 'DRAFT', startsAt: null, endsAt: null },
    });
  });
});

describe('checkBanner', () => {
  const origin = 'https://www.maru.kr';
  const members = [{ conditionList: [{ incType: 'INCLUDE' as const, parameterType: 'MEMBER_STATE', compareType: 'SAME' as const, parameterVal: 'MEMBER' }] }];
  it('reads a path against the shop, a full address as it is, and nothing else', () => {
    expect(checkBanner(members, '/cart', origin, 'MEMBER', 'PC')).toEqual({ kind: 'shows', groups: [1] });
    expect(checkBanner(members, 'https://dev.maru.kr/cart', origin, 'GUEST', 'PC')).toEqual({ kind: 'hidden' });
    expect(checkBanner(members, ' ', origin, 'MEMBER', 'PC')).toEqual({ kind: 'unreadable' });
    expect(checkBanner([], 'ftp://x', origin, 'MEMBER', 'PC')).toEqual({ kind: 'unreadable' });
  });
});
