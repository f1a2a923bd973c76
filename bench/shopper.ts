import { PRODUCT_LIST_SORTS } from '@maru/domain';
import type autocannon from 'autocannon';
import type { BenchBrowser } from './bench-browser';
import { MEMBER_PASSWORD } from './members';
import type { MixRecorder, RequestKind } from './mix-stats';

type Request = autocannon.Request;

/** An option to put in the cart. */
export interface CartPick {
  productNo: number;
  optionGroupSeq: number;
}

/** What the shoppers choose from, gathered from the shop before the run. */
export interface MixInputs {
  categoryNos: readonly number[];
  keywords: readonly string[];
  memberEmails: readonly string[];
  /** Options known to be in stock, for a product whose own options are all sold out. */
  spareOptions: readonly CartPick[];
}

/** One visit in this many ends with a sign-in: argon2 makes it by far the dearest call. */
export const SIGN_IN_EVERY_VISITS = 8;

/**
 * autocannon starts the visit over when setupRequest answers a falsy value (documented,
 * though its types do not say so): how a visit skips its cart delete or sign-in.
 */
const SKIP_REST_OF_VISIT = null as unknown as Request;

/** Rows with a few pieces in stock: one is added and removed again, so stock never runs out. */
const MIN_STOCK = 5;

const pickOne = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
/** Most shoppers stay on the first page; some page on. */
const somePage = () => (Math.random() < 0.7 ? 1 : 2 + Math.floor(Math.random() * 3));

interface Step {
  kind: RequestKind;
  /** The request, or undefined to skip the rest of the visit. */
  build: () => Pick<Request, 'method' | 'path' | 'body'> | undefined;
  /** Reads a successful answer (body after the envelope check, response headers). */
  read?: (body: string, headers: Record<string, unknown>) => void;
}

/**
 * A guest on one connection, browsing as the web app does: home, a category, two keyword
 * searches, a product and its options, then the cart (add, list, delete), and now and then
 * a member's sign-in. Each step uses what the previous answers returned, so the product
 * opened is one the searches found and the line deleted is the one the cart listed.
 */
export class Shopper {
  /** The kind of the request whose response the client reports next. */
  answeredKind: RequestKind = 'home';
  private visits = 0;
  private seenProducts: number[] = [];
  private productNo = 0;
  private pick: CartPick | undefined;
  private cartCookie = '';
  private linesToDelete: number[] = [];
  /** The guest's cookies (XSRF pair and guest id) and XSRF token, fixed for the run. */
  private readonly guestCookie: string;
  private readonly xsrfToken: string;

  constructor(
    private readonly index: number,
    guest: BenchBrowser,
    private readonly inputs: MixInputs,
  ) {
    this.guestCookie = guest.cookieHeader;
    this.xsrfToken = guest.xsrfToken;
  }

  /** One visit as autocannon requests; the connection repeats it until the run ends. */
  visit(recorder: MixRecorder): Request[] {
    return this.steps().map((step) => this.asRequest(step, recorder));
  }

  private steps(): Step[] {
    const get = (path: string) => ({ method: 'GET' as const, path });
    const post = (path: string, body: object) => ({ method: 'POST' as const, path, body: JSON.stringify(body) });
    const list = (criteria: object) => post('/api/product/v1/search/list', { categorys: [], filters: [], page: 1, size: 24, ...criteria });
    const rememberProducts = (body: string) => {
      const found = (JSON.parse(body) as { data: { productList: { productNo: number }[] } }).data.productList.map((card) => card.productNo);
      if (found.length > 0) this.seenProducts = found;
    };
    return [
      {
        kind: 'home',
        build: () => {
          this.visits++;
          return get('/api/display/v1/home');
        },
      },
      { kind: 'banners', build: () => get('/api/banner/v1/list?bannerType=TOP&sortType=CDC') },
      { kind: 'code list', build: () => get('/api/code/v1/all/list') },
      {
        kind: 'category list',
        build: () => list({ categorys: [pickOne(this.inputs.categoryNos)], sorted: pickOne(PRODUCT_LIST_SORTS), page: somePage() }),
        read: rememberProducts,
      },
      { kind: 'keyword search', build: () => list({ keyword: pickOne(this.inputs.keywords), page: somePage() }), read: rememberProducts },
      { kind: 'keyword search', build: () => list({ keyword: pickOne(this.inputs.keywords) }), read: rememberProducts },
      {
        kind: 'product detail',
        build: () => {
          this.productNo = this.seenProducts.length > 0 ? pickOne(this.seenProducts) : pickOne(this.inputs.spareOptions).productNo;
          return get(`/api/product/v1?productNo=${this.productNo}`);
        },
      },
      {
        kind: 'product options',
        build: () => get(`/api/product/v1/option/itemList?productNo=${this.productNo}`),
        read: (body) => {
          const rows = (JSON.parse(body) as { data: { optionList: { optionGroupSeq: number; stockCnt: number }[] } }).data.optionList;
          const inStock = rows.filter((row) => row.stockCnt >= MIN_STOCK);
          this.pick = inStock.length > 0 ? { productNo: this.productNo, optionGroupSeq: pickOne(inStock).optionGroupSeq } : undefined;
        },
      },
      {
        kind: 'cart add',
        build: () => post('/api/cart/v1', { cartType: 'PRODUCT', items: [{ ...(this.pick ?? pickOne(this.inputs.spareOptions)), qty: 1 }] }),
        // The first add creates the guest's cart and answers its cookie (tcn).
        read: (_body, headers) => {
          const cartCookie = setCookies(headers).find((line) => line.startsWith('tcn='));
          if (cartCookie) this.cartCookie = cartCookie.split(';')[0]!;
        },
      },
      {
        kind: 'cart list',
        build: () => get('/api/cart/v1/list?cartType=PRODUCT'),
        // Every line is deleted, also any left over when a run stopped mid-visit.
        read: (body) => {
          this.linesToDelete = (JSON.parse(body) as { data: { list: { cartSeq: number }[] } }).data.list.map((line) => line.cartSeq);
        },
      },
      {
        kind: 'cart delete',
        build: () => {
          if (this.linesToDelete.length === 0) return undefined;
          const path = `/api/cart/v1?cartSeqs=${this.linesToDelete.join(',')}`;
          this.linesToDelete = [];
          return { method: 'DELETE', path };
        },
      },
      {
        kind: 'sign-in',
        // Staggered by shopper, so sign-ins spread over the run instead of arriving together.
        build: () => {
          if ((this.visits + this.index) % SIGN_IN_EVERY_VISITS !== 0) return undefined;
          const email = this.inputs.memberEmails[(this.visits + this.index) % this.inputs.memberEmails.length]!;
          return post('/api/membership/v1/login', { email, password: MEMBER_PASSWORD });
        },
      },
    ];
  }

  private asRequest(step: Step, recorder: MixRecorder): Request {
    return {
      setupRequest: (request) => {
        const built = step.build();
        if (!built) return SKIP_REST_OF_VISIT;
        return { ...request, ...built, headers: this.headersFor(built) };
      },
      onResponse: (status, body, _context, headers) => {
        this.answeredKind = step.kind;
        // Successful answers are the envelope with code 0, serialized in schema order.
        if (status < 200 || status >= 300 || !body.startsWith('{"code":0,')) {
          recorder.fail(step.kind, status, body);
          return;
        }
        try {
          step.read?.(body, headers ?? {});
        } catch (error) {
          recorder.fail(step.kind, status, `unreadable answer (${(error as Error).message}): ${body}`);
        }
      },
    };
  }

  private headersFor(request: Pick<Request, 'method' | 'body'>): Record<string, string> {
    const headers: Record<string, string> = { cookie: this.cartCookie ? `${this.guestCookie}; ${this.cartCookie}` : this.guestCookie };
    if (request.method !== 'GET') headers['x-xsrf-token'] = this.xsrfToken;
    if (request.body) headers['content-type'] = 'application/json';
    return headers;
  }
}

function setCookies(headers: Record<string, unknown>): string[] {
  const value = Object.entries(headers).find(([name]) => name.toLowerCase() === 'set-cookie')?.[1];
  return value === undefined ? [] : ([] as unknown[]).concat(value).map(String);
}
