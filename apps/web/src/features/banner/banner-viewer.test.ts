import { describe, expect, it } from 'vitest';
import { bannerViewerOf, deviceOfWidth, type ViewerFacts } from './banner-viewer';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const facts = (change: Partial<ViewerFacts> = {}): ViewerFacts => ({ signedIn: false, profile: undefined, previewAs: undefined, hydrated: true, userAgent: WINDOWS, viewportWidth: 1280, ...change });

describe('who the top banner sees', () => {
  it('takes the member state from the session and the profile', () => {
    expect(bannerViewerOf(facts()).memberState).toBe('GUEST');
    expect(bannerViewerOf(facts({ signedIn: true })).memberState).toBe('SIGNED_IN');
    expect(bannerViewerOf(facts({ signedIn: true, profile: { authNo: 1 } })).memberState).toBe('MEMBER');
    expect(bannerViewerOf(facts({ signedIn: true, profile: { authNo: 17 } })).memberState).toBe('BUSINESS');
  });

  it('takes the device from the user agent (spec 01 §3), and knows none before hydration, as the server', () => {
    expect(bannerViewerOf(facts({ userAgent: IPHONE, viewportWidth: 360 })).deviceType).toBe('mobile');
    expect(bannerViewerOf(facts({ userAgent: WINDOWS, viewportWidth: 360 })).deviceType).toBe('PC');
    expect(bannerViewerOf(facts({ hydrated: false, userAgent: undefined }))).toEqual({ memberState: 'GUEST' });
  });

  it('in a console preview, shows the page to the preview’s viewer on the frame’s width', () => {
    expect(bannerViewerOf(facts({ previewAs: 'MEMBER', viewportWidth: 360 }))).toEqual({ memberState: 'MEMBER', deviceType: 'mobile' });
    expect(bannerViewerOf(facts({ previewAs: 'GUEST', signedIn: true, viewportWidth: 1280 }))).toEqual({ memberState: 'GUEST', deviceType: 'PC' });
    expect([359, 767, 768, 1023, 1024].map(deviceOfWidth)).toEqual(['mobile', 'mobile', 'tablet', 'tablet', 'PC']);
  });
});
