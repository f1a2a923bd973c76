// The spec texts that a web app's shell needs on every page (the query-string guard and the
// error pages), kept apart from the full SpecMessage table so a bundle can take these four
// without the rest. SpecMessage repeats them under the same keys.
export const ShellSpecMessage = {
  pageNotFound: 'This page could not be found',
  sqlInjectionDetected: 'SQL Injection Detected',
  unknownError: 'unknown error',
  errorPageFailed: 'An error occurred while showing the error page',
} as const;
