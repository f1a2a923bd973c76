export { describeRouteError } from './describe-route-error';
export { ErrorPageBoundary } from './ErrorPageBoundary';
export { errorTexts, specErrorTexts } from './error-texts';
export { NotFoundView } from './NotFoundView';
export { RootErrorBoundary } from './RootErrorBoundary';
export { RouteErrorPage } from './RouteErrorPage';
