import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { SandboxState, type SandboxStateOptions } from './state-store';

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
/** A sandbox payment is answered for a week, long enough for a test order's whole life. */
const LIFETIME_MS = 7 * 24 * 3600 * 1000;
/** The test bank lists this many open accounts, the newest first. */
const OPEN_ACCOUNTS_SHOWN = 200;

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

/**
 * Payments made in the sandbox, with the amounts registered before them and where each
 * order's notices go, in sandbox_state: every server process answers for every payment, and
 * a restart forgets none of them within their week.
 */
export class SandboxPayments {
  private readonly payments: SandboxState<SandboxPayment>;
  private readonly prepared: SandboxState<number>;
  private readonly notices: SandboxState<string>;

  constructor(db: Kysely<Database>, options?: SandboxStateOptions) {
    this.payments = new SandboxState(db, 'portone.payment', LIFETIME_MS, options);
    this.prepared = new SandboxState(db, 'portone.prepared', LIFETIME_MS, options);
    this.notices = new SandboxState(db, 'portone.notice', LIFETIME_MS, options);
  }

  /** Registers the amount once: of two processes preparing one merchant_uid, one gets 'taken'. */
  async prepare(merchantUid: string, amount: number): Promise<'ok' | 'taken'> {
    return (await this.prepared.add(merchantUid, amount)) ? 'ok' : 'taken';
  }

  async preparedAmount(merchantUid: string): Promise<number | undefined> {
    return this.prepared.get(merchantUid);
  }

  /** The path (on this server) PortOne posts the order's notices to, when the checkout named one. */
  async rememberNotice(merchantUid: string, path: string): Promise<void> {
    await this.notices.set(merchantUid, path);
  }

  async noticePath(merchantUid: string): Promise<string | undefined> {
    return this.notices.get(merchantUid);
  }

  async create(input: NewPayment): Promise<SandboxPayment> {
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
    await this.payments.set(payment.imp_uid, payment);
    return payment;
  }

  async find(impUid: string): Promise<SandboxPayment | undefined> {
    return this.payments.get(impUid);
  }

  /** The order's latest payment (a cancel by merchant_uid closes an unpaid virtual account). */
  async findByMerchantUid(merchantUid: string): Promise<SandboxPayment | undefined> {
    const [latest] = await this.payments.findContaining({ merchant_uid: merchantUid }, 1);
    return latest;
  }

  /** Unpaid virtual accounts, the newest first, for the tester's deposit page. */
  async openAccounts(): Promise<SandboxPayment[]> {
    return this.payments.findContaining({ status: 'ready' }, OPEN_ACCOUNTS_SHOWN);
  }

  async deposit(impUid: string): Promise<SandboxPayment | 'missing' | 'not-ready'> {
    const outcome = await this.payments.update(impUid, (payment): { next?: SandboxPayment; answer: SandboxPayment | 'not-ready' } => {
      if (payment.status !== 'ready') return { answer: 'not-ready' };
      const paid: SandboxPayment = { ...payment, status: 'paid', paid_at: now() };
      return { next: paid, answer: paid };
    });
    return outcome ?? 'missing';
  }

  /**
   * PortOne's cancel rules, applied to the payment as stored at the moment of the cancel
   * (under its row lock), so two cancels at once never both take the same balance.
   */
  async cancel(impUid: string, request: { amount?: number; checksum?: number; reason: string; refund?: boolean }): Promise<SandboxPayment | string | undefined> {
    return this.payments.update(impUid, (payment): { next?: SandboxPayment; answer: SandboxPayment | string } => {
      const outcome = cancelled(payment, request);
      return typeof outcome === 'string' ? { answer: outcome } : { next: outcome, answer: outcome };
    });
  }
}

/**
 * PortOne's cancel rules: amount within the balance, checksum equal to the balance when sent.
 * Answers the refusal, or the payment given (the copy read for this cancel) with the cancel applied.
 */
function cancelled(payment: SandboxPayment, request: { amount?: number; checksum?: number; reason: string; refund?: boolean }): SandboxPayment | string {
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
