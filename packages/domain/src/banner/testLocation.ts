import type { BannerLocation } from './types';

/**
 * Test support: splits an absolute address the way URL does, keeping percent-encoding as
 * browsers report it (the domain package has no URL type to lean on).
 */
export function locationOf(href: string): BannerLocation {
  const match = /^[a-z]+:\/\/([^/?#:]+)(?::\d+)?([^?#]*)(\?[^#]*)?/i.exec(href);
  if (!match) throw new Error(`not an absolute address: ${href}`);
  return {
    href,
    hostname: (match[1] ?? '').toLowerCase(),
    pathname: match[2] || '/',
    search: match[3] ?? '',
  };
}
