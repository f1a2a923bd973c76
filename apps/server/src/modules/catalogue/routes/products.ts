import { type App, type RouteDeps } from './deps';
import { productBuyingRoutes } from './products-buying';
import { productCountRoutes } from './products-count';
import { productDetailRoutes } from './products-detail';
import { productSearchRoutes } from './products-search';

/**
 * The shop's product routes: the search (products-search.ts) and its count (products-count.ts),
 * a product's page (products-detail.ts), its option combinations and deliveries
 * (products-buying.ts). Each group is its own plugin; they share the catalogue's caches (deps).
 */
export function productRoutes(app: App, deps: RouteDeps): void {
  void app.register(productSearchRoutes, deps);
  void app.register(productCountRoutes, deps);
  void app.register(productDetailRoutes, deps);
  void app.register(productBuyingRoutes, deps);
}
