import { describe, expect, it } from 'vitest';
import { pageAt } from './page-match';
import { pathTo } from './page-paths';
import { pageTable } from './page-table';
import { paths } from './paths';

describe('pathTo', () => {
  it('fills parameters from the page table pattern, encoded, and leaves out a missing optional one', () => {
    expect(pathTo('product-item', { id: 12 })).toBe('/product/item/12');
    expect(pathTo('product-list')).toBe('/product/list');
    expect(pathTo('product-list', { id: 500100 })).toBe('/product/list/500100');
    expect(pathTo('showroom-floor', { office: '성수 쇼룸', floor: 2 })).toBe('/showroom/%EC%84%B1%EC%88%98%20%EC%87%BC%EB%A3%B8/2');
    expect(pathTo('home')).toBe('/');
  });

  it('refuses to build a page address without its required parameter', () => {
    expect(() => pathTo('product-item')).toThrow('product-item needs id');
  });
});

describe('the link builders', () => {
  // Every builder, called with a sample value where it takes one, lands on the page it is named for.
  const samples: [string, string][] = [
    [paths.productItem(7), 'product-item'],
    [paths.notice(3), 'board-notice-detail'],
    [paths.policy('privacy'), 'policy'],
    [paths.mypage.order(9), 'mypage-order'],
    [paths.mypage.orderCancelDetail(), 'mypage-order-cancel-detail'],
    [paths.showroomFloor('seongsu', 1), 'showroom-floor'],
    [paths.login('/cart'), 'login'],
  ];
  it.each(samples)('%s opens %s', (path, name) => {
    expect(pageAt(path.split('?')[0] ?? path).name).toBe(name);
  });

  it('reach a real page for every builder that takes no value', () => {
    const builders = [...Object.values(paths), ...Object.values(paths.mypage)].filter(
      (builder): builder is () => string => typeof builder === 'function' && builder.length === 0,
    );
    for (const build of builders) expect(pageAt(build().split('?')[0] ?? '/').name, build()).not.toBe('not-found');
    expect(pageTable.length).toBeGreaterThan(50);
  });
});
