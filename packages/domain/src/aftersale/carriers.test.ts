import { describe, expect, it } from 'vitest';
import { CARRIERS, carrierNamed, isValidTrackingNo, normalizeTrackingNo } from './carriers';

describe('carriers', () => {
  it('lists the carriers by code, and only the shop’s own delivery has no tracking page', () => {
    expect(CARRIERS.map((carrier) => [carrier.code, carrier.name])).toEqual([
      ['CJ', 'CJ대한통운'],
      ['HANJIN', '한진택배'],
      ['LOTTE', '롯데택배'],
      ['EPOST', '우체국택배'],
      ['LOGEN', '로젠택배'],
      ['KDEXP', '경동택배'],
      ['DIRECT', '업체직접배송'],
    ]);
    expect(CARRIERS.filter((carrier) => carrier.trackingUrl === null).map((carrier) => carrier.code)).toEqual(['DIRECT']);
    expect(carrierNamed('LOTTE')?.name).toBe('롯데택배');
    expect(carrierNamed('lotte')).toBeUndefined();
  });

  it('builds https tracking links with the number encoded', () => {
    for (const carrier of CARRIERS) {
      if (!carrier.trackingUrl) continue;
      const url = carrier.trackingUrl('123456789012');
      expect(url.startsWith('https://'), carrier.code).toBe(true);
      expect(url.endsWith('123456789012'), carrier.code).toBe(true);
      expect(carrier.trackingUrl('1&x=2')).toContain('1%26x%3D2');
    }
    expect(carrierNamed('CJ')?.trackingUrl?.('640123456789')).toBe('https://trace.cjlogistics.com/next/tracking.html?wblNo=640123456789');
  });

  it('takes 10–14 digits for parcel carriers, hyphens ignored', () => {
    expect(isValidTrackingNo('CJ', '1234567890')).toBe(true);
    expect(isValidTrackingNo('CJ', '12345678901234')).toBe(true);
    expect(isValidTrackingNo('HANJIN', '1234-5678-9012')).toBe(true);
    expect(isValidTrackingNo('CJ', '123456789')).toBe(false);
    expect(isValidTrackingNo('CJ', '123456789012345')).toBe(false);
    expect(isValidTrackingNo('EPOST', '12345 67890')).toBe(false);
    expect(isValidTrackingNo('LOGEN', 'AB12345678')).toBe(false);
    expect(isValidTrackingNo('LOTTE', '')).toBe(false);
    expect(isValidTrackingNo('UNKNOWN', '1234567890')).toBe(false);
    expect(normalizeTrackingNo('HANJIN', '1234-5678-9012')).toBe('123456789012');
  });

  it('takes a short reference of letters, digits and hyphens for the shop’s own delivery', () => {
    expect(isValidTrackingNo('DIRECT', 'A')).toBe(true);
    expect(isValidTrackingNo('DIRECT', 'TRUCK-07-2026')).toBe(true);
    expect(isValidTrackingNo('DIRECT', 'x'.repeat(30))).toBe(true);
    expect(isValidTrackingNo('DIRECT', 'x'.repeat(31))).toBe(false);
    expect(isValidTrackingNo('DIRECT', '')).toBe(false);
    expect(isValidTrackingNo('DIRECT', '기사 배송')).toBe(false);
    expect(normalizeTrackingNo('DIRECT', 'TRUCK-07')).toBe('TRUCK-07');
  });
});
