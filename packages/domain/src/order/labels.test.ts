import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAY_METHODS } from './contract';
import { orderStatusLabels, payMethodLabels, takesCashReceipt } from './labels';

describe('order labels', () => {
  it('names every payment method and order status in Korean', () => {
    for (const method of PAY_METHODS) expect(payMethodLabels[method]).toMatch(/[가-힣]/);
    for (const status of ORDER_STATUSES) expect(orderStatusLabels[status]).toMatch(/[가-힣]/);
  });

  it('offers 현금영수증 for transfer and virtual account only', () => {
    expect(PAY_METHODS.filter(takesCashReceipt)).toEqual(['trans', 'vbank']);
  });
});
