import { describe, expect, it } from 'vitest';
import { validateBusinessForm } from './business-form';

const form = { companyName: '마루리빙', bizNo: '220-81-62517', ceoName: '홍길동', bizType: '도소매', bizItem: '가구' };

describe('business request form', () => {
  it('accepts a registration number whose checksum holds', () => {
    expect(validateBusinessForm(form)).toEqual({});
  });

  it('refuses a mistyped registration number', () => {
    expect(validateBusinessForm({ ...form, bizNo: '220-81-62518' }).bizNo).toContain('올바른 사업자등록번호');
  });

  it('asks for every field', () => {
    expect(Object.keys(validateBusinessForm({ companyName: ' ', bizNo: '', ceoName: '', bizType: '', bizItem: '' }))).toEqual([
      'companyName',
      'bizNo',
      'ceoName',
      'bizType',
      'bizItem',
    ]);
  });
});
