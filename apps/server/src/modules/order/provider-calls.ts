import { ApiCode } from '@maru/domain';
import { ApiError } from '../../core/http/errors';
import { PaymentProviderError } from './payment';
import type { PaymentGateway, ProviderPayment } from './payment/types';

export const providerUnavailable = () => new ApiError(ApiCode.PAYMENT_PROVIDER_UNAVAILABLE, '결제 서비스에 연결할 수 없습니다. 잠시 후 다시 시도해 주세요.', 503);
export const unknownPayment = () => new ApiError(ApiCode.ORDER_NOT_FOUND, '결제 정보를 찾을 수 없습니다.', 404);

/**
 * The payment as the provider reports it. A payment PortOne does not know or will not show
 * is the caller's mistake (404, ORDER_NOT_FOUND; asking again cannot help); an unreachable
 * or garbled provider means it cannot be asked now (503, PAYMENT_PROVIDER_UNAVAILABLE),
 * which PortOne's webhook retries.
 */
export async function fetchProviderPayment(gateway: PaymentGateway, impUid: string): Promise<ProviderPayment> {
  try {
    return await gateway.fetchPayment(impUid);
  } catch (error) {
    throw error instanceof PaymentProviderError && error.kind !== 'unreachable' ? unknownPayment() : providerUnavailable();
  }
}
