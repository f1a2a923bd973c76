import { describe, expect, it } from 'vitest';
import { auditValueCode, formatAuditValue } from './audit-values';

// Table-driven: a new kind of value is one row.
const cases: [path: string, value: unknown, targetType: string | undefined, shown: string][] = [
  ['status', 'PICKED_UP', 'claim', '수거완료'],
  ['status', 'COMPLETED', 'claim', '완료'],
  ['status', 'CANCELLED', 'order', '취소완료'],
  ['line2', 'SHIPPING', 'order', '배송중'],
  ['line1', 'RETURN_PICKED_UP', undefined, '반품수거'],
  ['status', 'APPROVED', 'business_request', '승인'],
  ['status', 'ANSWERED', 'inquiry', '답변 완료'],
  ['status', 'ON_SALE', 'product', '판매중'],
  ['status', 'NO_SHOW', 'booking', '노쇼'],
  ['status', 'PENDING', undefined, '승인 대기'],
  ['refundStatus', 'DONE', 'claim', '환불완료'],
  ['refundAmount', 407_000, 'claim', '407,000원'],
  ['returnShippingFee', 3_000, 'claim', '3,000원'],
  ['sellingPrice', 45_900, 'product', '45,900원'],
  ['stockCnt', 1_200, 'product_option', '1,200'],
  ['authNo', 17, 'business_request', '사업자 회원 (17)'],
  ['carrier', 'CJ', 'order', 'CJ대한통운'],
  ['carrierCode', 'EPOST', 'order', '우체국택배'],
  ['trackingNo', '601234567890', 'order', '601234567890'],
  ['lines', [1, 2], 'order', '1, 2번'],
  ['lineNos', [3], 'order', '3번'],
  ['delivered_at', '2026-11-25T05:03:00.000Z', 'order', '2026-11-25 14:03'],
  ['role', 'ADMIN', 'staff', '관리자'],
  ['reason', 'RECEIPT', 'product_option', '입고'],
  ['reason', '사용한 흔적이 있습니다.', 'business_request', '사용한 흔적이 있습니다.'],
  ['retried', true, 'claim', '예'],
  ['refundAmount', null, 'claim', '없음'],
  ['searchKeywords', ['타일', '욕실'], 'product', '타일, 욕실'],
  ['status', 'SOMETHING_NEW', 'claim', 'SOMETHING_NEW'],
];

describe('formatAuditValue', () => {
  it.each(cases)('%s = %j (%s) reads %s', (path, value, targetType, shown) => {
    expect(formatAuditValue(path, value, targetType)).toBe(shown);
  });

  it('keeps the code behind a word for the tooltip, and only then', () => {
    expect(auditValueCode('status', 'PICKED_UP', 'claim')).toBe('PICKED_UP');
    expect(auditValueCode('trackingNo', '601234567890', 'order')).toBeUndefined();
    expect(auditValueCode('refundAmount', 407_000, 'claim')).toBeUndefined();
  });
});
