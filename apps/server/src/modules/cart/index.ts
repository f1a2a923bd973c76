import type { ServerModule } from '../../core/module';
import * as cartMigration from './migrations/2026112210_cart';
import { cartRoutes } from './routes';

export { CART_LINE_MAX_QTY, SAMPLE_FEE_PER_ORDER, SAMPLE_LIMIT } from './cart-rules';
/** The guest cart number from the signed tcn cookie (undefined when absent or forged): the order module reads a guest's cart with it. */
export { readGuestCartId } from './guest-cookie';
/** The visitor's cart lines for an order sheet, taking paid lines out (order module), and my page's cart alarm. */
export { cartLinesIn, memberCartHasLines, ownCartId, removePaidCartLines, type CartLineRef } from './shared-reads';

/** Member and guest carts (product and sample tabs), duplicate check, option change and conversion at sign-in. */
export const cartModule: ServerModule = {
  name: 'cart',
  migrations: { '2026112210_cart': cartMigration },
  routes: cartRoutes,
};
