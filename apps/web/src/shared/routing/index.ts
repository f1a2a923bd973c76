export { paths } from './paths';
export { shellPaths } from './shell-paths';
export { isRouteHandle, routeNames, type RouteHandle } from './route-names';
export { pageTable, type PageAccess, type PageEntry, type PageName } from './page-table';
export { pageAt, pageNamed } from './page-match';
export { pathTo } from './page-paths';
export { guestCheckoutPathFor, isMemberCheckoutPath } from './checkout-paths';
