import type { ServerModule } from '../../core/module';
import * as catalogueMigration from './migrations/2026112205_catalogue';
import * as catalogueMemberMigration from './migrations/2026112206_catalogue_member';
import * as nameTermsIndexMigration from './migrations/2026112211_catalogue_name_terms_index';
import * as searchTermCountMigration from './migrations/2026112212_catalogue_search_term_count';
import * as searchTermStartsMigration from './migrations/2026112213_catalogue_search_term_starts';
import * as searchDepartmentsMigration from './migrations/2026112214_catalogue_search_departments';
import * as bookmarkKindsMigration from './migrations/2026112660_catalogue_bookmark_kinds';
import * as soldOutChangesMigration from './migrations/2026112722_catalogue_sold_out_changes';
import * as consoleMigration from './migrations/2026112811_catalogue_console';
import * as productImagesMigration from './migrations/2026112812_catalogue_product_images';
import * as taxonomyEditMigration from './migrations/2026112813_catalogue_taxonomy_edit';
import { catalogueRoutes } from './routes';
import { displayPeriodJob } from './display-period-job';
import { searchStartsJob } from './search-starts-job';
import { seedCatalogue } from './seed';

export { brandCategoryIds, brandCategoryIdsFor } from './config';
export { productImageUrl, heroImageUrl, PRODUCT_IMAGE_WIDTHS, PREMIUM_CATEGORY_NO } from './seed';
export { queueRestockAlerts } from './restock-alerts';
/** What writers of products and categories report once committed (app.caches.changed). */
export { CatalogueChange, categoryChange, productChange } from './caches';
/** Product cards by number, in that order (my page's recently viewed products). */
export { existingProductNos, productCardsByNo, productExists, productNames, productScopes, setProductReviewStats } from './queries/products';
/** What other modules' seeds and lists pick from the catalogue. */
export { firstProductsPerDepartment, largestBrand, largestTopCategory, pickProductNos, type ProductPick } from './queries/picks';
/** What the cart and the order read of options: current prices, stock, names and delivery terms. */
export { cartOptionFacts, deliveriesOf, findCartOption, productOptionRows, unitPrices, type CartOption, type CartOptionFacts, type ProductDelivery } from './cart-reads';
export { currentOptions, type CurrentOption } from './order-reads';
/** A product's and a brand's facts for their documents (document module). */
export { brandFacts, productFacts, productHeading, type BrandFacts, type ProductFacts } from './document-reads';
/** An order's pieces taken from stock and given back (order module), guarded so stock never goes below zero. */
export { putBackOptionStock, takeOptionStock, type StockNeed, type StockNote } from './queries/stock';
export { productCard } from './views';
/** Like calls for bookmarkable kinds owned by other modules (styling pages, exhibitions). */
export { bookmarkRoutes, type BookmarkTarget } from './routes/bookmarks';
export type { BookmarkType } from './tables';

/** Brands, categories, filters, products with options and delivery, search, likes and restock alerts. */
/** Every product and browsable category, for the sitemap (seo module). */
export { listedCategories, productBlock, productCount } from './sitemap';

export const catalogueModule: ServerModule = {
  name: 'catalogue',
  migrations: {
    '2026112205_catalogue': catalogueMigration,
    '2026112206_catalogue_member': catalogueMemberMigration,
    '2026112211_catalogue_name_terms_index': nameTermsIndexMigration,
    '2026112212_catalogue_search_term_count': searchTermCountMigration,
    '2026112213_catalogue_search_term_starts': searchTermStartsMigration,
    '2026112214_catalogue_search_departments': searchDepartmentsMigration,
    '2026112660_catalogue_bookmark_kinds': bookmarkKindsMigration,
    '2026112722_catalogue_sold_out_changes': soldOutChangesMigration,
    '2026112811_catalogue_console': consoleMigration,
    '2026112812_catalogue_product_images': productImagesMigration,
    '2026112813_catalogue_taxonomy_edit': taxonomyEditMigration,
  },
  routes: catalogueRoutes,
  seed: seedCatalogue,
  jobs: [searchStartsJob, displayPeriodJob],
};
