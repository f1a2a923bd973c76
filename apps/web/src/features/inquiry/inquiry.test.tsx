import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InquiryView, ProductQnaView } from '@maru/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signIn, signOut } from '@/test/render-app';
import { MyInquiries } from './MyInquiries';
import { ProductQna } from './ProductQna';

const json = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });

const qna: ProductQnaView = {
  total: 2,
  page: 1,
  size: 5,
  list: [
    { questionNo: 2, secret: true, locked: true, mine: false, author: '김마*', text: null, status: 'ANSWERED', createdAt: '2026-11-20T01:00:00.000Z', answer: null },
    { questionNo: 1, secret: false, locked: false, mine: false, author: '이*', text: '<img src=x onerror=alert(1)>\n둘째 줄', status: 'ANSWERED', createdAt: '2026-11-19T01:00:00.000Z', answer: { text: '<b>네</b>', answeredAt: '2026-11-19T02:00:00.000Z' } },
  ],
};

/** The inquiry API as the server answers it; the bodies posted are kept. */
function serve() {
  const posted: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST') {
      posted.push({ path: url.pathname, body: JSON.parse(String(init.body)) });
      return json(url.pathname === '/api/product/v1/qna' ? { questionNo: 3 } : { inquiryNo: 7 });
    }
    if (url.pathname === '/api/product/v1/qna/list') return json(qna);
    if (url.pathname === '/api/code/v1/all/list') return json({ codeList: [{ groupCode: 'INQUIRY_CATEGORY', code: 'DELIVERY', codeName: '배송 문의', sortOrder: 1 }] });
    if (url.pathname === '/api/mypage/v1/inquiry/orders') return json({ list: [{ orderNo: '20261120000001', orderedAt: '2026-11-20T01:00:00.000Z', goods: '오크 식탁' }] });
    if (url.pathname === '/api/mypage/v1/inquiry/7') return json({ inquiryNo: 7, kind: 'ONE_TO_ONE', category: 'DELIVERY', categoryName: '배송 문의', title: '배송 언제', text: '언제 오나요 알려 주세요', orderNo: '20261120000001', productNo: null, productName: null, secret: true, status: 'WAITING', createdAt: '2026-11-20T01:00:00.000Z', updatedAt: '2026-11-20T01:00:00.000Z', answer: null, answerUnread: false, changeable: true, photos: [] } satisfies InquiryView);
    return new Response('{}', { status: 404 });
  });
  return posted;
}

function renderAt(url: string, element: React.ReactNode, path: string) {
  return renderRoutes([{ path, element }, { path: '/login', element: <p>로그인</p> }], url).router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('product questions', () => {
  it('shows a locked secret question as 비밀글입니다 and every text as text, never HTML', async () => {
    serve();
    renderAt('/product/item/10', <ProductQna productNo={10} />, '/product/item/:id');
    expect(await screen.findByText('비밀글입니다')).toBeTruthy();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    expect(screen.getByText('<b>네</b>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('sends a guest to sign in, and lets a member ask a secret question', async () => {
    const user = userEvent.setup();
    serve();
    const router = renderAt('/product/item/10', <ProductQna productNo={10} />, '/product/item/:id');
    await user.click(await screen.findByRole('button', { name: '상품 문의하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    signIn();
    const posted = serve();
    renderAt('/product/item/10', <ProductQna productNo={10} />, '/product/item/:id');
    await user.click(await screen.findByRole('button', { name: '상품 문의하기' }));
    await user.type(screen.getByLabelText('상품 문의'), '짧음');
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    expect(screen.getByRole('alert').textContent).toContain('5자 이상');
    await user.type(screen.getByLabelText('상품 문의'), ' 질문 하나 더 길게');
    await user.click(screen.getByLabelText('비밀글로 문의하기'));
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    await waitFor(() => expect(posted).toEqual([{ path: '/api/product/v1/qna', body: { productNo: 10, text: '짧음 질문 하나 더 길게', secret: true } }]));
    // The form closes once asked.
    await waitFor(() => expect(screen.queryByLabelText('상품 문의')).toBeNull());
  });
});

describe('my inquiries', () => {
  it('writes a 1:1 inquiry with a counter and an order, then shows it', async () => {
    const user = userEvent.setup();
    const posted = serve();
    const router = renderAt('/mypage/inquiry?write=new', <MyInquiries />, '/mypage/inquiry');
    await screen.findByRole('option', { name: '배송 문의' });
    await user.selectOptions(screen.getByLabelText('문의 유형'), 'DELIVERY');
    await waitFor(() => expect(screen.getAllByRole('option', { name: /오크 식탁/ })).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('관련 주문 (선택)'), '20261120000001');
    await user.type(screen.getByLabelText('제목'), '배송 언제');
    await user.type(screen.getByLabelText('문의 내용'), '언제 오나요 알려 주세요');
    expect(screen.getByText('13 / 2,000자')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '문의 등록' }));
    await waitFor(() => expect(router.state.location.search).toBe('?inquiryNo=7'));
    expect(posted.at(-1)).toEqual({ path: '/api/mypage/v1/inquiry', body: { category: 'DELIVERY', title: '배송 언제', text: '언제 오나요 알려 주세요', orderNo: '20261120000001', photoIds: [] } });
    expect(await screen.findByRole('heading', { name: '배송 언제' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '수정' })).toBeTruthy();
  });
});
