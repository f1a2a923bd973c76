export { paths } from './paths';
export { shellPaths } from './shell-paths';
export { isRouteHandle, routeNames, type RouteHandle } from './route-names';
