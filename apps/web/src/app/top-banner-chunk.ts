import type { ClosedBannerRecord } from '@maru/domain';
import { type ComponentType, lazy } from 'react';

// The top banner (with DOMPurify) is a chunk of its own, kept out of the first load. A
// server-rendered page brings the banner's HTML and adopts it once the chunk has come. A page
// the browser renders itself (sign-in, cart, my page) has no such HTML: its first render
// waits for the banner list and this chunk (root-loader.ts), and then draws the banner at
// once, instead of pushing the page down when they arrive, under a shopper's tap.

type TopBannerComponent = ComponentType<{ origin: string; closedBanners: readonly ClosedBannerRecord[]; signedIn?: boolean }>;

/** When the chunk cannot be fetched (the connection dropped just then) the page goes on without a banner. */
const Nothing: TopBannerComponent = () => null;

let loaded: TopBannerComponent | undefined;
let loading: Promise<TopBannerComponent> | undefined;

/** Fetches the banner's chunk once; later calls share it. */
export function loadTopBannerChunk(): Promise<TopBannerComponent> {
  loading ??= import('@/features/banner/TopBanner').then(
    (module) => (loaded = module.default),
    () => (loaded = Nothing),
  );
  return loading;
}

const LazyTopBanner = lazy(() => loadTopBannerChunk().then((component) => ({ default: component })));

/**
 * The banner's component: the loaded one when the chunk has already come (rendered without
 * suspending, so nothing is drawn later), else the lazy one, which suspends until it comes.
 * Read once per mount: the type must not change under a mounted banner.
 */
export const topBannerComponent = (): TopBannerComponent => loaded ?? LazyTopBanner;
