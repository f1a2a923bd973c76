export type * from './types';
export { SAMPLE_APPLY_FAQ_NO, faqCategories, faqs } from './faq';
export { notices } from './notices';
export {
  COMPANY_ADDRESS,
  COMPANY_NAME,
  CUSTOMER_CENTER_EMAIL,
  CUSTOMER_CENTER_PHONE,
  REPRESENTATIVE,
  SERVICE_NAME,
  SHOWROOM_ADDRESS,
  aboutBrand,
  aboutCompany,
  aboutPeople,
} from './about';
export { BANNER_DEFAULTS, banners } from './banners';
export { categoryShortcuts, heroSlides, productKeywordPath, samplePromotion, showroomInvitation } from './home';
