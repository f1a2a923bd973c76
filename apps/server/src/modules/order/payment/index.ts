import type { PayMethod } from '@maru/domain';
import type { FastifyInstance } from 'fastify';
import { serverSideUrl } from '../../../core/http/self-url';
import { identitySettings } from '../../identity';
import { portoneGateway } from './portone-gateway';
import type { PaymentGateway } from './types';

export { PaymentProviderError } from './errors';
export type { CancelRequest, PaymentGateway, ProviderPayment } from './types';

/** The sandbox's payment window on this site (IMP.request_pay's stand-in). */
export const SANDBOX_PAY_WINDOW_PATH = '/sandbox/portone/pay';

const gateways = new WeakMap<FastifyInstance, PaymentGateway>();

/** One gateway per app: PortOne with PORTONE_IMP_* keys, else the sandbox on this server. */
export function paymentGateway(app: FastifyInstance): PaymentGateway {
  let gateway = gateways.get(app);
  if (!gateway) {
    const portone = identitySettings(app.config).portone;
    gateway = portoneGateway({ ...portone, apiBase: () => serverSideUrl(app, portone.apiBase) });
    gateways.set(app, gateway);
  }
  return gateway;
}

const EASY_PAY_PG: Partial<Record<PayMethod, string>> = { kakaopay: 'kakaopay', naverpay: 'naverpay', tosspay: 'tosspay' };

/**
 * Our payment method as IMP.request_pay's pg and pay_method (PortOne v1): easy pays are
 * their own pg with pay_method 'card'; card, transfer and virtual account go through the
 * shop's PG contract (PORTONE_PG, KG이니시스 'html5_inicis' unless set).
 */
export function requestPayParams(method: PayMethod, cardPg = process.env.PORTONE_PG || 'html5_inicis'): { pg: string; pay_method: string } {
  const easyPay = EASY_PAY_PG[method];
  if (easyPay) return { pg: easyPay, pay_method: 'card' };
  return { pg: cardPg, pay_method: method };
}
