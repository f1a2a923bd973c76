import type {
  MediaImageView, MyReviewView, ProductReviewListView, ProductReviewQuery, ReviewableLineView, ReviewEditBody, ReviewWriteBody,
} from '@maru/domain';
import { answerReader, createHttpClient, shopApi } from '@/shared/api';

// The review calls of issue #14: my page's lists and form, the photo upload, and the
// product page's list. Every answer is parsed with the domain's contract.

const parsed = answerReader('리뷰 정보를 읽을 수 없습니다. 잠시 후 다시 시도해 주세요.');

/** Photos are up to 10 MB each on a phone's upload link: a minute each, not the API's usual 12 s. */
const uploadApi = /* @__PURE__ */ createHttpClient({ timeoutMs: 60_000 });

export const reviewKeys = {
  all: ['review'] as const,
  before: (page: number) => ['review', 'mine', 'before', page] as const,
  written: (page: number) => ['review', 'mine', 'written', page] as const,
  line: (orderNo: string, lineNo: number) => ['review', 'mine', 'line', orderNo, lineNo] as const,
  one: (reviewId: number) => ['review', 'mine', 'one', reviewId] as const,
  product: (query: ProductReviewQuery) => ['review', 'product', query.productNo, query.sort, query.photo, query.page, query.size] as const,
};

export interface Page<T> {
  list: T[];
  page: number;
  size: number;
  total: number;
}

export async function fetchReviewableLines(page: number, signal?: AbortSignal): Promise<Page<ReviewableLineView>> {
  return parsed('reviewableLineListView', (await shopApi.get('/mypage/v1/review/before', { query: { page }, signal })).data);
}

export async function fetchReviewableLine(orderNo: string, lineNo: number, signal?: AbortSignal): Promise<ReviewableLineView> {
  return parsed('reviewableLineView', (await shopApi.get('/mypage/v1/review/line', { query: { orderNo, lineNo }, signal })).data);
}

export async function fetchMyReviews(page: number, signal?: AbortSignal): Promise<Page<MyReviewView>> {
  return parsed('myReviewListView', (await shopApi.get('/mypage/v1/review/list', { query: { page }, signal })).data);
}

export async function fetchMyReview(reviewId: number, signal?: AbortSignal): Promise<MyReviewView> {
  return parsed('myReviewView', (await shopApi.get(`/mypage/v1/review/${reviewId}`, { signal })).data);
}

export async function writeReview(body: ReviewWriteBody): Promise<MyReviewView> {
  return parsed('myReviewView', (await shopApi.post('/mypage/v1/review', body)).data);
}

export async function editReview(reviewId: number, body: ReviewEditBody): Promise<MyReviewView> {
  return parsed('myReviewView', (await shopApi.put(`/mypage/v1/review/${reviewId}`, body)).data);
}

/** One photo per request, so each shows its own progress and one refused file leaves the others. */
export async function uploadPhoto(file: File): Promise<MediaImageView> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const answer = await parsed('mediaUploadData', (await uploadApi.post('/media/v1/images', form, { query: { purpose: 'review' } })).data);
  return answer.images[0]!;
}

export async function fetchProductReviews(query: ProductReviewQuery, signal?: AbortSignal): Promise<ProductReviewListView> {
  return parsed('productReviewListView', (await shopApi.get('/product/v1/review/list', { query: { ...query }, signal })).data);
}
