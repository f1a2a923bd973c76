// The catalogue generator, its images and the seed step that writes them to the database.
export { seedCatalogue, GENERATOR_VERSION } from './step';
export { generateCatalogue, generateCatalogueBase, generateProductBatches, DEFAULT_PRODUCT_COUNT, DEFAULT_SEED } from './generate';
export type { GenerateOptions } from './generate';
export { deliveryMethodNames } from './delivery';
export { PREMIUM_CATEGORY_NO } from './categories';
export { POPULAR_WINDOW_DAYS, popularWindowStart } from './searchActivity';
export { designImageBase, ensureProductImages, ensureHeroImages, heroImageUrl, imageKeyFor, productImageUrl, PRODUCT_IMAGE_WIDTHS } from './images';
export type { ProductImageWidth } from './images';
export { designOfKey, drawReviewPhoto, REVIEW_PHOTO_SIZE, REVIEW_PHOTO_VARIANTS } from './images/review-photos';
export type { ProductRows } from './rows';
export type * from '../types';
