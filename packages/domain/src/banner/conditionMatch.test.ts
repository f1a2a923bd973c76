import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bannerMatches, conditionHolds } from './conditionMatch';
import { locationOf } from './testLocation';
import type { BannerCondition, BannerConditionGroup, CompareType, IncType } from './types';

const productList = locationOf('https://www.maru.kr/product/list?categorys=101,102&sorted=NE&utm_source=naver');
const encodedSearch = locationOf(
  'https://www.maru.kr/search/%EC%9A%95%EC%8B%A4?keyword=%EC%9A%95%EC%8B%A4%20%ED%83%80%EC%9D%BC&filters=%ED%99%94%EC%9D%B4%ED%8A%B8%2C%EB%B8%94%EB%9E%99',
);

const when = (
  parameterType: string,
  compareType: CompareType,
  parameterVal: string,
  incType: IncType = 'INCLUDE',
): BannerCondition => ({ parameterType, compareType, parameterVal, incType });

/** One row of a table: the condition holds on the product list as expected with INCLUDE, and the opposite with EXCLUDE. */
const HOLDS_ON_PRODUCT_LIST = '%s %s %j → %s, and the opposite with EXCLUDE';
function holdsOnProductList(parameterType: string, compareType: CompareType, value: string, expected: boolean) {
  expect(conditionHolds(when(parameterType, compareType, value), productList)).toBe(expected);
  expect(conditionHolds(when(parameterType, compareType, value, 'EXCLUDE'), productList)).toBe(!expected);
}

describe('conditionHolds on address parts', () => {
  it.each([
    // parameterType, compareType, parameterVal, holds with INCLUDE
    ['PAGE_PATH', 'SAME', '/product/list', true],
    ['PAGE_PATH', 'SAME', '/product/list/', true],
    ['PAGE_PATH', 'SAME', '/product', false],
    ['PAGE_PATH', 'SAME', '/PRODUCT/LIST', false],
    ['PAGE_PATH', 'INCLUDE', '/product', true],
    ['PAGE_PATH', 'INCLUDE', 'list', true],
    ['PAGE_PATH', 'INCLUDE', '/cart', false],
    ['PAGE_URL', 'SAME', 'https://www.maru.kr/product/list?categorys=101,102&sorted=NE&utm_source=naver', true],
    ['PAGE_URL', 'SAME', 'https://www.maru.kr/product/list', false],
    ['PAGE_URL', 'INCLUDE', 'sorted=NE', true],
    ['PAGE_URL', 'INCLUDE', 'utm_source=kakao', false],
    ['HOST_NAME', 'SAME', 'www.maru.kr', true],
    ['HOST_NAME', 'SAME', 'WWW.Maru.KR', true],
    ['HOST_NAME', 'SAME', 'maru.kr', false],
    ['HOST_NAME', 'INCLUDE', 'maru', true],
    ['HOST_NAME', 'INCLUDE', 'dev.maru', false],
  ] as const)(HOLDS_ON_PRODUCT_LIST, holdsOnProductList);

  it('matches the root path', () => {
    const home = locationOf('https://www.maru.kr/');
    expect(conditionHolds(when('PAGE_PATH', 'SAME', '/'), home)).toBe(true);
    expect(conditionHolds(when('PAGE_PATH', 'SAME', '/'), productList)).toBe(false);
  });

  it('matches Korean paths whether the admin typed them plainly or encoded', () => {
    expect(conditionHolds(when('PAGE_PATH', 'SAME', '/search/욕실'), encodedSearch)).toBe(true);
    expect(conditionHolds(when('PAGE_PATH', 'SAME', '/search/%EC%9A%95%EC%8B%A4'), encodedSearch)).toBe(true);
    expect(conditionHolds(when('PAGE_URL', 'INCLUDE', 'keyword=욕실 타일'), encodedSearch)).toBe(true);
  });

  it('ignores surrounding whitespace in the wanted value', () => {
    expect(conditionHolds(when('PAGE_PATH', 'SAME', ' /product/list '), productList)).toBe(true);
  });

  it('does not fail on a malformed escape', () => {
    expect(conditionHolds(when('PAGE_PATH', 'INCLUDE', '%E0%A4%A'), productList)).toBe(false);
  });

  it('never matches an unknown compare type', () => {
    const odd = { ...when('PAGE_PATH', 'SAME', '/product/list'), compareType: 'LIKE' as CompareType };
    expect(conditionHolds(odd, productList)).toBe(false);
  });
});

describe('conditionHolds on query parameters', () => {
  it.each([
    // parameter, compareType, parameterVal, holds with INCLUDE
    ['categorys', 'SAME', '101,102', true],
    ['categorys', 'SAME', '102,101', true],
    ['categorys', 'SAME', '101', false],
    ['categorys', 'SAME', '101,102,103', false],
    ['categorys', 'SAME', '101, 102, 101', true],
    ['categorys', 'INCLUDE', '101', true],
    ['categorys', 'INCLUDE', '102,101', true],
    ['categorys', 'INCLUDE', '101,103', false],
    ['categorys', 'INCLUDE', '', true],
    ['sorted', 'SAME', 'NE', true],
    ['sorted', 'SAME', 'ne', false],
    ['utm_source', 'INCLUDE', 'naver', true],
    ['utm_source', 'INCLUDE', 'nav', false],
  ] as const)(HOLDS_ON_PRODUCT_LIST, holdsOnProductList);

  it.each(['SAME', 'INCLUDE'] as const)('a missing parameter fails %s, so EXCLUDE of it holds', (compareType) => {
    expect(conditionHolds(when('utm_campaign', compareType, 'spring'), productList)).toBe(false);
    expect(conditionHolds(when('utm_campaign', compareType, ''), productList)).toBe(false);
    expect(conditionHolds(when('utm_campaign', compareType, 'spring', 'EXCLUDE'), productList)).toBe(true);
  });

  it('merges repeated keys with comma lists', () => {
    const repeated = locationOf('https://www.maru.kr/product/list?filters=1,2&filters=3');
    expect(conditionHolds(when('filters', 'SAME', '1,2,3'), repeated)).toBe(true);
    expect(conditionHolds(when('filters', 'INCLUDE', '3,1'), repeated)).toBe(true);
  });

  it('reads encoded commas and Korean values', () => {
    expect(conditionHolds(when('filters', 'SAME', '블랙,화이트'), encodedSearch)).toBe(true);
    expect(conditionHolds(when('keyword', 'SAME', '욕실 타일'), encodedSearch)).toBe(true);
    expect(conditionHolds(when('keyword', 'SAME', '%EC%9A%95%EC%8B%A4%20%ED%83%80%EC%9D%BC'), encodedSearch)).toBe(true);
    expect(conditionHolds(when('keyword', 'INCLUDE', '욕실'), encodedSearch)).toBe(false);
  });

  it('treats a present but empty parameter as an empty list', () => {
    const empty = locationOf('https://www.maru.kr/?utm_source=');
    expect(conditionHolds(when('utm_source', 'SAME', ''), empty)).toBe(true);
    expect(conditionHolds(when('utm_source', 'INCLUDE', ''), empty)).toBe(true);
    expect(conditionHolds(when('utm_source', 'INCLUDE', 'naver'), empty)).toBe(false);
  });

  it('matches parameter names exactly', () => {
    expect(conditionHolds(when('Sorted', 'SAME', 'NE'), productList)).toBe(false);
  });
});

describe('bannerMatches', () => {
  const onProductList = when('PAGE_PATH', 'SAME', '/product/list');
  const fromNaver = when('utm_source', 'SAME', 'naver');
  const fromKakao = when('utm_source', 'SAME', 'kakao');
  const onCart = when('PAGE_PATH', 'SAME', '/cart');

  it('shows a banner without conditions everywhere', () => {
    expect(bannerMatches({}, productList)).toBe(true);
    expect(bannerMatches({ conditionList: [] }, productList)).toBe(true);
    expect(bannerMatches({ conditionList: [{ conditionList: [] }] }, productList)).toBe(true);
  });

  it('needs every condition of a group', () => {
    expect(bannerMatches({ conditionList: [{ conditionList: [onProductList, fromNaver] }] }, productList)).toBe(true);
    expect(bannerMatches({ conditionList: [{ conditionList: [onProductList, fromKakao] }] }, productList)).toBe(false);
  });

  it('needs only one group', () => {
    const groups = [{ conditionList: [onCart] }, { conditionList: [onProductList, fromNaver] }];
    expect(bannerMatches({ conditionList: groups }, productList)).toBe(true);
    expect(bannerMatches({ conditionList: [{ conditionList: [onCart] }, { conditionList: [fromKakao] }] }, productList)).toBe(false);
  });

  it('can hide a banner from one page with EXCLUDE', () => {
    const exceptCart = { conditionList: [{ conditionList: [{ ...onCart, incType: 'EXCLUDE' as const }] }] };
    expect(bannerMatches(exceptCart, productList)).toBe(true);
    expect(bannerMatches(exceptCart, locationOf('https://www.maru.kr/cart'))).toBe(false);
  });
});

describe('condition properties', () => {
  const paths = ['/', '/product/list', '/product/item/12', '/search/욕실', '/cart/sample'];
  const keys = ['categorys', 'filters', 'utm_source', 'keyword'];
  const values = ['101', '102', 'naver', '욕실', '타일', 'a b', ''];

  const address = fc
    .record({
      host: fc.constantFrom('www.maru.kr', 'dev.maru.kr'),
      path: fc.constantFrom(...paths),
      query: fc.array(fc.tuple(fc.constantFrom(...keys), fc.array(fc.constantFrom(...values), { maxLength: 3 })), { maxLength: 4 }),
    })
    .map(({ host, path, query }) => {
      const search = query.map(([key, list]) => `${key}=${encodeURIComponent(list.join(','))}`).join('&');
      return locationOf(`https://${host}${encodeURI(path)}${search ? `?${search}` : ''}`);
    });

  const wantedText = fc.oneof(
    fc.constantFrom(...paths, 'www.maru.kr', 'maru', 'product', 'utm_source=naver'),
    fc.array(fc.constantFrom(...values), { maxLength: 3 }).map((list) => list.join(',')),
  );

  const condition: fc.Arbitrary<BannerCondition> = fc.record({
    incType: fc.constantFrom<IncType>('INCLUDE', 'EXCLUDE'),
    parameterType: fc.constantFrom('PAGE_PATH', 'PAGE_URL', 'HOST_NAME', ...keys),
    compareType: fc.constantFrom<CompareType>('SAME', 'INCLUDE'),
    parameterVal: wantedText,
  });

  const group: fc.Arbitrary<BannerConditionGroup> = fc.record({ conditionList: fc.array(condition, { maxLength: 3 }) });

  it('EXCLUDE is always the negation of INCLUDE', () => {
    fc.assert(
      fc.property(condition, address, (base, location) => {
        const included = conditionHolds({ ...base, incType: 'INCLUDE' }, location);
        expect(conditionHolds({ ...base, incType: 'EXCLUDE' }, location)).toBe(!included);
      }),
    );
  });

  it('SAME implies INCLUDE', () => {
    fc.assert(
      fc.property(condition, address, (base, location) => {
        const same = conditionHolds({ ...base, incType: 'INCLUDE', compareType: 'SAME' }, location);
        const includes = conditionHolds({ ...base, incType: 'INCLUDE', compareType: 'INCLUDE' }, location);
        // Asserted on every case, not only when SAME holds (a run where it never held asserted nothing).
        expect(!same || includes).toBe(true);
      }),
    );
  });

  it('the order of wanted query values does not matter', () => {
    fc.assert(
      fc.property(condition, address, (base, location) => {
        const reversed = { ...base, parameterVal: base.parameterVal.split(',').reverse().join(',') };
        if (keys.includes(base.parameterType)) {
          expect(conditionHolds(reversed, location)).toBe(conditionHolds(base, location));
        }
      }),
    );
  });

  it('the order of groups and of conditions does not matter', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 4 }), address, (groups, location) => {
        const reordered = [...groups].reverse().map((g) => ({ conditionList: [...g.conditionList].reverse() }));
        expect(bannerMatches({ conditionList: reordered }, location)).toBe(bannerMatches({ conditionList: groups }, location));
      }),
    );
  });

  it('adding a group that holds makes the banner match', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 4 }), address, fc.nat(), (groups, location, at) => {
        const everywhere = { conditionList: [when('PAGE_PATH', 'INCLUDE', '/')] };
        const position = groups.length === 0 ? 0 : at % (groups.length + 1);
        const withAlways = [...groups.slice(0, position), everywhere, ...groups.slice(position)];
        expect(bannerMatches({ conditionList: withAlways }, location)).toBe(true);
      }),
    );
  });

  it('a banner matches exactly when one of its groups would match alone', () => {
    fc.assert(
      fc.property(fc.array(group, { minLength: 1, maxLength: 4 }), address, (groups, location) => {
        const alone = groups.map((g) => bannerMatches({ conditionList: [g] }, location));
        expect(bannerMatches({ conditionList: groups }, location)).toBe(alone.includes(true));
      }),
    );
  });
});
