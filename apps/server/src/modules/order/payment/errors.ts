/**
 * A payment provider call that did not succeed. `status` 404 means PortOne does not know
 * the payment (the caller's mistake); `kind` tells a refusal (PortOne answered code -1)
 * from an unreachable or garbled provider.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly kind: 'not-found' | 'refused' | 'unreachable',
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }

  get status(): number {
    return this.kind === 'not-found' ? 404 : this.kind === 'refused' ? 400 : 503;
  }
}
