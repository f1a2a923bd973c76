import {
  clearVerificationRecord,
  finishRedirectedVerification,
  genericErrorMessage,
  invalidateProfile,
  providerResultFromQuery,
  verificationErrorMessage,
  verifiedCertifyNo,
} from '@/features/auth';
import { changePhone } from './profile-api';

/**
 * After /verify (or the provider returning here directly): the verified request id changes
 * the phone number. Errors carry Korean messages ready to show.
 */
export async function changePhoneAfterVerification(search: string): Promise<void> {
  try {
    if (providerResultFromQuery(search)) await finishRedirectedVerification(search);
  } catch (error) {
    throw new Error(verificationErrorMessage(error));
  }
  const certifyNo = verifiedCertifyNo();
  if (!certifyNo) throw new Error('본인인증 정보가 없습니다. 본인인증을 다시 진행해 주세요.');
  try {
    await changePhone(certifyNo);
    await invalidateProfile();
  } catch (error) {
    throw new Error(genericErrorMessage(error));
  } finally {
    clearVerificationRecord();
  }
}
