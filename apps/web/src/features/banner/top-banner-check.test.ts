import { topBannerView } from '@maru/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { topBanner } from '@/test/banners';
import { isTopBanner, topBannersIn } from './top-banner-check';

// The hand-written check stands in for the contract's schema at start-up: it must accept and
// refuse exactly what topBannerView does, or a field renamed in the contract would slip by.

const valid = topBanner({
  bannerSeq: 7,
  contents: '<b>무료배송</b>',
  pcLink: { bannerLink: '/event', targetBlankYn: 'N' },
  conditionList: [{ conditionList: [{ incType: 'EXCLUDE', parameterType: 'PAGE_PATH', compareType: 'SAME', parameterVal: '/cart' }] }],
});

/** Every field of the sample replaced by a wrong value, or removed. */
function breakages(): { what: string; banner: Record<string, unknown> }[] {
  const wrong: Record<string, unknown[]> = {
    bannerSeq: ['7', 7.5, null],
    contents: [1, null],
    pcLink: [null, 'x', { bannerLink: '/event' }, { bannerLink: 1, targetBlankYn: 'N' }, { bannerLink: '/e', targetBlankYn: 'yes' }],
    bannerColor: [0],
    bgColor: [false],
    periodeDate: [1],
    closePeriod: [null],
    closeYn: ['y', true],
    conditionList: [null, {}, [{}], [{ conditionList: [{ incType: 'ANY', parameterType: 'PAGE_PATH', compareType: 'SAME', parameterVal: '/' }] }], [{ conditionList: [{ incType: 'INCLUDE', parameterType: 'PAGE_PATH', compareType: 'LIKE', parameterVal: '/' }] }], [{ conditionList: [{ incType: 'INCLUDE', parameterType: 'PAGE_PATH', compareType: 'SAME' }] }]],
  };
  return Object.keys(topBannerView.shape).flatMap((field) => {
    const { [field]: _removed, ...without } = valid as Record<string, unknown>;
    return [{ what: `${field} missing`, banner: without }, ...(wrong[field] ?? []).map((value) => ({ what: `${field} = ${JSON.stringify(value)}`, banner: { ...valid, [field]: value } }))];
  });
}

describe('the top banner check at start-up', () => {
  it('accepts what the contract accepts', () => {
    expect(topBannerView.safeParse(valid).success).toBe(true);
    expect(isTopBanner(valid)).toBe(true);
    expect(isTopBanner({ ...valid, pcLink: undefined })).toBe(topBannerView.safeParse({ ...valid, pcLink: undefined }).success);
  });

  it('agrees with the contract on every field changed or removed', () => {
    const cases = breakages();
    expect(cases.length).toBeGreaterThan(20);
    for (const { what, banner } of cases) expect({ what, accepted: isTopBanner(banner) }).toEqual({ what, accepted: topBannerView.safeParse(banner).success });
  });

  it('agrees with the contract on arbitrary values', () => {
    fc.assert(
      fc.property(fc.anything(), fc.record({ bannerSeq: fc.oneof(fc.integer(), fc.double()), closeYn: fc.constantFrom('Y', 'N', 'X') }, { requiredKeys: [] }), (noise, fields) => {
        expect(isTopBanner(noise)).toBe(topBannerView.safeParse(noise).success);
        const near = { ...valid, ...fields };
        expect(isTopBanner(near)).toBe(topBannerView.safeParse(near).success);
      }),
    );
  });

  it('keeps the banners of a list that fit and drops the rest', () => {
    expect(topBannersIn([valid, { bannerSeq: 8, contents: 'old shape' }, null])).toEqual([valid]);
    expect(topBannersIn(undefined)).toEqual([]);
  });
});
