import { describe, expect, it } from 'vitest';
import { serverForTests } from '../../../../test/harness';
import { PaymentProviderError, paymentGateway } from '.';
import { portoneGateway } from './portone-gateway';

// The gateway speaks PortOne v1's REST API; here it talks to the sandbox on the test server.

const server = serverForTests();

async function pay(merchantUid: string, amount: number, payMethod: string) {
  const made = await fetch(`${server.url}/sandbox/portone/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchant_uid: merchantUid, amount, pay_method: payMethod, outcome: 'paid', webhook: false }),
  });
  return ((await made.json()) as { response: { imp_uid: string } }).response.imp_uid;
}

describe('the payment gateway', () => {
  it('prepares, fetches and cancels through the sandbox with a cached token', async () => {
    const gateway = paymentGateway(server.app);
    expect(gateway.sandbox).toBe(true);
    await gateway.prepare('m-gw', 15_000);
    const impUid = await pay('m-gw', 15_000, 'kakaopay');
    const payment = await gateway.fetchPayment(impUid);
    expect(payment).toMatchObject({ impUid, merchantUid: 'm-gw', amount: 15_000, status: 'paid', pg: 'kakaopay', cancelAmount: 0 });
    expect(payment.paidAt).toBeInstanceOf(Date);
    const cancelled = await gateway.cancel({ impUid, merchantUid: 'm-gw', checksum: 15_000, reason: '테스트' });
    expect(cancelled.status).toBe('cancelled');
  });

  it('tells an unknown payment from an unreachable provider', async () => {
    const unknown = await paymentGateway(server.app).fetchPayment('imp_none').catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(PaymentProviderError);
    expect((unknown as PaymentProviderError).status).toBe(404);
    const closed = portoneGateway({ sandbox: true, impKey: 'k', impSecret: 's', impCode: 'c', apiBase: () => 'http://127.0.0.1:9' });
    const down = await closed.fetchPayment('imp_x').catch((error: unknown) => error);
    expect((down as PaymentProviderError).kind).toBe('unreachable');
    expect((down as PaymentProviderError).status).toBe(503);
  });
});
