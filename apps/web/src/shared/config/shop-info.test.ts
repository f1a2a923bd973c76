import { describe, expect, it } from 'vitest';
import { shopInfo } from '@/shared/config';

/** The National Tax Service check digit of a 10-digit business registration number. */
function businessNumberCheckDigit(digits: number[]): number {
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weights.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  sum += Math.floor(((digits[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10;
}

describe('shopInfo', () => {
  it('carries a business number that passes the checksum', () => {
    const digits = shopInfo.bizNo.replaceAll('-', '').split('').map(Number);
    expect(digits).toHaveLength(10);
    expect(businessNumberCheckDigit(digits)).toBe(digits[9]);
  });

  it('links the FTC business lookup with the digits only', () => {
    expect(shopInfo.bizInfoUrl).toBe('https://www.ftc.go.kr/bizCommPop.do?wrkr_no=2148835125');
  });
});
