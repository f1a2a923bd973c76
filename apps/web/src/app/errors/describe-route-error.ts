import { isRouteErrorResponse } from 'react-router';
// Straight from the file: the api index creates the HTTP clients, which the shell must not load.
import { isApiError } from '@/shared/api/api-error';
import { specErrorTexts } from './error-texts';

export interface RouteErrorDescription {
  status: number;
  message: string;
  /** A thrown value that is not an HTTP-like answer: retrying means reloading the page. */
  needsReload: boolean;
}

/**
 * Reduces whatever a route threw to a status and a message. Plain exceptions show the spec's
 * default 'unknown error' rather than their own text, which is written for developers.
 */
export function describeRouteError(error: unknown): RouteErrorDescription {
  if (isRouteErrorResponse(error)) {
    const fallback = error.status === 404 ? specErrorTexts.notFound : specErrorTexts.unknownError;
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText || fallback;
    return { status: error.status, message, needsReload: false };
  }
  if (isApiError(error)) {
    return { status: error.status || 500, message: error.message || specErrorTexts.unknownError, needsReload: false };
  }
  return { status: 500, message: specErrorTexts.unknownError, needsReload: true };
}
