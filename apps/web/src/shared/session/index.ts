export { readCookie } from './cookies';
export { isSignedIn, SIGNED_IN_COOKIE } from './signed-in';
export { profileQueryKey } from './profile-query-key';
