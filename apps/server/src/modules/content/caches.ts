import type { DataChange } from '../../core/cache/registry';

/**
 * What the content console's writes report once committed (app.caches.changed). The shop's
 * content reads keep no cache of their own (they are small and read live, so the API answers a
 * change at once); what keeps them is the rendered pages and the render's shared reads (the
 * banner list), whose caches empty on any change.
 */
export const ContentChange = {
  banner: { topic: 'content.banner' },
  home: { topic: 'content.home' },
  board: { topic: 'content.board' },
  policy: { topic: 'content.policy' },
} as const satisfies Record<string, DataChange>;
