import { returnWindow } from './claim-rules';
import { withParticle } from '../format/particle';

// The life of one order line after payment, as Korean shops show it:
// 입금대기 → 결제완료 → 상품준비중 → 배송중 → 배송완료 → 구매확정, with 취소요청/취소완료
// before shipping and 반품요청/반품수거/반품완료 after delivery.
// Exchanges (교환) are left out: a shopper who wants another option returns the line and
// orders again. Adding them later means new states here, not changes to these.

export const LINE_STATUSES = [
  'WAITING_DEPOSIT',
  'PAID',
  'PREPARING',
  'SHIPPING',
  'DELIVERED',
  'CONFIRMED',
  'CANCEL_REQUESTED',
  'CANCELLED',
  'RETURN_REQUESTED',
  'RETURN_PICKED_UP',
  'RETURNED',
] as const;
export type LineStatus = (typeof LINE_STATUSES)[number];

export const lineStatusLabels: Readonly<Record<LineStatus, string>> = {
  WAITING_DEPOSIT: '입금대기',
  PAID: '결제완료',
  PREPARING: '상품준비중',
  SHIPPING: '배송중',
  DELIVERED: '배송완료',
  CONFIRMED: '구매확정',
  CANCEL_REQUESTED: '취소요청',
  CANCELLED: '취소완료',
  RETURN_REQUESTED: '반품요청',
  RETURN_PICKED_UP: '반품수거',
  RETURNED: '반품완료',
};

/** Nothing leaves these: the sale is settled one way or the other. */
export const FINAL_LINE_STATUSES: readonly LineStatus[] = ['CONFIRMED', 'CANCELLED', 'RETURNED'];

export type LineActor = 'shopper' | 'staff' | 'system';

export type LineEvent =
  | { type: 'PAY' }
  | { type: 'PREPARE' }
  | { type: 'SHIP' }
  | { type: 'DELIVER' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'REJECT_CANCEL' }
  | { type: 'REQUEST_RETURN' }
  | { type: 'PICK_UP' }
  | { type: 'COMPLETE_RETURN' }
  | { type: 'REJECT_RETURN' };
export type LineEventType = LineEvent['type'];

export const LINE_EVENT_TYPES: readonly LineEventType[] = [
  'PAY',
  'PREPARE',
  'SHIP',
  'DELIVER',
  'CONFIRM',
  'CANCEL',
  'REJECT_CANCEL',
  'REQUEST_RETURN',
  'PICK_UP',
  'COMPLETE_RETURN',
  'REJECT_RETURN',
];

export type Transition = { ok: true; status: LineStatus } | { ok: false; reason: string };

interface Rule {
  from: readonly LineStatus[];
  by: readonly LineActor[];
  to: LineStatus;
}

/**
 * Every allowed move; anything else is refused. Two moves depend on facts the machine
 * does not see, so the caller checks them first: REQUEST_RETURN needs an open return
 * window (returnWindow), and a system CONFIRM needs autoConfirmDue.
 */
const RULES: Readonly<Record<LineEventType, readonly Rule[]>> = {
  // The virtual account's deposit arrived.
  PAY: [{ from: ['WAITING_DEPOSIT'], by: ['system'], to: 'PAID' }],
  PREPARE: [{ from: ['PAID'], by: ['staff'], to: 'PREPARING' }],
  SHIP: [{ from: ['PAID', 'PREPARING'], by: ['staff'], to: 'SHIPPING' }],
  // The system may mark delivery from a carrier's feed.
  DELIVER: [{ from: ['SHIPPING'], by: ['staff', 'system'], to: 'DELIVERED' }],
  CONFIRM: [{ from: ['DELIVERED'], by: ['shopper', 'system'], to: 'CONFIRMED' }],
  CANCEL: [
    // Nothing has been done for the line yet: the cancel takes effect at once.
    { from: ['WAITING_DEPOSIT', 'PAID'], by: ['shopper', 'staff'], to: 'CANCELLED' },
    // The goods may already be packed: staff decide, so the shopper's cancel is a request.
    { from: ['PREPARING'], by: ['shopper'], to: 'CANCEL_REQUESTED' },
    { from: ['PREPARING', 'CANCEL_REQUESTED'], by: ['staff'], to: 'CANCELLED' },
  ],
  // The parcel left before the request could be honoured.
  REJECT_CANCEL: [{ from: ['CANCEL_REQUESTED'], by: ['staff'], to: 'PREPARING' }],
  REQUEST_RETURN: [{ from: ['DELIVERED'], by: ['shopper'], to: 'RETURN_REQUESTED' }],
  PICK_UP: [{ from: ['RETURN_REQUESTED'], by: ['staff'], to: 'RETURN_PICKED_UP' }],
  // Inspection passed; the refund runs.
  COMPLETE_RETURN: [{ from: ['RETURN_PICKED_UP'], by: ['staff'], to: 'RETURNED' }],
  REJECT_RETURN: [{ from: ['RETURN_REQUESTED', 'RETURN_PICKED_UP'], by: ['staff'], to: 'DELIVERED' }],
};

const actionLabels: Readonly<Record<LineEventType, string>> = {
  PAY: '입금 확인',
  PREPARE: '상품 준비 처리',
  SHIP: '발송 처리',
  DELIVER: '배송완료 처리',
  CONFIRM: '구매확정',
  CANCEL: '취소',
  REJECT_CANCEL: '취소 거절',
  REQUEST_RETURN: '반품 신청',
  PICK_UP: '반품 수거 처리',
  COMPLETE_RETURN: '반품 완료 처리',
  REJECT_RETURN: '반품 거절',
};

const actorLabels: Readonly<Record<LineActor, string>> = { shopper: '주문자', staff: '판매자', system: '시스템' };

const withTopic = (word: string): string => withParticle(word, '은/는');

// Every refusal names the line's current state, so the shopper or operator sees why.
function refusal(status: LineStatus, type: LineEventType, actor: LineActor): string {
  const label = lineStatusLabels[status];
  const action = actionLabels[type];
  if (FINAL_LINE_STATUSES.includes(status)) return `${label}된 상품입니다. 더 이상 ${action}할 수 없습니다.`;
  if (type === 'CANCEL') {
    if (status === 'SHIPPING') return `${label}인 상품은 취소할 수 없습니다.${actor === 'shopper' ? ' 배송완료 후 반품을 신청해 주세요.' : ''}`;
    if (status === 'DELIVERED') return `${label}된 상품은 취소할 수 없습니다.${actor === 'shopper' ? ' 반품을 신청해 주세요.' : ''}`;
    if (status === 'CANCEL_REQUESTED') return `이미 ${label} 중인 상품입니다. 판매자 확인을 기다려 주세요.`;
    if (status === 'RETURN_REQUESTED' || status === 'RETURN_PICKED_UP') return `${label} 중인 상품은 취소할 수 없습니다.`;
  }
  if (type === 'REQUEST_RETURN') {
    if (status === 'RETURN_REQUESTED' || status === 'RETURN_PICKED_UP') return `이미 ${label} 중인 상품입니다.`;
    if (status !== 'DELIVERED') return `${label} 상태에서는 반품을 신청할 수 없습니다. 배송완료된 상품만 반품할 수 있습니다.`;
  }
  const allowed = [...new Set(RULES[type].filter((rule) => rule.from.includes(status)).flatMap((rule) => rule.by))];
  if (allowed.length > 0) return `${label} 상태에서 ${withTopic(action)} ${allowed.map((other) => actorLabels[other]).join(' 또는 ')}만 할 수 있습니다.`;
  return `${label} 상태에서는 ${action}할 수 없습니다.`;
}

/** The state a line moves to when `actor` applies `event`, or why it may not. */
export function nextLineStatus(status: LineStatus, event: LineEvent, actor: LineActor): Transition {
  const rule = RULES[event.type].find((candidate) => candidate.from.includes(status) && candidate.by.includes(actor));
  return rule ? { ok: true, status: rule.to } : { ok: false, reason: refusal(status, event.type, actor) };
}

/** The events `actor` may apply to a line in `status` (the buttons a page offers). */
export function lineEventsFor(status: LineStatus, actor: LineActor): LineEventType[] {
  return LINE_EVENT_TYPES.filter((type) => nextLineStatus(status, { type }, actor).ok);
}

export interface ShopperActions {
  cancel: boolean;
  requestReturn: boolean;
  confirm: boolean;
  track: boolean;
}

/**
 * What the order detail page offers for one line. A return is offered while the longest
 * window (3 months, for goods that differ from the contract) is open; the form then checks
 * the window of the reason chosen. A delivered line without a delivery time offers no
 * return: there is no window to measure.
 */
export function shopperActions(line: { status: LineStatus; deliveredAt: Date | null }, now: Date): ShopperActions {
  const may = (type: LineEventType) => nextLineStatus(line.status, { type }, 'shopper').ok;
  return {
    cancel: may('CANCEL'),
    requestReturn: may('REQUEST_RETURN') && line.deliveredAt !== null && returnWindow('DEFECT', line.deliveredAt, now).open,
    confirm: may('CONFIRM'),
    track: line.status === 'SHIPPING' || line.status === 'DELIVERED',
  };
}
