export { Footer } from './Footer';
export { Header } from './Header';
export { MAIN_ID, type LayoutName } from './layout-name';
export { OfflineBanner } from './OfflineBanner';
export { SiteLayout } from './SiteLayout';
export { siteSections, type SiteSectionKey } from './site-sections';
export { SkipLink } from './SkipLink';
