import { mergeGuestCart } from '@/features/cart';
import { mergeGuestHistory } from '@/features/product-history';
import { queryClient } from '@/shared/query';
import { checkAccountStatus, signInWithPassword } from './auth-api';
import { profileQueryKey } from './profile-query';

/** Everything that follows any successful sign-in, credentials or social. */
export async function afterSignIn(): Promise<void> {
  queryClient.removeQueries({ queryKey: profileQueryKey });
  await Promise.all([mergeGuestCart(), mergeGuestHistory()]);
}

/** Spec 01 §4: the account state is checked first, and only an active account signs in. */
export async function signInWithCredentials(email: string, password: string, autoLogin: boolean): Promise<void> {
  await checkAccountStatus(email);
  await signInWithPassword(email, password, autoLogin);
  await afterSignIn();
}
