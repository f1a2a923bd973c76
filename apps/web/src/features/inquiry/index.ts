// Inquiries (issue 14): my page's 1:1 inquiries and the product page's questions.
export { MyInquiries } from './MyInquiries';
export { ProductQna } from './ProductQna';
export { inquiryKeys } from './inquiry-api';
