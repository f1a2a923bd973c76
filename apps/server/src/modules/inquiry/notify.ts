import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { isMobileNumber, kstDeadline, queueMessage } from '../message';
import { memberContact } from '../identity';
import type { InquiryRow } from './queries';

const QUESTION_CHARS = 30;

/** Where the message's button opens the answer: my page's inquiry for a 1:1 one, the product page for a product question. */
export const answerLink = (inquiry: Pick<InquiryRow, 'kind' | 'inquiry_id' | 'product_no'>): string =>
  inquiry.kind === 'ONE_TO_ONE' ? `/mypage/inquiry?inquiryNo=${inquiry.inquiry_id}` : `/product/item/${inquiry.product_no}`;

function subjectOf(inquiry: InquiryRow): string {
  const text = inquiry.title ?? inquiry.text.replace(/\s+/g, ' ');
  const chars = Array.from(text);
  return chars.length > QUESTION_CHARS ? `${chars.slice(0, QUESTION_CHARS - 1).join('')}…` : text;
}

/**
 * The member's "답변이 등록되었습니다" message, queued in the answer's transaction so it
 * exists exactly when the answer does. Only the first answer sends one (an edited answer
 * does not text the member again); a member without a mobile number (withdrawn) gets none.
 */
export async function notifyAnswered(trx: Transaction<Database>, inquiry: InquiryRow): Promise<boolean> {
  const member = await memberContact(trx, inquiry.member_id);
  if (!member?.phone || !isMobileNumber(member.phone)) return false;
  await queueMessage(trx, {
    template: 'INQUIRY_ANSWERED',
    to: member.phone,
    memberId: inquiry.member_id,
    variables: {
      고객명: member.name ?? '고객',
      문의종류: inquiry.kind === 'ONE_TO_ONE' ? '1:1 문의' : '상품 문의',
      문의제목: subjectOf(inquiry),
      문의일자: kstDeadline(inquiry.created_at),
    },
    link: answerLink(inquiry),
  });
  return true;
}
