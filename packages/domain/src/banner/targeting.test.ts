import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQueryString } from '../guards';
import { bannerMatches, bannerQueryPairs, conditionHolds } from './conditionMatch';
import { bannerConditionProblem, conditionKindOf } from './targeting';
import { locationOf } from './testLocation';
import type { BannerCondition, BannerViewer, CompareType, IncType } from './types';
import { firstVisibleBanner } from './visibleBanner';

// Issue 27's two conditions on the visitor: MEMBER_STATE (GUEST, MEMBER, BUSINESS) and
// DEVICE_TYPE (spec 01 §3's mobile, tablet, PC, app), each a "one of" list compared by SAME.

const home = locationOf('https://www.maru.kr/');
const when = (parameterType: string, parameterVal: string, incType: IncType = 'INCLUDE', compareType: CompareType = 'SAME'): BannerCondition => ({ parameterType, parameterVal, incType, compareType });

describe('a member-state condition', () => {
  it.each([
    // listed, visitor, holds with INCLUDE
    ['MEMBER', 'MEMBER', true],
    ['MEMBER', 'GUEST', false],
    ['MEMBER', 'BUSINESS', false],
    ['MEMBER,BUSINESS', 'BUSINESS', true],
    ['GUEST', 'GUEST', true],
    [' GUEST , MEMBER ', 'MEMBER', true],
    ['BUSINESS', 'MEMBER', false],
  ] as const)('%j for a %s → %s, and the opposite with EXCLUDE', (listed, memberState, expected) => {
    expect(conditionHolds(when('MEMBER_STATE', listed), home, { memberState })).toBe(expected);
    expect(conditionHolds(when('MEMBER_STATE', listed, 'EXCLUDE'), home, { memberState })).toBe(!expected);
  });

  it('waits, either way, while the visitor is not known', () => {
    expect(conditionHolds(when('MEMBER_STATE', 'GUEST'), home, {})).toBe(false);
    expect(conditionHolds(when('MEMBER_STATE', 'GUEST', 'EXCLUDE'), home, {})).toBe(false);
  });

  it('decides for a member whose profile has not come when the list names both member kinds or neither, and waits otherwise', () => {
    const signedIn: BannerViewer = { memberState: 'SIGNED_IN' };
    expect(conditionHolds(when('MEMBER_STATE', 'MEMBER,BUSINESS'), home, signedIn)).toBe(true);
    expect(conditionHolds(when('MEMBER_STATE', 'GUEST'), home, signedIn)).toBe(false);
    expect(conditionHolds(when('MEMBER_STATE', 'GUEST', 'EXCLUDE'), home, signedIn)).toBe(true);
    expect(conditionHolds(when('MEMBER_STATE', 'MEMBER'), home, signedIn)).toBe(false);
    expect(conditionHolds(when('MEMBER_STATE', 'MEMBER', 'EXCLUDE'), home, signedIn)).toBe(false);
  });

  it('never holds compared by INCLUDE (the console refuses it)', () => {
    expect(conditionHolds(when('MEMBER_STATE', 'MEMBER', 'INCLUDE', 'INCLUDE'), home, { memberState: 'MEMBER' })).toBe(false);
  });
});

describe('a device condition', () => {
  it.each([
    ['mobile', 'mobile', true],
    ['mobile', 'PC', false],
    ['mobile,tablet', 'tablet', true],
    ['PC', 'PC', true],
    ['app', 'mobile', false],
  ] as const)('%j on a %s → %s, and the opposite with EXCLUDE', (listed, deviceType, expected) => {
    expect(conditionHolds(when('DEVICE_TYPE', listed), home, { deviceType })).toBe(expected);
    expect(conditionHolds(when('DEVICE_TYPE', listed, 'EXCLUDE'), home, { deviceType })).toBe(!expected);
  });

  it('waits, either way, while the device is not known (the server renders without it)', () => {
    expect(conditionHolds(when('DEVICE_TYPE', 'PC'), home, { memberState: 'GUEST' })).toBe(false);
    expect(conditionHolds(when('DEVICE_TYPE', 'PC', 'EXCLUDE'), home, { memberState: 'GUEST' })).toBe(false);
  });
});

describe('a banner for members on mobile', () => {
  const banner = { bannerSeq: 1, contents: '회원 혜택', conditionList: [{ conditionList: [when('MEMBER_STATE', 'MEMBER,BUSINESS'), when('DEVICE_TYPE', 'mobile')] }] };
  const everywhere = { bannerSeq: 2, contents: '무료배송', conditionList: [] };
  const now = new Date(2026, 11, 10, 12);

  it('shows to a member on a phone, not to a guest on a phone nor to a member on a PC', () => {
    expect(bannerMatches(banner, home, { memberState: 'MEMBER', deviceType: 'mobile' })).toBe(true);
    expect(bannerMatches(banner, home, { memberState: 'BUSINESS', deviceType: 'mobile' })).toBe(true);
    expect(bannerMatches(banner, home, { memberState: 'GUEST', deviceType: 'mobile' })).toBe(false);
    expect(bannerMatches(banner, home, { memberState: 'MEMBER', deviceType: 'PC' })).toBe(false);
  });

  it('gives way to the next banner while the device is unknown, and wins once it is known', () => {
    expect(firstVisibleBanner([banner, everywhere], home, [], now, { memberState: 'MEMBER' })?.bannerSeq).toBe(2);
    expect(firstVisibleBanner([banner, everywhere], home, [], now, { memberState: 'MEMBER', deviceType: 'mobile' })?.bannerSeq).toBe(1);
  });

  it('keeps address-only banners as they were without a viewer (spec 01 §5)', () => {
    const cartOnly = { bannerSeq: 3, contents: '장바구니', conditionList: [{ conditionList: [when('PAGE_PATH', '/cart')] }] };
    expect(bannerMatches(cartOnly, locationOf('https://www.maru.kr/cart'))).toBe(true);
  });
});

describe('what a condition may say', () => {
  it.each([
    ['PAGE_PATH', 'address'],
    ['PAGE_URL', 'address'],
    ['HOST_NAME', 'address'],
    ['MEMBER_STATE', 'viewer'],
    ['DEVICE_TYPE', 'viewer'],
    ['utm_source', 'query'],
    ['categorys', 'query'],
    ['COOKIE', null],
    ['MEMBER_GRADE', null],
    ['_private', null],
    ['', null],
  ] as const)('%j is read as %s', (parameterType, kind) => {
    expect(conditionKindOf(parameterType)).toBe(kind);
  });

  it('accepts the spec’s conditions and the two additions, and says in Korean why anything else is refused', () => {
    expect(bannerConditionProblem(when('PAGE_PATH', '/cart', 'EXCLUDE', 'INCLUDE'))).toBeNull();
    expect(bannerConditionProblem(when('utm_source', ''))).toBeNull();
    expect(bannerConditionProblem(when('MEMBER_STATE', 'GUEST,MEMBER'))).toBeNull();
    expect(bannerConditionProblem(when('DEVICE_TYPE', 'mobile,tablet,PC,app'))).toBeNull();
    for (const refused of [
      when('COOKIE', 'x'),
      when('MEMBER_STATE', 'VIP'),
      when('MEMBER_STATE', ''),
      when('MEMBER_STATE', 'MEMBER', 'INCLUDE', 'INCLUDE'),
      when('DEVICE_TYPE', 'Mobile'),
      when('PAGE_PATH', ''),
      { ...when('PAGE_PATH', '/'), compareType: 'PREFIX' as CompareType },
      { ...when('PAGE_PATH', '/'), incType: 'ONLY' as IncType },
    ]) {
      expect(bannerConditionProblem(refused)).toMatch(/[가-힣]/);
    }
  });
});

describe('the query string as the conditions read it', () => {
  it('reads exactly as the query guard’s parser does', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', '=', '&', '+', '%', '%2', '%20', '%EC%9A%95', '?', ',', '1', ' ', '한'), { maxLength: 20 }), (parts) => {
        const search = parts.join('');
        expect(bannerQueryPairs(search)).toEqual(parseQueryString(search));
      }),
    );
  });
});
