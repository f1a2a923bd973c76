import { randomBytes, randomInt } from 'node:crypto';
import { MemoryStore } from './memory-store';

/** A payment as PortOne v1 answers it (GET /payments/{imp_uid}); times are unix seconds, 0 = not yet. */
export interface SandboxPayment {
  imp_uid: string;
  merchant_uid: string;
  amount: number;
  cancel_amount: number;
  currency: 'KRW';
  status: 'ready' | 'paid' | 'failed' | 'cancelled';
  pay_method: string;
  pg_provider: string;
  emb_pg_provider: string | null;
  name: string;
  buyer_name: string | null;
  buyer_tel: string | null;
  buyer_email: string | null;
  buyer_addr: string | null;
  buyer_postcode: string | null;
  paid_at: number;
  failed_at: number;
  cancelled_at: number;
  fail_reason: string | null;
  cancel_reason: string | null;
  vbank_code: string | null;
  vbank_name: string | null;
  vbank_num: string | null;
  vbank_holder: string | null;
  vbank_date: number;
  vbank_issued_at: number;
  card_name: string | null;
  receipt_url: string;
  cancel_history: Array<{ amount: number; reason: string; cancelled_at: number }>;
}

export interface NewPayment {
  merchant_uid: string;
  amount: number;
  /** Our method names: card, trans, vbank, kakaopay, naverpay, tosspay (or PortOne's pg/pay_method pair). */
  pay_method: string;
  pg?: string;
  outcome: 'paid' | 'failed' | 'ready';
  name?: string;
  buyer_name?: string;
  buyer_tel?: string;
  buyer_email?: string;
  buyer_addr?: string;
  buyer_postcode?: string;
  /** YYYYMMDDhhmm in KST, as IMP.request_pay takes it. */
  vbank_due?: string;
}

/** The sandbox's virtual accounts come from one bank of the shop's bank code group. */
const VBANK = { code: '004', name: 'KB국민은행', holder: '(주)마루' };
const EASY_PAY = new Set(['kakaopay', 'naverpay', 'tosspay']);
const KST_MS = 9 * 3600 * 1000;

const now = () => Math.floor(Date.now() / 1000);

function dueFrom(vbankDue: string | undefined): number {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(vbankDue ?? '');
  if (match) {
    const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
    return Math.floor((Date.UTC(y, mo - 1, d, h, mi, 59) - KST_MS) / 1000);
  }
  const kst = new Date(Date.now() + KST_MS);
  return Math.floor((Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth(), kst.getUTCDate() + 1, 23, 59, 59) - KST_MS) / 1000);
}

/**
 * Easy pays go through their own pg with pay_method 'card' (PortOne v1's convention for
 * 카카오페이, 네이버페이 and 토스페이); PortOne reports them as pay_method 'point' with the
 * wallet in emb_pg_provider, which is what this sandbox answers too.
 */
function methodOf(input: NewPayment): { pay_method: string; pg_provider: string; emb_pg_provider: string | null } {
  const wallet = EASY_PAY.has(input.pay_method) ? input.pay_method : input.pg && EASY_PAY.has(input.pg.split('.')[0]!) ? input.pg.split('.')[0]! : null;
  if (wallet) return { pay_method: 'point', pg_provider: wallet, emb_pg_provider: wallet };
  return { pay_method: input.pay_method, pg_provider: input.pg?.split('.')[0] || 'html5_inicis', emb_pg_provider: null };
}

/** Payments made in the sandbox, in memory (a test environment may forget them on restart). */
export class SandboxPayments {
  private readonly payments = new MemoryStore<SandboxPayment>(7 * 24 * 3600 * 1000);
  private readonly prepared = new MemoryStore<number>(7 * 24 * 3600 * 1000);
  private readonly issued = new Set<string>();

  prepare(merchantUid: string, amount: number): 'ok' | 'taken' {
    if (this.prepared.get(merchantUid) !== undefined) return 'taken';
    this.prepared.set(merchantUid, amount);
    return 'ok';
  }

  preparedAmount(merchantUid: string): number | undefined {
    return this.prepared.get(merchantUid);
  }

  create(input: NewPayment): SandboxPayment {
    const at = now();
    const method = methodOf(input);
    const vbank = input.outcome === 'ready' || (input.pay_method === 'vbank' && input.outcome === 'paid');
    const payment: SandboxPayment = {
      imp_uid: `imp_${randomBytes(6).toString('hex')}`,
      merchant_uid: input.merchant_uid,
      amount: input.amount,
      cancel_amount: 0,
      currency: 'KRW',
      status: input.outcome,
      ...method,
      name: input.name ?? '마루 주문',
      buyer_name: input.buyer_name ?? null,
      buyer_tel: input.buyer_tel ?? null,
      buyer_email: input.buyer_email ?? null,
      buyer_addr: input.buyer_addr ?? null,
      buyer_postcode: input.buyer_postcode ?? null,
      paid_at: input.outcome === 'paid' ? at : 0,
      failed_at: input.outcome === 'failed' ? at : 0,
      cancelled_at: 0,
      fail_reason: input.outcome === 'failed' ? '[테스트] 카드사 승인 거절 (한도 초과)' : null,
      cancel_reason: null,
      vbank_code: vbank ? VBANK.code : null,
      vbank_name: vbank ? VBANK.name : null,
      vbank_num: vbank ? `${randomInt(100, 999)}-${randomInt(100000, 999999)}-${randomInt(10, 99)}-${randomInt(100, 999)}` : null,
      vbank_holder: vbank ? VBANK.holder : null,
      vbank_date: vbank ? dueFrom(input.vbank_due) : 0,
      vbank_issued_at: vbank ? at : 0,
      card_name: method.pay_method === 'card' && input.outcome === 'paid' ? '테스트카드' : null,
      receipt_url: '',
      cancel_history: [],
    };
    this.payments.set(payment.imp_uid, payment);
    if (payment.status === 'ready') this.issued.add(payment.imp_uid);
    return payment;
  }

  find(impUid: string): SandboxPayment | undefined {
    return this.payments.get(impUid);
  }

  findByMerchantUid(merchantUid: string): SandboxPayment | undefined {
    for (const impUid of this.issued) {
      const payment = this.payments.get(impUid);
      if (payment?.merchant_uid === merchantUid) return payment;
    }
    return undefined;
  }

  /** Unpaid virtual accounts, for the tester's deposit page. */
  openAccounts(): SandboxPayment[] {
    const open: SandboxPayment[] = [];
    for (const impUid of this.issued) {
      const payment = this.payments.get(impUid);
      if (payment?.status === 'ready') open.push(payment);
      else this.issued.delete(impUid);
    }
    return open;
  }

  deposit(impUid: string): SandboxPayment | 'missing' | 'not-ready' {
    const payment = this.payments.get(impUid);
    if (!payment) return 'missing';
    if (payment.status !== 'ready') return 'not-ready';
    payment.status = 'paid';
    payment.paid_at = now();
    return payment;
  }

  /** PortOne's cancel rules: amount within the balance, checksum equal to the balance when sent. */
  cancel(payment: SandboxPayment, request: { amount?: number; checksum?: number; reason: string; refund?: boolean }): SandboxPayment | string {
    const balance = payment.amount - payment.cancel_amount;
    if (payment.status === 'cancelled') return '이미 전액취소된 주문입니다.';
    if (payment.status === 'failed') return '결제 실패된 건은 취소할 수 없습니다.';
    if (request.checksum !== undefined && request.checksum !== balance) return `취소 가능 잔액이 일치하지 않습니다. (취소 가능 잔액: ${balance})`;
    const amount = request.amount ?? balance;
    if (amount <= 0 || amount > balance) return `취소 요청 금액이 취소 가능 잔액(${balance})을 초과합니다.`;
    if (payment.status === 'paid' && payment.pay_method === 'vbank' && !request.refund) return '가상계좌 환불은 환불 계좌 정보(refund_holder, refund_bank, refund_account)가 필요합니다.';
    const at = now();
    payment.cancel_amount += amount;
    payment.cancel_history.push({ amount, reason: request.reason, cancelled_at: at });
    payment.cancel_reason = request.reason;
    if (payment.cancel_amount === payment.amount) {
      payment.status = 'cancelled';
      payment.cancelled_at = at;
    }
    return payment;
  }
}
