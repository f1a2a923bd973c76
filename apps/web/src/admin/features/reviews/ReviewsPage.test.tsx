import type { AdminReviewRow, AdminReviewView } from '@maru/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { ReviewDetailPage } from './ReviewDetailPage';
import { ReviewsPage } from './ReviewsPage';

afterEach(() => vi.unstubAllGlobals());

const row = (reviewId: number, change: Partial<AdminReviewRow> = {}): AdminReviewRow => ({
  reviewId,
  productNo: 100 + reviewId,
  productName: `테스트 타일 ${reviewId}`,
  optionName: '600×600',
  rating: 2,
  excerpt: `리뷰 ${reviewId}의 첫 줄입니다.`,
  writerName: '김마루',
  photoCount: 0,
  createdAt: '2026-11-24T15:30:00Z',
  answeredAt: null,
  ...change,
});

const unanswered: AdminReviewView = { ...row(7), text: '배송이 늦었어요.\n<b>찍힘</b>도 있어요.', photos: [], orderNo: '20261120000007', edited: false, answer: null };
const answered: AdminReviewView = { ...unanswered, answeredAt: '2026-11-25T01:00:00Z', answer: { text: '불편을 드려 죄송합니다.', answeredAt: '2026-11-25T01:00:00Z', staffName: '운영자' } };

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

/** Every call answers its path's envelope (the review `detail` as it stands); the requests are kept for the test to read. */
function show(url: string, detail: AdminReviewView = unanswered) {
  const requests: Sent[] = [];
  let current = detail;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ url: String(input), method, body });
    const path = String(input).replace('/api/admin/v1', '').split('?')[0]!;
    if (method === 'PUT') current = { ...current, answer: { text: (body as { text: string }).text, answeredAt: '2026-11-26T02:00:00Z', staffName: '운영자' } };
    if (method === 'DELETE') current = { ...current, answer: null, answeredAt: null };
    const data = path === '/reviews' ? { list: [row(8, { rating: 5, answeredAt: '2026-11-25T01:00:00Z', photoCount: 2 }), row(7)], page: 1, size: 30, total: 2 } : current;
    return new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
  });
  const view = renderRoutes(
    [
      { path: '/reviews', Component: ReviewsPage },
      { path: '/reviews/:reviewId', Component: ReviewDetailPage },
    ],
    url,
  );
  return { requests, ...view };
}

const writes = (requests: Sent[]) => requests.filter((request) => request.method !== 'GET');

describe('리뷰 관리', () => {
  it('lists rating, product, the start of the text, the date and the answer state', async () => {
    show('/reviews');
    const table = await screen.findByRole('table', { name: '리뷰 2건' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first!.textContent).toContain('5점');
    expect(first!.textContent).toContain('테스트 타일 8');
    expect(first!.textContent).toContain('(사진 2장)');
    expect(first!.textContent).toContain('답변 완료 2026-11-25 10:00');
    expect(second!.textContent).toContain('2026-11-25 00:30');
    expect(second!.textContent).toContain('답변 대기');
    expect(within(second!).getByRole('link', { name: /리뷰 7의 첫 줄입니다/ }).getAttribute('href')).toBe('/reviews/7');
  });

  it('keeps the filters in the address, typed from the keyboard, with an inline error for a product number that is not one', async () => {
    const { router, requests } = show('/reviews?answer=UNANSWERED&rating=1&keyword=%EC%86%8C%ED%8C%8C');
    await screen.findByRole('table');
    expect(requests[0]!.url).toBe('/api/admin/v1/reviews?answer=UNANSWERED&rating=1&keyword=%EC%86%8C%ED%8C%8C&page=1&size=30');
    expect((screen.getByRole('combobox', { name: '답변 상태' }) as HTMLSelectElement).value).toBe('UNANSWERED');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '별점' }), '3점');
    const productNo = screen.getByRole('textbox', { name: '상품번호' });
    await userEvent.type(productNo, '12a{Enter}');
    expect(productNo.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('상품번호는 숫자로 입력해 주세요.').id).toBe(productNo.getAttribute('aria-describedby'));
    expect(router.state.location.search).toBe('?answer=UNANSWERED&rating=1&keyword=%EC%86%8C%ED%8C%8C');

    await userEvent.clear(productNo);
    await userEvent.type(productNo, '123{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?answer=UNANSWERED&rating=3&productNo=123&keyword=%EC%86%8C%ED%8C%8C&page=1'));
  });

  it('says which words found nothing, with the particle they take', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 0, message: 'success', data: { list: [], page: 1, size: 30, total: 0 } }), { headers: { 'content-type': 'application/json' } }));
    renderRoutes([{ path: '/reviews', Component: ReviewsPage }], '/reviews?keyword=소파');
    expect(await screen.findByText('‘소파’가 들어간 리뷰가 없습니다.')).toBeTruthy();
  });
});

describe('a review and its answer', () => {
  it('shows the review as text and refuses an empty answer inline, sending nothing', async () => {
    const { requests, container } = show('/reviews/7');
    expect(await screen.findByText(/<b>찍힘<\/b>도 있어요/)).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: '20261120000007' }).getAttribute('href')).toBe('/orders/20261120000007');
    const field = screen.getByRole('textbox', { name: '답변 내용' });
    await userEvent.type(field, '   ');
    await userEvent.click(screen.getByRole('button', { name: '답변 등록' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByText('답변 내용을 입력해 주세요.').id);
    expect(writes(requests)).toEqual([]);
  });

  it('writes the answer with the keyboard, then edits it', async () => {
    const { requests } = show('/reviews/7');
    const field = await screen.findByRole('textbox', { name: '답변 내용' });
    await userEvent.click(field);
    await userEvent.keyboard('교환해 드리겠습니다.');
    expect(screen.getByText(/^11 \/ 1,000자/)).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '답변 등록' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(writes(requests)).toEqual([{ url: '/api/admin/v1/reviews/7/answer', method: 'PUT', body: { text: '교환해 드리겠습니다.' } }]));
    expect(await screen.findByText('답변을 등록했습니다. 상품 페이지에 바로 보입니다.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '답변 수정' })).toBeTruthy();
    expect(screen.getByText(/2026-11-26 11:00 운영자 답변/)).toBeTruthy();
  });

  it('asks before deleting the answer; backing out keeps it', async () => {
    const { requests } = show('/reviews/7', answered);
    await userEvent.click(await screen.findByRole('button', { name: '답변 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '답변 삭제' });
    expect(dialog.textContent).toContain('불편을 드려 죄송합니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(writes(requests)).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '답변 삭제' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '답변 삭제' })).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(writes(requests)).toEqual([{ url: '/api/admin/v1/reviews/7/answer', method: 'DELETE', body: undefined }]));
    expect(await screen.findByText('답변을 삭제했습니다.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '답변 등록' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: '답변 내용' }) as HTMLTextAreaElement).value).toBe('');
  });
});
