import { describe, expect, it } from 'vitest';
import { internalRedirectTarget, routeRedirectLoader } from './route-redirect';

describe('internalRedirectTarget', () => {
  it('follows an in-app path with its query and hash', () => {
    expect(internalRedirectTarget('/product/list?categorys=1,2#top')).toBe('/product/list?categorys=1,2#top');
    expect(internalRedirectTarget('/a/./b/../cart')).toBe('/a/cart');
  });

  it.each([
    null,
    '',
    'product/list',
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/route?path=/cart',
    '/ROUTE/?path=/cart',
    '/a/../route',
  ])('sends %j home', (raw) => {
    expect(internalRedirectTarget(raw)).toBe('/');
  });
});

describe('routeRedirectLoader', () => {
  const locationOf = (url: string): string | null => {
    try {
      routeRedirectLoader({ request: new Request(url) });
    } catch (thrown) {
      return (thrown as Response).headers.get('location');
    }
    throw new Error('the loader must redirect');
  };

  it('answers a single-slash Location, never a protocol-relative one', () => {
    expect(locationOf('https://maru.example/route?path=/.//evil.example')).toBe('/');
    expect(locationOf(`https://maru.example/route?path=${encodeURIComponent('/search?keyword=소파')}`)).toBe('/search?keyword=%EC%86%8C%ED%8C%8C');
  });
});
