// Inquiries (issue 14): my page's 1:1 inquiries and the product page's questions.
import { lazy } from 'react';

export { MyInquiries } from './MyInquiries';
/** The product page's questions as a lazy part: loaded and hydrated after the page answers taps (issue 23). */
export const LazyProductQna = lazy(() => import('./ProductQna').then((module) => ({ default: module.ProductQna })));
export { inquiryKeys } from './inquiry-api';
