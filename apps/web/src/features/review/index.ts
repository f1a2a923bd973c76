// Reviews (issue #14): my page's review pages and the product page's review section.
import { lazy } from 'react';

/** The product page's review section as a lazy part: loaded and hydrated after the page answers taps (issue 23). */
export const LazyProductReviews = lazy(() => import('./ProductReviews').then((module) => ({ default: module.ProductReviews })));
export { ReviewBeforeView } from './ReviewBeforeView';
export { ReviewRegisterView } from './ReviewRegisterView';
export { ReviewWriteView } from './ReviewWriteView';
