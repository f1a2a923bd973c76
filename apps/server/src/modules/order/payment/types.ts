// The payment provider as the order module sees it: PortOne v1 (iamport) REST API, the
// real one with PORTONE_IMP_* keys, otherwise the sandbox under /sandbox/portone, which
// speaks the same protocol. Provider answers are untrusted input (checked with zod).

/** A payment as PortOne reports it (GET /payments/{imp_uid}), in plain names. */
export interface ProviderPayment {
  impUid: string;
  merchantUid: string;
  /** What the shopper was charged. */
  amount: number;
  /** Already cancelled (refunded) part of amount. */
  cancelAmount: number;
  /** PortOne's status: ready (virtual account issued), paid, failed, cancelled. */
  status: 'ready' | 'paid' | 'failed' | 'cancelled';
  payMethod: string;
  pg: string | null;
  paidAt: Date | null;
  failReason: string | null;
  /** Virtual account, when pay_method is vbank and the account was issued. */
  vbank: { bankCode: string; bankName: string; accountNo: string; holder: string; dueAt: Date } | null;
  cardName: string | null;
}

export interface CancelRequest {
  impUid: string;
  merchantUid: string;
  /** Omit for the whole balance. */
  amount?: number;
  /** The cancellable balance the shop believes is left; PortOne refuses the cancel if it differs. */
  checksum?: number;
  reason: string;
  /** Needed to refund a paid virtual account. */
  refund?: { holder: string; bankCode: string; accountNo: string };
}

export interface PaymentGateway {
  /** True when this is the local sandbox (the UI marks it). */
  readonly sandbox: boolean;
  /** 가맹점 식별코드 for IMP.init. */
  readonly impCode: string;
  /** POST /payments/prepare: registers the amount a merchant_uid may be paid with. */
  prepare(merchantUid: string, amount: number): Promise<void>;
  /** GET /payments/{imp_uid} with the server's own token. */
  fetchPayment(impUid: string): Promise<ProviderPayment>;
  /** POST /payments/cancel. */
  cancel(request: CancelRequest): Promise<ProviderPayment>;
}
