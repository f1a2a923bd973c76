import { describe, expect, it } from 'vitest';
import { catalogueMemo, criteriaKey } from './catalogue-memo';
import { keywordMatch } from './views';

describe('catalogueMemo', () => {
  it('loads a key once while it is kept, and loads again after a failure', async () => {
    const memo = catalogueMemo<number>();
    let loads = 0;
    const load = async () => ++loads;
    expect(await memo('a', load)).toBe(1);
    expect(await memo('a', load)).toBe(1);
    expect(await memo('b', load)).toBe(2);
    await expect(memo('c', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await memo('c', load)).toBe(3);
  });

  it('forgets an answer after its time', async () => {
    const memo = catalogueMemo<number>({ ttlMs: 20 });
    let loads = 0;
    const load = async () => ++loads;
    await memo('a', load);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await memo('a', load)).toBe(2);
  });
});

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
