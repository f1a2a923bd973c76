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
import * as productFilesMigration from './migrations/2026112814_catalogue_product_files';
import * as lowStockMigration from './migrations/2026120291_catalogue_low_stock';
import * as valueRulesMigration from './migrations/2026120741_catalogue_value_rules';
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
export { existingProductNos, productCardsByNo, productExists, productNames, productScopes, setManyProductReviewStats, setProductReviewStats } from './queries/products';
/** What other modules' seeds and lists pick from the catalogue. */
export { firstProductsPerDepartment, largestBrand, largestTopCategory, pickProductNos, type ProductPick } from './queries/picks';
/** The review seed's products with their options, and the generator's seeded random numbers. */
export { reviewSeedProducts, type ReviewSeedProduct } from './seed/review-picks';
export { createRandom, deriveSeed, hashString, type Random } from './seed/random';
export { designOfKey, drawReviewPhoto, REVIEW_PHOTO_SIZE, REVIEW_PHOTO_VARIANTS } from './seed';
/** What the cart and the order read of options: current prices, stock, names and delivery terms. */
export { cartOptionFacts, deliveriesOf, findCartOption, productOptionRows, unitPrices, type CartOption, type CartOptionFacts, type ProductDelivery } from './cart-reads';
export { currentOptions, productPictures, type CurrentOption } from './order-reads';
/** A product's and a brand's facts for their documents (document module). */
export { brandFacts, productFacts, productHeading, type BrandFacts, type ProductFacts } from './document-reads';
/** The PDFs operators upload for a product (console-files), for the product page's 자료 다운로드. */
export { listedProductFile, productFileName, productFileRows } from './console/product-files';
/** An order's pieces taken from stock and given back (order module), guarded so stock never goes below zero. */
export { putBackOptionStock, takeOptionStock, type StockNeed, type StockNote } from './queries/stock';
/** The console's product search (a number, or words of the name or brand), for other consoles that pick products by search (the home page's shelves, exhibitions). */
export { countConsoleProducts, listConsoleProducts } from './console/product-list';
/** How many options are low on stock (the 재고 부족 rule), for the console's dashboard. */
export { lowStockCount } from './console/product-list';
/** Product cards, and a product's main picture at a width (its uploaded one, else its design's) for lines that show it. */
export { productCard, productPictureUrl } from './views';
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
    '2026112814_catalogue_product_files': productFilesMigration,
    '2026120291_catalogue_low_stock': lowStockMigration,
    '2026120741_catalogue_value_rules': valueRulesMigration,
  },
  routes: catalogueRoutes,
  seed: seedCatalogue,
  jobs: [searchStartsJob, displayPeriodJob],
};
/** Products found by number, name or brand for other consoles' pickers (exhibition product groups, styling hotspots). */
export { productPicks, productPicksByNo } from './console/product-picks';
