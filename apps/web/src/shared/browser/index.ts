export { canGoBack, isInternalReferrer } from './history';
export { HIDE_HEADER_AT_PX, isPastHideThreshold, useHideOnScroll } from './use-hide-on-scroll';
export { useOnlineStatus } from './use-online-status';
export { HOME_TITLE, usePageTitle } from './use-page-title';
export { loadExternalScript } from './external-script';
export { useHydrated } from './use-hydrated';
export { useNearViewport } from './use-near-viewport';
