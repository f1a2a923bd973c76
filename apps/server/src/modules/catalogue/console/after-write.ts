import type { FastifyInstance } from 'fastify';
import { CatalogueChange, productChange } from '../caches';
import { refreshStaleSearchStarts } from '../search-starts-job';

// What follows a committed console write: every cache of the changed products is emptied at
// once (API answers, lists, counts; pages within their own ten seconds), and the search
// counts and starts the write left stale are recomputed half a minute later, once for a burst
// of edits, instead of within the search job's ten minutes.

/**
 * At 100,000 products a refresh recounts every term for a few seconds under a SHARE lock on
 * products; once per half minute of editing is enough, since stale counts are never used as
 * answers (queries/product-search.ts, `fresh`), only to choose plans.
 */
const REFRESH_DELAY_MS = 30_000;

export type ProductsChanged = (productNos: readonly number[]) => void;

/** Made once per app (it registers its own clean-up); call the answer after each commit. */
export function productChangeReporter(app: FastifyInstance): ProductsChanged {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
  const refresh = () => {
    timer = undefined;
    if (closed) return;
    app.db
      .transaction()
      .execute((trx) => refreshStaleSearchStarts(trx))
      // Plans read the fresh counts only once the cached ones are let go.
      .then((refreshed) => refreshed && app.caches.changed(productChange(0)))
      .catch((error: unknown) => app.log.warn({ err: error }, 'search counts refresh after a console write failed; the search job retries'));
  };
  return (productNos) => {
    // A bulk change empties the product caches once rather than product by product.
    if (productNos.length > 50) app.caches.changed({ topic: CatalogueChange.product });
    else for (const productNo of productNos) app.caches.changed(productChange(productNo));
    if (productNos.length && !timer && !closed) {
      timer = setTimeout(refresh, REFRESH_DELAY_MS);
      timer.unref();
    }
  };
}
