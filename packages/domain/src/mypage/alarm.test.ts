import { describe, expect, it } from 'vitest';
import { alarmReasons } from './alarm';

describe('alarmReasons', () => {
  it('lights for an unread answer, an expiring coupon or expiring points, and only then', () => {
    expect(alarmReasons({ answeredUnread: 0, expiringCouponCount: 0, expiringPoints: 0 })).toEqual([]);
    expect(alarmReasons({ answeredUnread: 1, expiringCouponCount: 2, expiringPoints: 300 })).toEqual(['INQUIRY_ANSWER', 'COUPON_EXPIRING', 'POINTS_EXPIRING']);
    expect(alarmReasons({ answeredUnread: 0, expiringCouponCount: 0, expiringPoints: 1 })).toEqual(['POINTS_EXPIRING']);
  });
});
