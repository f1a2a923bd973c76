import { ApiCode, scheduleOf, scheduleViewOf, type AdminFaqRow as AdminFaqRowView, type AdminFaqView, type AuditState, type faqWriteRequest } from '@maru/domain';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { ApiError } from '../../../core/http/errors';
import type { Database } from '../../../db/database';
import { recordAudit, type AuditActor } from '../../staff';
import {
  adminFaq, type AdminFaqRow, countCategoryFaqs, deleteFaq, deleteFaqCategory, insertFaq, insertFaqCategory, lockCategoryFaqs, lockFaq, lockFaqCategories, renameFaqCategory,
  setFaqCategoryOrder, setFaqOrder, updateFaq,
} from './faq-queries';
import { cleanBoardHtml } from './notice-write';

export type FaqWrite = z.output<typeof faqWriteRequest>;

export const faqNotFound = (faqNo: number) => new ApiError(ApiCode.NO_DATA, `자주 묻는 질문 ${faqNo}번을 찾을 수 없습니다.`, 404);
const categoryNotFound = (code: string) => new ApiError(ApiCode.NO_DATA, `찾을 수 없는 FAQ 분류입니다: ${code.slice(0, 20)}`, 404);
const orderMismatch = (what: string) => new ApiError(ApiCode.CONTENT_ORDER_MISMATCH, `순서를 정할 ${what} 목록이 지금의 목록과 다릅니다. 새로 고친 뒤 다시 시도해 주세요.`);

export function adminFaqRowOf(row: AdminFaqRow, now: Date): AdminFaqRowView {
  return {
    faqNo: row.faqNo,
    categoryCode: row.categoryCode,
    categoryName: row.categoryName,
    question: row.question,
    sortOrder: row.sortOrder,
    schedule: scheduleViewOf({ state: row.state, startsAt: row.startsAt, endsAt: row.endsAt }, now),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function adminFaqView(db: Kysely<Database>, faqNo: number, now: Date): Promise<AdminFaqView> {
  const row = await adminFaq(db, faqNo);
  if (!row) throw faqNotFound(faqNo);
  return { ...adminFaqRowOf(row, now), answer: cleanBoardHtml(row.answerHtml) };
}

const auditState = (row: AdminFaqRow): AuditState => ({
  faqNo: row.faqNo,
  categoryCode: row.categoryCode,
  question: row.question,
  content: row.answerHtml,
  sortOrder: row.sortOrder,
  state: row.state,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
});

async function requireCategory(trx: Transaction<Database>, code: string): Promise<void> {
  const categories = await lockFaqCategories(trx);
  if (!categories.some((category) => category.code === code)) throw new ApiError(ApiCode.REQUIRED_PARAMETER, '없는 FAQ 분류입니다. 분류를 다시 골라 주세요.', 400);
}

const fieldsOf = (write: FaqWrite) => ({ categoryCode: write.categoryCode, question: write.question, answerHtml: write.answer, schedule: scheduleOf(write.schedule) });

/** A new question at the end of its category. */
export async function createFaq(db: Kysely<Database>, write: FaqWrite, actor: AuditActor, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await requireCategory(trx, write.categoryCode);
    const faqNo = await insertFaq(trx, fieldsOf(write), now);
    await recordAudit(trx, { ...actor, action: 'faq.create', targetType: 'faq', targetId: faqNo, before: null, after: auditState((await adminFaq(trx, faqNo))!) });
    return faqNo;
  });
}

export async function editFaq(db: Kysely<Database>, faqNo: number, write: FaqWrite, actor: AuditActor, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockFaq(trx, faqNo))) throw faqNotFound(faqNo);
    await requireCategory(trx, write.categoryCode);
    const existing = (await adminFaq(trx, faqNo))!;
    await updateFaq(trx, faqNo, fieldsOf(write), existing.categoryCode !== write.categoryCode, now);
    const before = auditState(existing);
    const after = auditState((await adminFaq(trx, faqNo))!);
    if (JSON.stringify(before) !== JSON.stringify(after)) await recordAudit(trx, { ...actor, action: 'faq.update', targetType: 'faq', targetId: faqNo, before, after });
  });
}

export async function removeFaq(db: Kysely<Database>, faqNo: number, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await lockFaq(trx, faqNo))) throw faqNotFound(faqNo);
    const before = auditState((await adminFaq(trx, faqNo))!);
    await deleteFaq(trx, faqNo);
    await recordAudit(trx, { ...actor, action: 'faq.delete', targetType: 'faq', targetId: faqNo, before, after: null });
  });
}

/** One category's questions in a new order; the list must name each of them once. */
export async function reorderFaqs(db: Kysely<Database>, categoryCode: string, faqNos: readonly number[], actor: AuditActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await lockCategoryFaqs(trx, categoryCode);
    const given = new Set(faqNos);
    if (current.length !== faqNos.length || current.some((faqNo) => !given.has(faqNo))) throw orderMismatch('질문');
    if (current.every((faqNo, index) => faqNo === faqNos[index])) return false;
    await setFaqOrder(trx, faqNos);
    await recordAudit(trx, { ...actor, action: 'faq.reorder', targetType: 'faq_category', targetId: categoryCode, before: { categoryCode, faqNos: current }, after: { categoryCode, faqNos: [...faqNos] } });
    return true;
  });
}

/** A new category, last in order, coded FAQ01, FAQ02, … after the highest number taken. */
export async function createFaqCategory(db: Kysely<Database>, name: string, actor: AuditActor): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const categories = await lockFaqCategories(trx);
    const taken = categories.map((category) => /^FAQ(\d+)$/.exec(category.code)).map((match) => (match ? Number(match[1]) : 0));
    const code = `FAQ${String(Math.max(0, ...taken) + 1).padStart(2, '0')}`;
    const sortOrder = Math.max(0, ...categories.map((category) => category.sortOrder)) + 1;
    await insertFaqCategory(trx, code, name, sortOrder);
    await recordAudit(trx, { ...actor, action: 'faq_category.create', targetType: 'faq_category', targetId: code, before: null, after: { code, name, sortOrder } });
    return code;
  });
}

export async function renameCategory(db: Kysely<Database>, code: string, name: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const category = (await lockFaqCategories(trx)).find((entry) => entry.code === code);
    if (!category) throw categoryNotFound(code);
    if (category.name === name) return;
    await renameFaqCategory(trx, code, name);
    await recordAudit(trx, { ...actor, action: 'faq_category.update', targetType: 'faq_category', targetId: code, before: { code, name: category.name }, after: { code, name } });
  });
}

/** Only an empty category can go (6202 otherwise): its questions would be lost to shoppers. */
export async function removeCategory(db: Kysely<Database>, code: string, actor: AuditActor): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const category = (await lockFaqCategories(trx)).find((entry) => entry.code === code);
    if (!category) throw categoryNotFound(code);
    if ((await countCategoryFaqs(trx, code)) > 0) throw new ApiError(ApiCode.FAQ_CATEGORY_NOT_EMPTY, '질문이 남아 있는 분류는 삭제할 수 없습니다. 질문을 다른 분류로 옮기거나 삭제해 주세요.');
    await deleteFaqCategory(trx, code);
    await recordAudit(trx, { ...actor, action: 'faq_category.delete', targetType: 'faq_category', targetId: code, before: { code, name: category.name, sortOrder: category.sortOrder }, after: null });
  });
}

export async function reorderCategories(db: Kysely<Database>, codes: readonly string[], actor: AuditActor): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = (await lockFaqCategories(trx)).map((category) => category.code);
    const given = new Set(codes);
    if (current.length !== codes.length || current.some((code) => !given.has(code))) throw orderMismatch('분류');
    if (current.every((code, index) => code === codes[index])) return false;
    await setFaqCategoryOrder(trx, codes);
    await recordAudit(trx, { ...actor, action: 'faq_category.reorder', targetType: 'faq_category', targetId: null, before: { codes: current }, after: { codes: [...codes] } });
    return true;
  });
}
