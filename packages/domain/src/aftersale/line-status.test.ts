import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FINAL_LINE_STATUSES,
  LINE_EVENT_TYPES,
  LINE_STATUSES,
  lineEventsFor,
  lineStatusLabels,
  nextLineStatus,
  shopperActions,
  type LineActor,
  type LineEventType,
  type LineStatus,
} from './line-status';

const ACTORS: readonly LineActor[] = ['shopper', 'staff', 'system'];

// Written from issue #13's list, independently of the machine's own rule table.
const ALLOWED: ReadonlyArray<readonly [LineStatus, LineEventType, LineActor, LineStatus]> = [
  ['WAITING_DEPOSIT', 'PAY', 'system', 'PAID'],
  ['PAID', 'PREPARE', 'staff', 'PREPARING'],
  ['PAID', 'SHIP', 'staff', 'SHIPPING'],
  ['PREPARING', 'SHIP', 'staff', 'SHIPPING'],
  ['SHIPPING', 'DELIVER', 'staff', 'DELIVERED'],
  ['SHIPPING', 'DELIVER', 'system', 'DELIVERED'],
  ['DELIVERED', 'CONFIRM', 'shopper', 'CONFIRMED'],
  ['DELIVERED', 'CONFIRM', 'system', 'CONFIRMED'],
  ['WAITING_DEPOSIT', 'CANCEL', 'shopper', 'CANCELLED'],
  ['PAID', 'CANCEL', 'shopper', 'CANCELLED'],
  ['PREPARING', 'CANCEL', 'shopper', 'CANCEL_REQUESTED'],
  ['WAITING_DEPOSIT', 'CANCEL', 'staff', 'CANCELLED'],
  ['PAID', 'CANCEL', 'staff', 'CANCELLED'],
  ['PREPARING', 'CANCEL', 'staff', 'CANCELLED'],
  ['CANCEL_REQUESTED', 'CANCEL', 'staff', 'CANCELLED'],
  ['CANCEL_REQUESTED', 'REJECT_CANCEL', 'staff', 'PREPARING'],
  ['DELIVERED', 'REQUEST_RETURN', 'shopper', 'RETURN_REQUESTED'],
  ['RETURN_REQUESTED', 'PICK_UP', 'staff', 'RETURN_PICKED_UP'],
  ['RETURN_PICKED_UP', 'COMPLETE_RETURN', 'staff', 'RETURNED'],
  ['RETURN_REQUESTED', 'REJECT_RETURN', 'staff', 'DELIVERED'],
  ['RETURN_PICKED_UP', 'REJECT_RETURN', 'staff', 'DELIVERED'],
];

function allowedTarget(status: LineStatus, type: LineEventType, actor: LineActor): LineStatus | undefined {
  return ALLOWED.find(([from, event, by]) => from === status && event === type && by === actor)?.[3];
}

const stepArb = fc.record({ type: fc.constantFrom(...LINE_EVENT_TYPES), actor: fc.constantFrom(...ACTORS) });

describe('line states', () => {
  it('names every state in Korean, and only CONFIRMED, CANCELLED and RETURNED are final', () => {
    for (const status of LINE_STATUSES) expect(lineStatusLabels[status]).toMatch(/^[가-힣]+$/);
    expect(Object.values(lineStatusLabels)).toEqual(['입금대기', '결제완료', '상품준비중', '배송중', '배송완료', '구매확정', '취소요청', '취소완료', '반품요청', '반품수거', '반품완료']);
    expect([...FINAL_LINE_STATUSES].sort()).toEqual(['CANCELLED', 'CONFIRMED', 'RETURNED']);
  });
});

describe('nextLineStatus', () => {
  it('allows exactly the listed moves, for every state, event and actor', () => {
    for (const status of LINE_STATUSES) {
      for (const type of LINE_EVENT_TYPES) {
        for (const actor of ACTORS) {
          const target = allowedTarget(status, type, actor);
          const result = nextLineStatus(status, { type }, actor);
          expect(result, `${status} ${type} by ${actor}`).toEqual(target ? { ok: true, status: target } : { ok: false, reason: expect.any(String) });
        }
      }
    }
  });

  it('refuses in Korean and names the state the line is in', () => {
    for (const status of LINE_STATUSES) {
      for (const type of LINE_EVENT_TYPES) {
        for (const actor of ACTORS) {
          const result = nextLineStatus(status, { type }, actor);
          if (!result.ok) expect(result.reason).toContain(lineStatusLabels[status]);
          if (!result.ok) expect(result.reason).toMatch(/[가-힣].*(니다|세요)\.$/);
        }
      }
    }
  });

  it('tells a shopper who cancels a parcel on its way to return it instead', () => {
    expect(nextLineStatus('SHIPPING', { type: 'CANCEL' }, 'shopper')).toEqual({ ok: false, reason: '배송중인 상품은 취소할 수 없습니다. 배송완료 후 반품을 신청해 주세요.' });
    expect(nextLineStatus('DELIVERED', { type: 'CANCEL' }, 'shopper')).toEqual({ ok: false, reason: '배송완료된 상품은 취소할 수 없습니다. 반품을 신청해 주세요.' });
    expect(nextLineStatus('PAID', { type: 'SHIP' }, 'shopper')).toEqual({ ok: false, reason: '결제완료 상태에서 발송 처리는 판매자만 할 수 있습니다.' });
    expect(nextLineStatus('DELIVERED', { type: 'CONFIRM' }, 'staff')).toEqual({ ok: false, reason: '배송완료 상태에서 구매확정은 주문자 또는 시스템만 할 수 있습니다.' });
    expect(nextLineStatus('CONFIRMED', { type: 'REQUEST_RETURN' }, 'shopper')).toEqual({ ok: false, reason: '구매확정된 상품입니다. 더 이상 반품 신청할 수 없습니다.' });
  });

  it('lists the events an actor may apply', () => {
    expect(lineEventsFor('PAID', 'staff')).toEqual(['PREPARE', 'SHIP', 'CANCEL']);
    expect(lineEventsFor('PREPARING', 'shopper')).toEqual(['CANCEL']);
    expect(lineEventsFor('DELIVERED', 'shopper')).toEqual(['CONFIRM', 'REQUEST_RETURN']);
    expect(lineEventsFor('RETURN_PICKED_UP', 'staff')).toEqual(['COMPLETE_RETURN', 'REJECT_RETURN']);
    for (const status of FINAL_LINE_STATUSES) for (const actor of ACTORS) expect(lineEventsFor(status, actor)).toEqual([]);
  });
});

describe('nextLineStatus (properties)', () => {
  const run = (start: LineStatus, steps: readonly { type: LineEventType; actor: LineActor }[]) => {
    const path: { from: LineStatus; type: LineEventType; actor: LineActor; to: LineStatus }[] = [];
    let status = start;
    for (const { type, actor } of steps) {
      const result = nextLineStatus(status, { type }, actor);
      if (!result.ok) continue;
      path.push({ from: status, type, actor, to: result.status });
      status = result.status;
    }
    return path;
  };
  const startArb = fc.constantFrom<LineStatus>('WAITING_DEPOSIT', 'PAID');
  const stepsArb = fc.array(stepArb, { maxLength: 40 });

  it('takes only listed moves on any sequence of events and actors', () => {
    fc.assert(
      fc.property(startArb, stepsArb, (start, steps) => {
        for (const step of run(start, steps)) expect(allowedTarget(step.from, step.type, step.actor)).toBe(step.to);
      }),
      { numRuns: 500 },
    );
  });

  it('never leaves CONFIRMED, CANCELLED or RETURNED', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LINE_STATUSES), stepsArb, (start, steps) => {
        for (const step of run(start, steps)) expect(FINAL_LINE_STATUSES).not.toContain(step.from);
      }),
      { numRuns: 500 },
    );
  });

  it('reaches SHIPPING only through PAID', () => {
    fc.assert(
      fc.property(startArb, stepsArb, (start, steps) => {
        let paid = start === 'PAID';
        for (const step of run(start, steps)) {
          if (step.to === 'PAID') paid = true;
          // Asserted on every step, so a run that never ships still asserts (requireAssertions).
          expect(step.to !== 'SHIPPING' || paid).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('never lets a shopper ship, deliver, pick up or complete a return', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LINE_STATUSES), stepsArb, (start, steps) => {
        for (const step of run(start, steps)) {
          expect(step.actor !== 'shopper' || !['SHIPPING', 'DELIVERED', 'RETURN_PICKED_UP', 'RETURNED'].includes(step.to)).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('shopperActions', () => {
  // Delivered 2026-11-23 10:00 KST: the 3-month window closes 2027-02-23 23:59:59.999 KST.
  const deliveredAt = new Date('2026-11-23T01:00:00Z');
  const soon = new Date('2026-11-25T01:00:00Z');

  it('offers cancel before shipping, tracking once shipped, and confirm and return once delivered', () => {
    const none = { cancel: false, requestReturn: false, confirm: false, track: false };
    expect(shopperActions({ status: 'WAITING_DEPOSIT', deliveredAt: null }, soon)).toEqual({ ...none, cancel: true });
    expect(shopperActions({ status: 'PAID', deliveredAt: null }, soon)).toEqual({ ...none, cancel: true });
    expect(shopperActions({ status: 'PREPARING', deliveredAt: null }, soon)).toEqual({ ...none, cancel: true });
    expect(shopperActions({ status: 'CANCEL_REQUESTED', deliveredAt: null }, soon)).toEqual(none);
    expect(shopperActions({ status: 'SHIPPING', deliveredAt: null }, soon)).toEqual({ ...none, track: true });
    expect(shopperActions({ status: 'DELIVERED', deliveredAt }, soon)).toEqual({ cancel: false, requestReturn: true, confirm: true, track: true });
    for (const status of ['CONFIRMED', 'CANCELLED', 'RETURN_REQUESTED', 'RETURN_PICKED_UP', 'RETURNED'] as const) {
      expect(shopperActions({ status, deliveredAt }, soon)).toEqual(none);
    }
  });

  it('offers a return until the 3-month window closes, and none without a delivery time', () => {
    expect(shopperActions({ status: 'DELIVERED', deliveredAt }, new Date('2027-02-23T14:59:59.999Z')).requestReturn).toBe(true);
    expect(shopperActions({ status: 'DELIVERED', deliveredAt }, new Date('2027-02-23T15:00:00.000Z')).requestReturn).toBe(false);
    expect(shopperActions({ status: 'DELIVERED', deliveredAt: null }, soon).requestReturn).toBe(false);
  });
});
