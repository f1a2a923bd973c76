import { describe, expect, it } from 'vitest';
import { analyticsUserRecord } from './analyticsUser';

describe('analyticsUserRecord', () => {
  it('keeps the id and gender and only the year of birth', () => {
    expect(analyticsUserRecord({ identityId: 'u-42', birthday: '1990-07-31', gender: 'F' })).toEqual({
      user_id: 'u-42',
      user_type: 'noamal',
      birth: '1990',
      gender: 'F',
    });
  });

  it('accepts a numeric identity id and a compact birthday', () => {
    expect(analyticsUserRecord({ identityId: 42, birthday: '19900731', gender: 'M' })).toMatchObject({
      user_id: '42',
      birth: '1990',
    });
  });

  it('replaces missing, empty or unusable values with the no-data marker', () => {
    expect(analyticsUserRecord({})).toEqual({ user_id: 'no-data', user_type: 'noamal', birth: 'no-data', gender: 'no-data' });
    expect(analyticsUserRecord({ identityId: ' ', birthday: '90-07-31', gender: null })).toEqual({
      user_id: 'no-data',
      user_type: 'noamal',
      birth: 'no-data',
      gender: 'no-data',
    });
  });
});
