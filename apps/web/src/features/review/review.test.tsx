import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyReviewView, ProductReviewListView } from '@maru/domain';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { ProductReviews } from './ProductReviews';
import { ReviewRegisterView } from './ReviewRegisterView';
import { ReviewWriteForm } from './ReviewWriteForm';

const withClient = (node: ReactNode) => <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{node}</QueryClientProvider>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const list: ProductReviewListView = {
  summary: { count: 2, average: 4.5, distribution: [0, 0, 0, 1, 1], photoCount: 0 },
  list: [
    { reviewId: 2, rating: 5, text: '<script>alert("xss")</script>\n<b>두 번째</b> 줄', photos: [], writer: '김**', optionName: '600×600', createdAt: '2026-11-24T15:30:00Z', edited: false, answer: null },
    {
      reviewId: 1, rating: 4, text: '튼튼하고 좋아요. 추천합니다.', photos: [], writer: '이**', optionName: '300×600', createdAt: '2026-11-20T01:00:00Z', edited: true,
      answer: { text: '감사합니다. <i>마루</i>\n마루 고객센터 드림', answeredAt: '2026-11-21T15:10:00Z' },
    },
  ],
  page: 1,
  size: 10,
  total: 2,
};

afterEach(() => vi.unstubAllGlobals());

describe('ProductReviews', () => {
  it('renders the same loading line on the server as the first browser render (no hydration mismatch)', () => {
    const html = renderToString(withClient(<ProductReviews productNo={7} />));
    expect(html).toContain('리뷰를 불러오는 중이에요.');
    expect(html).not.toContain('김**');
  });

  it('shows review text as text, never as markup, and asks again when the sort or photo filter changes', async () => {
    const fetchMock = vi.fn(async () => json({ code: 0, message: 'success', data: list }));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(withClient(<ProductReviews productNo={7} />));
    expect(await screen.findByText(/alert\("xss"\)/)).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/<b>두 번째<\/b> 줄/)).toBeTruthy();
    // 2026-11-24 15:30 UTC is the 25th in Korea, on any machine.
    expect(screen.getByText('2026.11.25')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: '별점 분포' })).getAllByRole('listitem')).toHaveLength(5);

    // The shop's answer sits under its own review only, dated in Korea, as text.
    const unanswered = screen.getByText('김**').closest('li');
    const answered = screen.getByText('이**').closest('li');
    expect(unanswered!.textContent).not.toContain('마루의 답변');
    expect(within(answered!).getByText('마루의 답변')).toBeTruthy();
    expect(within(answered!).getByText('2026.11.22')).toBeTruthy();
    expect(within(answered!).getByText(/<i>마루<\/i>/).textContent).toBe('감사합니다. <i>마루</i>\n마루 고객센터 드림');
    expect(answered!.querySelector('i')).toBeNull();

    await userEvent.selectOptions(screen.getByLabelText('보기'), '사진 리뷰 먼저');
    await userEvent.selectOptions(screen.getByLabelText('정렬'), '별점 낮은순');
    const urls = fetchMock.mock.calls.map((call) => String((call as unknown as [string])[0]));
    expect(urls.at(-1)).toContain('photo=FIRST');
    expect(urls.at(-1)).toContain('sort=RATING_LOW');
  });
});

describe('ReviewRegisterView', () => {
  const mine = (reviewId: number, answer: MyReviewView['answer']): MyReviewView => ({
    reviewId, orderNo: `2026112500000${reviewId}`, lineNo: 1, productNo: 10 + reviewId, productName: `상품 ${reviewId}`, brandName: '마루', optionName: '기본', imageUrl: '/media/x.webp',
    rating: 2, text: `리뷰 ${reviewId}의 내용입니다.`, photos: [], createdAt: '2026-11-20T01:00:00Z', updatedAt: '2026-11-20T01:00:00Z', editableUntil: '2026-12-20T01:00:00Z', editable: false, answer,
  });

  it('shows the shop’s answer under the member’s own review, with its date', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ code: 0, message: 'success', data: { list: [mine(1, { text: '불편을 드려 죄송합니다.', answeredAt: '2026-11-22T00:30:00Z' }), mine(2, null)], page: 1, size: 10, total: 2 } })));
    renderRoutes([{ path: '/mypage/review/register', Component: ReviewRegisterView }], '/mypage/review/register');
    const answered = (await screen.findByText('상품 1')).closest('li')!;
    expect(within(answered).getByText('마루의 답변')).toBeTruthy();
    expect(within(answered).getByText('불편을 드려 죄송합니다.')).toBeTruthy();
    expect(within(answered).getByText('2026.11.22')).toBeTruthy();
    expect(screen.getByText('상품 2').closest('li')!.textContent).not.toContain('마루의 답변');
  });
});

describe('ReviewWriteForm', () => {
  it('takes the rating from a radio group, counts the text live and shows the server’s Korean refusal', async () => {
    const onSubmit = vi.fn(async () => {
      const { ApiError } = await import('@/shared/api');
      throw new ApiError('code', 7412, '이미 후기를 쓴 상품입니다.', 200);
    });
    render(withClient(<ReviewWriteForm submitLabel="등록하기" onSubmit={onSubmit} />));
    await userEvent.click(screen.getByRole('button', { name: '등록하기' }));
    expect(screen.getByText('별점을 골라 주세요.')).toBeTruthy();
    expect(screen.getByText('후기는 10자 이상 써 주세요.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    const radios = within(screen.getByRole('group', { name: '별점' })).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    // The arrow keys are the browser's own radio behaviour (proven in e2e/review.spec.ts; jsdom has no CSS.escape for user-event's walk).
    await userEvent.click(radios[3]!);
    expect((screen.getByRole('radio', { name: '4점 좋아요' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.type(screen.getByLabelText(/후기/), '색감이 사진과 같아요😀');
    expect(screen.getByText('12 / 1,000자')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '등록하기' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 4, text: '색감이 사진과 같아요😀', imageIds: [] });
    expect((await screen.findByRole('alert')).textContent).toBe('이미 후기를 쓴 상품입니다.');
  });

  it('uploads a picked photo at once, shows it pending, then its preview; a refused one shows the server’s message', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }));
    render(withClient(<ReviewWriteForm submitLabel="등록하기" onSubmit={vi.fn()} />));
    const input = screen.getByTestId('review-photo-input') as HTMLInputElement;
    await userEvent.upload(input, new File(['not really'], 'a.jpg', { type: 'image/jpeg' }));
    expect(screen.getByText('올리는 중…')).toBeTruthy();
    expect((screen.getByRole('button', { name: '사진을 올리는 중…' }) as HTMLButtonElement).disabled).toBe(true);
    answer(json({ code: 7401, message: 'JPEG, PNG, WebP 사진만 올릴 수 있습니다.' }, 415));
    expect((await screen.findByRole('alert')).textContent).toBe('JPEG, PNG, WebP 사진만 올릴 수 있습니다.');
    await userEvent.click(screen.getByRole('button', { name: '사진 1 빼기' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
