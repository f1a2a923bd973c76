import { describe, expect, it } from 'vitest';
import { internalRedirectTarget } from './route-redirect';

const origin = 'https://maru.example';

describe('internalRedirectTarget', () => {
  it('follows an in-app path with its query and hash', () => {
    expect(internalRedirectTarget('/product/list?categorys=1,2#top', origin)).toBe('/product/list?categorys=1,2#top');
  });

  it.each([null, '', 'product/list', 'https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/route?path=/cart'])(
    'sends %s home',
    (raw) => {
      expect(internalRedirectTarget(raw, origin)).toBe('/');
    },
  );
});
