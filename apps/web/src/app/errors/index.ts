// The shell's error handling. The error and not-found pages themselves are loaded on demand
// (RouteErrorBoundary and the page list), so this index does not re-export them.
export { ErrorPageBoundary } from './ErrorPageBoundary';
export { RootErrorBoundary } from './RootErrorBoundary';
export { RouteErrorBoundary } from './RouteErrorBoundary';
