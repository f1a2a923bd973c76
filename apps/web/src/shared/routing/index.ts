export { paths } from './paths';
export { isRouteHandle, routeNames, type RouteHandle } from './route-names';
