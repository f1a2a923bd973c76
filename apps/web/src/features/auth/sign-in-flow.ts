import { ApiCode } from '@maru/domain';
import { mergeGuestCart } from '@/features/cart';
import { isApiError } from '@/shared/api';
import { mergeGuestHistory } from '@/features/product-history';
import { queryClient } from '@/shared/query';
import { checkAccountStatus, releaseDormant, signInWithPassword } from './auth-api';
import { profileQueryKey } from './profile-query';

/** Everything that follows any successful sign-in, credentials or social. */
export async function afterSignIn(): Promise<void> {
  queryClient.removeQueries({ queryKey: profileQueryKey });
  await Promise.all([mergeGuestCart(), mergeGuestHistory()]);
}

/**
 * Spec 01 §4: the account state is checked first, and only an active account signs in. A
 * dormant one still tries its password: the right one answers ACCOUNT_DORMANT too, with the
 * grant the verification then uses to bring it back (releaseDormantAccount).
 */
export async function signInWithCredentials(email: string, password: string, autoLogin: boolean): Promise<void> {
  try {
    await checkAccountStatus(email);
  } catch (error) {
    if (!(isApiError(error) && error.code === ApiCode.ACCOUNT_DORMANT)) throw error;
  }
  await signInWithPassword(email, password, autoLogin);
  await afterSignIn();
}

/** After a dormant account's sign-in and a verification of its person: restored and signed in. */
export async function releaseDormantAccount(certifyNo: string): Promise<void> {
  await releaseDormant(certifyNo);
  await afterSignIn();
}
