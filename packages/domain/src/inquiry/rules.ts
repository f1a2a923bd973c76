// Rules of inquiries (1:1 문의) and product questions (상품 문의), shared by the server's
// checks and the web forms' counters, so both count the same characters.
import { withParticle } from '../format/particle';

/** Length limits, counted in characters as the shopper sees them (code points, so an emoji is one). */
export const INQUIRY_LIMITS = {
  title: { min: 2, max: 50 },
  /** 1:1 inquiry text: room for an order problem told in full. */
  text: { min: 10, max: 2_000 },
  /** A product question is short, as on every Korean shop's 상품 문의 board. */
  question: { min: 5, max: 1_000 },
  answer: { min: 1, max: 3_000 },
} as const;

/** Photos one 1:1 inquiry may carry. */
export const MAX_INQUIRY_PHOTOS = 3;

export const INQUIRY_KINDS = ['ONE_TO_ONE', 'PRODUCT'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];
export const INQUIRY_STATUSES = ['WAITING', 'ANSWERED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const inquiryKindLabels: Readonly<Record<InquiryKind, string>> = { ONE_TO_ONE: '1:1 문의', PRODUCT: '상품 문의' };
export const inquiryStatusLabels: Readonly<Record<InquiryStatus, string>> = { WAITING: '답변 대기', ANSWERED: '답변 완료' };

/** What everyone but its author and staff sees of a secret question. */
export const SECRET_PLACEHOLDER = '비밀글입니다';

/** Characters as the shopper counts them (code points, not UTF-16 units). */
export const textLength = (text: string): number => Array.from(text).length;

/**
 * Line breaks as one kind (\n): text pasted from Windows or old Macs counts and shows the
 * same, and the outer blanks are dropped.
 */
export const normalizeText = (text: string): string => text.replace(/\r\n?/g, '\n').trim();

// C0 controls but tab and line feed, DEL, C1 controls, and the bidirectional overrides and
// isolates that can make a question read differently from what was stored ("Trojan source").
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds.
const UNPRINTABLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** True when normalised text holds a character a shopper cannot have meant to type. */
export const hasUnprintable = (text: string): boolean => UNPRINTABLE.test(text);

/** Why the text cannot be kept (Korean, for the form), or undefined when it can. */
export function plainTextProblem(text: string, limits: { min: number; max: number }, what: string): string | undefined {
  const clean = normalizeText(text);
  if (hasUnprintable(clean)) return `${what}에 쓸 수 없는 문자가 있습니다.`;
  const length = textLength(clean);
  if (length < limits.min) return `${withParticle(what, '을/를')} ${limits.min}자 이상 입력해 주세요.`;
  if (length > limits.max) return `${withParticle(what, '은/는')} ${limits.max.toLocaleString('ko-KR')}자까지 입력할 수 있습니다.`;
  return undefined;
}

/** A 1:1 inquiry is the member's to change or delete only until it is answered. */
export const mayChangeInquiry = (status: InquiryStatus): boolean => status === 'WAITING';

/** Who reads a product question: its author and staff always; everyone else only public ones. */
export function maySeeQuestion(question: { secret: boolean; memberId: number }, viewer: { memberId?: number; staff?: boolean }): boolean {
  return !question.secret || viewer.staff === true || (viewer.memberId !== undefined && viewer.memberId === question.memberId);
}

/**
 * How an asker is shown on the product page: the first two characters of the name, the rest
 * starred (김마루 → 김마*, 홍길동전 → 홍길**); a name of two or fewer keeps its first (이 → 이*).
 */
export function maskAuthor(name: string | null | undefined): string {
  const chars = Array.from((name ?? '').trim());
  if (chars.length === 0) return '탈퇴 회원';
  const shown = chars.length > 2 ? 2 : 1;
  return chars.slice(0, shown).join('') + '*'.repeat(Math.max(1, chars.length - shown));
}
