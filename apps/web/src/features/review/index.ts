// Reviews (issue #14): my page's review pages and the product page's review section.
export { ProductReviews } from './ProductReviews';
export { ReviewBeforeView } from './ReviewBeforeView';
export { ReviewRegisterView } from './ReviewRegisterView';
export { ReviewWriteView } from './ReviewWriteView';
