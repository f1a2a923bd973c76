import type {
  InquiryListQuery, InquiryListView, InquiryOrderOptionsView, InquiryView, InquiryWriteRequest, MediaImageView, ProductQnaView, ProductQuestionRequest,
} from '@maru/domain';
import { answerReader, createHttpClient, shopApi } from '@/shared/api';

// The inquiry calls of issue 14, parsed with the domain's contract: my page's 1:1 inquiries
// (/mypage/v1/inquiry…) and the product page's questions (/product/v1/qna…).

const parsed = answerReader();

/** Every inquiry query sits under one key, so writing, editing or deleting refreshes them all. */
export const inquiryKeys = {
  all: ['inquiry'] as const,
  list: (query: InquiryListQuery) => ['inquiry', 'mine', query.kind, query.status, query.page] as const,
  detail: (inquiryNo: number) => ['inquiry', 'detail', inquiryNo] as const,
  orders: ['inquiry', 'orders'] as const,
  qna: (productNo: number, page: number) => ['inquiry', 'qna', productNo, page] as const,
};

const BASE = '/mypage/v1/inquiry';

export async function fetchMyInquiries(query: InquiryListQuery, signal?: AbortSignal): Promise<InquiryListView> {
  return parsed('inquiryListView', (await shopApi.get(`${BASE}/list`, { query: { ...query }, signal })).data);
}

export async function fetchInquiry(inquiryNo: number, signal?: AbortSignal): Promise<InquiryView> {
  return parsed('inquiryView', (await shopApi.get(`${BASE}/${inquiryNo}`, { signal })).data);
}

export async function fetchOrderChoices(signal?: AbortSignal): Promise<InquiryOrderOptionsView['list']> {
  return (await parsed('inquiryOrderOptionsView', (await shopApi.get(`${BASE}/orders`, { signal })).data)).list;
}

export async function sendInquiry(body: InquiryWriteRequest, inquiryNo?: number): Promise<number> {
  const answer = inquiryNo === undefined ? await shopApi.post(BASE, body) : await shopApi.put(`${BASE}/${inquiryNo}`, body);
  return (await parsed('inquiryNumberData', answer.data)).inquiryNo;
}

export async function deleteInquiry(inquiryNo: number): Promise<void> {
  await shopApi.delete(`${BASE}/${inquiryNo}`);
}

export const QNA_PAGE_SIZE = 5;

export async function fetchProductQna(productNo: number, page: number, signal?: AbortSignal): Promise<ProductQnaView> {
  return parsed('productQnaView', (await shopApi.get('/product/v1/qna/list', { query: { productNo, page, size: QNA_PAGE_SIZE }, signal })).data);
}

export async function askQuestion(body: ProductQuestionRequest): Promise<number> {
  return (await parsed('questionNumberData', (await shopApi.post('/product/v1/qna', body)).data)).questionNo;
}

// Uploads take longer than other calls (a phone photo is several MB); no 403 redirect here,
// the form shows the refusal next to the photo.
const uploadApi = /* @__PURE__ */ createHttpClient({ timeoutMs: 60_000 });

/** POST /media/v1/images?purpose=inquiry, one photo per request; the server checks and re-encodes it. */
export async function uploadInquiryPhoto(file: File): Promise<MediaImageView> {
  const form = new FormData();
  form.append('photo', file, file.name);
  return (await parsed('mediaUploadData', (await uploadApi.post('/media/v1/images', form, { query: { purpose: 'inquiry' } })).data)).images[0]!;
}
