import type { ServerModule } from '../../core/module';
import * as productViewMigration from './migrations/2026112540_mypage_product_view';
import { mypageRoutes } from './routes';

/** My page home and the header's alarm flags, recently viewed products, marketing consents with their times (docs/mypage.md). */
export const mypageModule: ServerModule = {
  name: 'mypage',
  migrations: { '2026112540_mypage_product_view': productViewMigration },
  routes: mypageRoutes,
};
