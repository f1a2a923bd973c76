import { ApiCode, mayChangeInquiry, type InquiryListQuery, type InquiryListView, type InquiryView, type ProductQnaView } from '@maru/domain';
import type { Kysely, Transaction } from 'kysely';
import { ApiError } from '../../core/http/errors';
import type { Database } from '../../db/database';
import { productExists } from '../catalogue';
import { attachImages, type Media } from '../media';
import { memberOrderNo } from '../order';
import {
  categoryExists, deleteWaitingInquiry, findInquiry, insertInquiry, markAnswersRead, memberInquiryPage, photosOf, productQuestionPage, replacePhotos,
  updateWaitingInquiry, type InquiryDetailRow, type PhotoRef,
} from './queries';
import { inquiryViewOf, productQuestionViewOf } from './views';

// What a member does with inquiries: write, list, open (which marks the answer read), edit
// and delete while unanswered, and ask product questions. Another member's inquiry answers
// "not found", as if it did not exist.

type Db = Kysely<Database>;

/** The database, and the media store that turns a kept photo into its addresses. */
export interface InquiryDeps {
  db: Db;
  media: Pick<Media, 'view'>;
}

export async function photoViewsOf(deps: InquiryDeps, inquiryIds: readonly number[]) {
  const refs = await photosOf(deps.db, inquiryIds);
  return (inquiryId: number) => (refs.get(inquiryId) ?? []).map((ref) => deps.media.view(ref));
}

export const MY_INQUIRIES_PAGE_SIZE = 10;

export const inquiryNotFound = () => new ApiError(ApiCode.INQUIRY_NOT_FOUND, '문의를 찾을 수 없습니다.', 404);
const alreadyAnswered = () => new ApiError(ApiCode.INQUIRY_ANSWERED, '답변이 등록된 문의는 수정하거나 삭제할 수 없습니다.', 200);
const unknownCategory = () => new ApiError(ApiCode.REQUIRED_PARAMETER, '문의 유형을 선택해 주세요.', 400);
const orderNotFound = () => new ApiError(ApiCode.ORDER_NOT_FOUND, '주문 정보를 찾을 수 없습니다.', 404);
const productNotFound = () => new ApiError(ApiCode.NO_DATA, '상품을 찾을 수 없습니다.', 404);

export interface InquiryFields {
  category: string;
  title: string;
  text: string;
  orderNo?: string | null;
  /** Uploads (media module, purpose inquiry) in the order to show them; on an edit, absent keeps the photos as they are. */
  photoIds?: readonly string[];
}

/** The fields checked against the database: a category of the list, an order of the member's own. */
async function checkedFields(db: Db, memberId: number, fields: InquiryFields) {
  if (!(await categoryExists(db, fields.category))) throw unknownCategory();
  const orderNo = fields.orderNo ? await memberOrderNo(db, memberId, fields.orderNo) : null;
  if (fields.orderNo && !orderNo) throw orderNotFound();
  return { category: fields.category, title: fields.title, text: fields.text, order_no: orderNo ?? null };
}

async function ownInquiry(db: Db, memberId: number, inquiryId: number): Promise<InquiryDetailRow> {
  const row = await findInquiry(db, inquiryId);
  if (!row || row.member_id !== memberId) throw inquiryNotFound();
  return row;
}

/**
 * The photos an inquiry keeps after a save, in the order named: ones it already has stay,
 * new uploads are attached (each the member's own, unattached, for an inquiry; media checks).
 */
async function photosAfterSave(trx: Transaction<Database>, memberId: number, inquiryId: number, photoIds: readonly string[], now: Date): Promise<PhotoRef[]> {
  const current = new Map(((await photosOf(trx, [inquiryId])).get(inquiryId) ?? []).map((photo) => [photo.imageId, photo]));
  const added = photoIds.filter((id) => !current.has(id));
  const attached = added.length > 0 ? new Map((await attachImages(trx, { memberId, purpose: 'inquiry', imageIds: added, now })).map((ref) => [ref.imageId, ref])) : new Map<string, PhotoRef>();
  return photoIds.map((id) => (current.get(id) ?? attached.get(id))!);
}

export async function writeInquiry(db: Db, memberId: number, fields: InquiryFields, now: Date): Promise<number> {
  const values = await checkedFields(db, memberId, fields);
  return db.transaction().execute(async (trx) => {
    const inquiryId = await insertInquiry(trx, { kind: 'ONE_TO_ONE', member_id: memberId, ...values, product_no: null, secret: true });
    if (fields.photoIds?.length) await replacePhotos(trx, inquiryId, await photosAfterSave(trx, memberId, inquiryId, fields.photoIds, now));
    return inquiryId;
  });
}

/** The inquiry as the member sees it; opening an answered one marks its answer read. */
export async function openInquiry(deps: InquiryDeps, memberId: number, inquiryId: number, now: Date): Promise<InquiryView> {
  const row = await ownInquiry(deps.db, memberId, inquiryId);
  if (row.answered_at && !row.answer_read_at) {
    await markAnswersRead(deps.db, memberId, [inquiryId], now);
    row.answer_read_at = now;
  }
  return inquiryViewOf(row, (await photoViewsOf(deps, [inquiryId]))(inquiryId));
}

export async function editInquiry(db: Db, memberId: number, inquiryId: number, fields: InquiryFields, now: Date): Promise<void> {
  const row = await ownInquiry(db, memberId, inquiryId);
  if (row.kind !== 'ONE_TO_ONE') throw inquiryNotFound();
  if (!mayChangeInquiry(row.answered_at ? 'ANSWERED' : 'WAITING')) throw alreadyAnswered();
  const values = await checkedFields(db, memberId, fields);
  await db.transaction().execute(async (trx) => {
    // The update re-checks "unanswered": an answer saved since the read above wins.
    if (!(await updateWaitingInquiry(trx, memberId, inquiryId, values, now))) throw alreadyAnswered();
    if (fields.photoIds) await replacePhotos(trx, inquiryId, await photosAfterSave(trx, memberId, inquiryId, fields.photoIds, now));
  });
}

export async function removeInquiry(db: Db, memberId: number, inquiryId: number): Promise<void> {
  const row = await ownInquiry(db, memberId, inquiryId);
  if (row.kind !== 'ONE_TO_ONE') throw inquiryNotFound();
  if (row.answered_at || !(await deleteWaitingInquiry(db, memberId, inquiryId))) throw alreadyAnswered();
}

export async function myInquiries(deps: InquiryDeps, memberId: number, query: InquiryListQuery): Promise<InquiryListView> {
  const page = await memberInquiryPage(deps.db, memberId, query, MY_INQUIRIES_PAGE_SIZE);
  const photos = await photoViewsOf(deps, page.rows.map((row) => row.inquiry_id));
  return { list: page.rows.map((row) => inquiryViewOf(row, photos(row.inquiry_id))), total: page.total, page: query.page, size: MY_INQUIRIES_PAGE_SIZE, counts: { waiting: page.waiting, answered: page.answered } };
}

export async function askProductQuestion(db: Db, memberId: number, question: { productNo: number; text: string; secret: boolean }): Promise<number> {
  if (!(await productExists(db, question.productNo))) throw productNotFound();
  return insertInquiry(db, { kind: 'PRODUCT', member_id: memberId, category: null, title: null, text: question.text, order_no: null, product_no: question.productNo, secret: question.secret });
}

/**
 * A page of the product's questions as `viewer` may see them. The viewer's own answered
 * questions on the page count as read: the page is where they see the answer.
 */
export async function productQna(db: Db, query: { productNo: number; page: number; size: number }, viewer: { memberId?: number }, now: Date): Promise<ProductQnaView> {
  const { rows, total } = await productQuestionPage(db, query.productNo, query.page, query.size);
  if (viewer.memberId !== undefined) {
    const seen = rows.filter((row) => row.member_id === viewer.memberId && row.answered_at && !row.answer_read_at).map((row) => row.inquiry_id);
    await markAnswersRead(db, viewer.memberId, seen, now);
  }
  return { list: rows.map((row) => productQuestionViewOf(row, viewer)), total, page: query.page, size: query.size };
}

