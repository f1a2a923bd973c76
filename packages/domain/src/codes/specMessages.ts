// Exact English texts fixed by the spec (spec 01 §2, §5, §8; spec 02 §4, §8). Tests and
// other clients compare against these strings, so they are kept verbatim.

import { ShellSpecMessage } from './shellMessages';

export const SpecMessage = {
  fetchProfileError: 'fetchProfile error',
  createRequestIdFail: 'createRequestId Fail',
  saveIdentityVerificationFail: 'saveIdentityVerification Fail',
  authCodeCheckError: 'authCodeCheck Error',
  queryStringError: 'query string error',
  notClientSideRendering: 'Not Client Side Rendering',
  pageNotFound: ShellSpecMessage.pageNotFound,
  unknownMiddleware: 'Unknown middleware',
  sqlInjectionDetected: ShellSpecMessage.sqlInjectionDetected,
  optionItemNotFound: 'Not found Option Item',
  invalidDateFormat: 'Invalid date format',
  apiKeyEmpty: 'apiKey empty',
  impUidEmpty: 'imp_uid empty',
  merchantUidEmpty: 'merchant_uid empty',
  copyFail: 'copy fail',
  browserNotSupported: 'This browser is not supported',
  unknownError: ShellSpecMessage.unknownError,
  notFoundTitle: 'page cannot be found',
  errorPageTitle: 'cannot navigate to the page',
  errorPageHint: 'Check your internet connection or try again later',
  errorPageFailed: ShellSpecMessage.errorPageFailed,
  goBackHome: 'Go back to home',
} as const;

export type SpecMessageText = (typeof SpecMessage)[keyof typeof SpecMessage];
