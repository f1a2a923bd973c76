import { describe, expect, it } from 'vitest';
import { emptyAddressForm, validateAddressForm } from './address-form';

const filled = { ...emptyAddressForm, label: '집', receiverName: '김마루', receiverPhone: '010-1234-5678', zonecode: '06236', address: '서울 강남구 테헤란로 123', addressDetail: '4층' };

describe('validateAddressForm', () => {
  it('accepts a complete address', () => {
    expect(validateAddressForm(filled)).toEqual({});
  });

  it('names each missing or malformed field in Korean', () => {
    const errors = validateAddressForm({ ...emptyAddressForm, receiverPhone: '1234' });
    expect(errors).toMatchObject({
      label: expect.stringContaining('배송지명'),
      receiverName: expect.stringContaining('받는 분'),
      receiverPhone: expect.stringContaining('휴대폰'),
      zonecode: expect.stringContaining('우편번호'),
    });
  });

  it('refuses a zonecode that is not five digits', () => {
    expect(validateAddressForm({ ...filled, zonecode: '1234' }).zonecode).toBeDefined();
  });
});
