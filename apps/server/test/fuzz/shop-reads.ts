import type { ConsoleWorld, EntityKind } from './console-world';

/** One shop call; `then` makes the calls that need its answer (a cart line, a sheet number). */
export interface ShopRead {
  /** The document's operation, e.g. `GET /api/product/v1/option/itemList`. */
  operationId: string;
  target: string;
  body?: unknown;
  /** Only shoppers signed in as members may make it. */
  memberOnly?: boolean;
  then?: (data: unknown) => ShopRead[];
}

/** What a run's console writes touched, to read back in the shop. */
export interface Touched {
  /** productNo → the options the run named (an empty set: any). */
  products: Map<number, Set<number>>;
  kinds: Map<EntityKind, Set<number>>;
  /** Console sections written, for the pages made of rows the world does not track (notices, FAQ). */
  sections: Set<string>;
}

export const MAX_READ_PRODUCTS = 3;

const get = (operationId: string, target: string, extra: Partial<ShopRead> = {}): ShopRead => ({ operationId: `GET ${operationId}`, target, ...extra });
const post = (operationId: string, body: unknown, extra: Partial<ShopRead> = {}): ShopRead => ({ operationId: `POST ${operationId}`, target: operationId, body, ...extra });

/** Every shop call that shows a product: its page, options, deliveries, coupons, search, cart and order sheet. */
function productReads(world: ConsoleWorld, productNo: number, named: ReadonlySet<number>): ShopRead[] {
  const facts = world.products.get(productNo);
  const options = facts?.itemGroupSeqs ?? [];
  // The option the console changed, else the first: the one whose price the sheet works out.
  const option = [...named].find((seq) => options.includes(seq)) ?? options[0];
  const reads = [
    get('/api/product/v1', `/api/product/v1?productNo=${productNo}`),
    get('/api/product/v1/option/itemList', `/api/product/v1/option/itemList?productNo=${productNo}`),
    get('/api/product/v1/delivery/list', `/api/product/v1/delivery/list?productNo=${productNo}`),
    get('/api/coupon/v1/product/{productNo}', `/api/coupon/v1/product/${productNo}`),
  ];
  if (facts) {
    reads.push(
      post('/api/product/v1/search/list', { categorys: [facts.categoryNo], filters: [], page: 1, size: 24, sorted: 'LP' }),
      post('/api/product/v1/search/list', { keyword: facts.productName.slice(0, 100), page: 1, size: 24, sorted: 'HP' }),
      get('/api/product/v1/search/cnt', `/api/product/v1/search/cnt?categorys=${facts.categoryNo}`),
    );
  }
  if (option !== undefined) reads.push(...cartAndSheet(productNo, option));
  return reads;
}

/** A sheet as the order page shows it: plain, for Jeju (remote-area fee) with every point asked for, and with each of a member's usable coupons. */
function sheetViews(sheetNo: string): ShopRead[] {
  const sheet = `/api/order/v1/sheet/${encodeURIComponent(sheetNo)}`;
  const withCoupons = get('/api/mypage/v1/coupon/list', '/api/mypage/v1/coupon/list?status=usable', {
    memberOnly: true,
    then: (data) =>
      ((data as { list?: { memberCouponId: number; kind: string }[] } | undefined)?.list ?? [])
        .slice(0, 3)
        .map((coupon) => get('/api/order/v1/sheet/{sheetNo}', `${sheet}?${coupon.kind === 'SHIPPING' ? 'shippingCouponId' : 'productCouponId'}=${coupon.memberCouponId}`)),
  });
  return [get('/api/order/v1/sheet/{sheetNo}', sheet), get('/api/order/v1/sheet/{sheetNo}', `${sheet}?zonecode=63000&usePoints=100000000`), withCoupons];
}

/** Into the cart and its list (then out again, so the cart stays small), and buy-now order sheets of one and of the most a line may hold. */
function cartAndSheet(productNo: number, optionGroupSeq: number): ShopRead[] {
  const item = { productNo, optionGroupSeq, qty: 1 };
  const cartList = get('/api/cart/v1/list', '/api/cart/v1/list?cartType=PRODUCT', {
    then: (data) => {
      const seqs = ((data as { list?: { cartSeq: number }[] } | undefined)?.list ?? []).map((line) => line.cartSeq);
      return seqs.length ? [{ operationId: 'DELETE /api/cart/v1', target: '/api/cart/v1', body: { cartSeqs: seqs } }] : [];
    },
  });
  return [
    post('/api/cart/v1', { cartType: 'PRODUCT', items: [item] }, { then: () => [cartList] }),
    ...[1, 999].map((qty) =>
      post('/api/order/v1/sheet', { orderType: 'PRODUCT', items: [{ ...item, qty }] }, {
        then: (data) => {
          const sheetNo = (data as { sheetNo?: string } | undefined)?.sheetNo;
          if (!sheetNo) return [];
          return qty === 1 ? sheetViews(sheetNo) : [get('/api/order/v1/sheet/{sheetNo}', `/api/order/v1/sheet/${encodeURIComponent(sheetNo)}`)];
        },
      }),
    ),
  ];
}

function couponReads(world: ConsoleWorld, couponIds: ReadonlySet<number>): ShopRead[] {
  const reads: ShopRead[] = [];
  for (const couponId of couponIds) {
    reads.push(post('/api/coupon/v1/download', { couponId }, { memberOnly: true }));
    const code = world.eventCodes.get(couponId);
    if (code) reads.push(get('/api/coupon/v1/event/{eventCode}', `/api/coupon/v1/event/${encodeURIComponent(code)}`));
  }
  for (const status of ['usable', 'expired']) reads.push(get('/api/mypage/v1/coupon/list', `/api/mypage/v1/coupon/list?status=${status}`, { memberOnly: true }));
  return reads;
}

/** Pages made of what the content, exhibition and styling consoles write. */
function pageReads(touched: Touched): ShopRead[] {
  const reads: ShopRead[] = [];
  const ids = (kind: EntityKind) => [...(touched.kinds.get(kind) ?? [])];
  if (touched.kinds.has('exhibition')) reads.push(get('/api/exhibition/v1/list', '/api/exhibition/v1/list?tab=current'), get('/api/exhibition/v1/list', '/api/exhibition/v1/list?tab=ended'), ...ids('exhibition').map((no) => get('/api/exhibition/v1/{exhibitionNo}', `/api/exhibition/v1/${no}`)));
  if (touched.kinds.has('styling')) reads.push(get('/api/styling/v1/list', '/api/styling/v1/list'), ...ids('styling').map((no) => get('/api/styling/v1', `/api/styling/v1?stylingNo=${no}`)));
  if (touched.sections.has('board')) reads.push(get('/api/board/v1/notice/list', '/api/board/v1/notice/list'), get('/api/board/v1/faq/list', '/api/board/v1/faq/list'));
  return reads;
}

/** The shop calls to make after a run's writes: the pages every shopper sees, then those of what the run touched. */
export function shopReadsFor(world: ConsoleWorld, touched: Touched): ShopRead[] {
  const always = [get('/api/display/v1/home', '/api/display/v1/home'), get('/api/category/v1/all', '/api/category/v1/all'), get('/api/banner/v1/list', '/api/banner/v1/list?bannerType=TOP')];
  const products = [...touched.products].slice(0, MAX_READ_PRODUCTS).flatMap(([productNo, named]) => productReads(world, productNo, named));
  const coupons = touched.kinds.has('coupon') ? couponReads(world, touched.kinds.get('coupon')!) : [];
  // Coupons first: a member's downloaded coupons are then offered on the order sheets.
  return [...always, ...coupons, ...products, ...pageReads(touched)];
}
