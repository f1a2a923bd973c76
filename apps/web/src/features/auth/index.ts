// The auth feature's public surface for the shell and other features. Pages are not
// exported here: the router lazy-loads them so they stay out of the entry chunk. The shell
// should reach signOut through a dynamic import(), which keeps the HTTP clients and
// TanStack Query out of the first download.
export type { Profile } from './auth-api';
export { invalidateProfile, signOut, startSession } from './session';
export { useProfile } from './use-profile';

// Identity verification, shared with my page.
export { genericErrorMessage, verificationErrorMessage } from './error-messages';
export { providerResultFromQuery } from './verification/provider-result';
export { finishRedirectedVerification } from './verification/run-verification';
export { clearVerificationRecord, verifiedCertifyNo } from './verification/verification-record';
