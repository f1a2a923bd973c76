import { describe, expect, it } from 'vitest';
import { criteriaKey } from './caches';
import { keywordMatch } from './views';

describe('criteriaKey', () => {
  it('is the same for the same criteria in any order, and differs for other criteria', () => {
    const keyword = keywordMatch('욕실 타일');
    const a = criteriaKey({ categorys: [3, 1], filterGroups: [[9, 7], [5]], keyword });
    expect(criteriaKey({ categorys: [1, 3], filterGroups: [[5], [7, 9]], keyword: keywordMatch('욕실타일') })).toBe(a);
    expect(criteriaKey({ categorys: [1, 3], filterGroups: [[5], [7, 9]], keyword: keywordMatch('욕실') })).not.toBe(a);
    expect(criteriaKey({ categorys: [1], filterGroups: [[5], [7, 9]], keyword })).not.toBe(a);
    expect(criteriaKey({ categorys: [1, 3], filterGroups: [[5, 7, 9]], keyword })).not.toBe(a);
  });
});
