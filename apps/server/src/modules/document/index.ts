import type { ServerModule } from '../../core/module';
import * as brandPopularIndex from './migrations/2026112640_product_brand_popular';
import { documentRoutes } from './routes';

/**
 * Product documents (제품 사양서, 시공 가이드) for tiles and faucets and a catalogue per brand,
 * as PDFs made on first request and kept under DATA_DIR/documents; and the public share
 * settings (the Kakao JavaScript key). See docs/share-and-downloads.md.
 */
export const documentModule: ServerModule = {
  name: 'document',
  migrations: { '2026112640_product_brand_popular': brandPopularIndex },
  routes: documentRoutes,
};
