import { maskAuthor, mayChangeInquiry, maySeeQuestion, type AdminInquiryRow, type AdminInquiryView, type InquiryStatus, type InquiryView, type MediaImageView, type ProductQuestionView } from '@maru/domain';
import type { InquiryDetailRow } from './queries';

// Rows as the contract's answers. Text goes out as stored: plain text, which every screen
// renders as text (React escapes it), never as HTML.

const iso = (date: Date) => date.toISOString();
const statusOf = (row: InquiryDetailRow): InquiryStatus => (row.answered_at ? 'ANSWERED' : 'WAITING');
const answerOf = (row: InquiryDetailRow) => (row.answer_text !== null && row.answered_at ? { text: row.answer_text, answeredAt: iso(row.answered_at) } : null);

export function inquiryViewOf(row: InquiryDetailRow, photos: readonly MediaImageView[] = []): InquiryView {
  const status = statusOf(row);
  return {
    inquiryNo: row.inquiry_id,
    kind: row.kind,
    category: row.category,
    categoryName: row.category_name ?? row.category,
    title: row.title,
    text: row.text,
    orderNo: row.order_no,
    productNo: row.product_no,
    productName: row.product_name,
    secret: row.secret,
    status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    answer: answerOf(row),
    answerUnread: row.answered_at !== null && row.answer_read_at === null,
    changeable: row.kind === 'ONE_TO_ONE' && mayChangeInquiry(status),
    photos: [...photos],
  };
}

/** A question as `viewer` may see it: a secret one of someone else is locked (no text, no answer). */
export function productQuestionViewOf(row: InquiryDetailRow, viewer: { memberId?: number }): ProductQuestionView {
  const mine = viewer.memberId !== undefined && viewer.memberId === row.member_id;
  const locked = !maySeeQuestion({ secret: row.secret, memberId: row.member_id }, viewer);
  return {
    questionNo: row.inquiry_id,
    secret: row.secret,
    locked,
    mine,
    author: maskAuthor(row.member_name),
    text: locked ? null : row.text,
    status: statusOf(row),
    createdAt: iso(row.created_at),
    answer: locked ? null : answerOf(row),
  };
}

const SUBJECT_CHARS = 60;
const subjectOf = (row: InquiryDetailRow) => {
  const text = row.title ?? row.text.replace(/\s+/g, ' ');
  const chars = Array.from(text);
  return chars.length > SUBJECT_CHARS ? `${chars.slice(0, SUBJECT_CHARS - 1).join('')}…` : text;
};

export function adminInquiryRowOf(row: InquiryDetailRow): AdminInquiryRow {
  return {
    inquiryNo: row.inquiry_id,
    kind: row.kind,
    categoryName: row.category_name ?? row.category,
    subject: subjectOf(row),
    productNo: row.product_no,
    productName: row.product_name,
    memberName: row.member_name ?? '탈퇴 회원',
    secret: row.secret,
    status: statusOf(row),
    createdAt: iso(row.created_at),
    answeredAt: row.answered_at ? iso(row.answered_at) : null,
  };
}

export function adminInquiryViewOf(row: InquiryDetailRow, photos: readonly MediaImageView[] = []): AdminInquiryView {
  const answer = answerOf(row);
  return {
    ...adminInquiryRowOf(row),
    category: row.category,
    title: row.title,
    text: row.text,
    orderNo: row.order_no,
    memberEmail: row.member_email,
    photos: [...photos],
    answer: answer && { ...answer, staffName: row.staff_name, editedAt: row.answer_edited_at ? iso(row.answer_edited_at) : null },
  };
}
