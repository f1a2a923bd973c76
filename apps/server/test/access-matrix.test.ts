import { randomUUID } from 'node:crypto';
import { ApiCode, CookieName, HeaderName } from '@maru/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  add, anonymous, buyNowSheet, certify, guest, joinBody, listCart, newEmail, newPerson, orderBody, pickOptions, place, sandboxPay,
  setStock, startIsolatedServer, verifiedMember, withCookie, type Member, type TestOption,
} from './factories';
import { serverForTests } from './harness';
import type { ApiAnswer, HttpClient } from './http-client';
import { bookingBody, openDay } from '../src/modules/showroom/showroom-test-kit';

// Object-level access: every resource that belongs to one visitor is made by its owner, then
// everyone else tries to read, change and delete it by id. Each row is one resource; a new
// resource (orders, addresses, reviews, …) is one more entry in `resources` below.

type Intruder = 'another member' | 'another guest' | 'anonymous';
const INTRUDERS: readonly Intruder[] = ['another member', 'another guest', 'anonymous'];

interface Outcome {
  status: number;
  code: number | string;
}

interface Expected<C> extends Outcome {
  /** For calls that answer the caller's own data (likes, profile): proves nothing of the owner's shows through. */
  data?: (data: unknown, ctx: C) => void;
}

interface Attempt<C> {
  who: Intruder;
  action: string;
  call: (intruder: HttpClient, ctx: C) => Promise<ApiAnswer>;
  expect: Expected<C>;
}

interface OwnedResource<C> {
  name: string;
  owner: 'member' | 'guest';
  /** Makes the resource as its owner would and returns what intruders aim at (ids, cart numbers). */
  create: (owner: HttpClient) => Promise<C>;
  /** Groups of attempts, one group per call (see tryAs); flattened by the runner. */
  attempts: Attempt<C>[][];
  /** What the owner sees of it: taken before and after the attempts, which must leave it equal. */
  readBack: (owner: HttpClient, ctx: C) => Promise<unknown>;
}

/** Rows differ in their context type; the runner only hands a row the context its own create made. */
const resource = <C>(row: OwnedResource<C>) => row as unknown as OwnedResource<unknown>;

/** The same call tried by each intruder named in `expected`, with the answer each must get. */
function tryAs<C>(action: string, call: Attempt<C>['call'], expected: Partial<Record<Intruder, Expected<C>>>): Attempt<C>[] {
  return INTRUDERS.flatMap((who) => {
    const expect = expected[who];
    return expect ? [{ who, action, call, expect }] : [];
  });
}

const everyone = <C>(expect: Expected<C>): Record<Intruder, Expected<C>> => ({ 'another member': expect, 'another guest': expect, anonymous: expect });

const noAccessToken: Outcome = { status: 403, code: ApiCode.NO_ACCESS_TOKEN };
const tokenNotEqual: Outcome = { status: 403, code: ApiCode.TOKEN_NOT_EQUAL };
const notYourCart: Outcome = { status: 200, code: ApiCode.CART_NOT_YOURS };
const noData: Outcome = { status: 200, code: ApiCode.NO_DATA };
const notVerified: Outcome = { status: 200, code: ApiCode.IDENTITY_NOT_VERIFIED };
/** Allowed: the call acts on the caller's own data; the owner's read-back proves it never reached theirs. */
const actsOnOwn: Outcome = { status: 200, code: 0 };
const ownData = <C>(data: (data: unknown, ctx: C) => void): Expected<C> => ({ ...actsOnOwn, data });
/** Member-only calls: the other member gets `member`, visitors without a session 1002. */
const memberOnly = <C>(member: Expected<C>): Record<Intruder, Expected<C>> => ({ 'another member': member, 'another guest': noAccessToken, anonymous: noAccessToken });
/** The answer holds none of the owner's values anywhere in it. */
const showsNoneOf = (...values: (string | number)[]) => (data: unknown) => {
  for (const value of values) expect(JSON.stringify(data)).not.toContain(JSON.stringify(value));
};

const server = serverForTests(startIsolatedServer);
let owner: { member: Member; guest: HttpClient };
let intruders: Record<Intruder, HttpClient>;
let intrudingMember: Member;
let options: { memberLine: TestOption; guestLine: TestOption; intruderLine: TestOption; soldOut: TestOption };

beforeAll(async () => {
  const [memberLine, guestLine, intruderLine, soldOut] = (await pickOptions(server, { sampleable: false, products: 4 })).map((rows) => rows[0]!);
  options = { memberLine: memberLine!, guestLine: guestLine!, intruderLine: intruderLine!, soldOut: soldOut! };
  for (const option of [memberLine!, guestLine!, intruderLine!]) await setStock(server, option, 50);
  await setStock(server, options.soldOut, 0, 'STOCK_ALIM');
  const [ownerMember, otherMember, ownerGuest, otherGuest] = await Promise.all([verifiedMember(server), verifiedMember(server), guest(server), guest(server)]);
  owner = { member: ownerMember, guest: ownerGuest };
  intrudingMember = otherMember;
  intruders = { 'another member': otherMember.client, 'another guest': otherGuest, anonymous: anonymous(server) };
  // Intruders with carts of their own, so a foreign id is checked against a real cart, not just "no cart".
  for (const client of [otherMember.client, otherGuest]) expect((await add(client, options.intruderLine)).body.code).toBe(0);
});

// ---- cart ----------------------------------------------------------------------------

async function addLine(client: HttpClient, option: TestOption): Promise<number> {
  expect((await add(client, option, 2)).body.code).toBe(0);
  const line = (await listCart(client)).list.find((listed) => listed.optionGroupSeq === option.optionGroupSeq);
  return line!.cartSeq;
}

const cartLinesOf = async (client: HttpClient) => (await listCart(client)).list.map(({ cartSeq, optionGroupSeq, qty }) => ({ cartSeq, optionGroupSeq, qty }));

/** Reading, changing and deleting one cart line by its id: the same for member and guest carts. */
function cartLineAttempts<C extends { cartSeq: number }>(): Attempt<C>[][] {
  return [
    tryAs<C>('reads its option list by cartSeq', (c, { cartSeq }) => c.get(`/api/cart/v1/option?cartSeq=${cartSeq}`), everyone(notYourCart)),
    tryAs<C>('changes its quantity', (c, { cartSeq }) => c.put('/api/cart/v1', { cartItemSeq: cartSeq, qty: 3 }), everyone(notYourCart)),
    tryAs<C>('deletes it (ids in the body)', (c, { cartSeq }) => c.delete('/api/cart/v1', { cartSeqs: [cartSeq] }), everyone(notYourCart)),
    tryAs<C>('deletes it (ids in the query)', (c, { cartSeq }) => c.delete(`/api/cart/v1?cartSeqs=${cartSeq}`), everyone(notYourCart)),
    // All or nothing: hiding the foreign id among the intruder's own must not delete either.
    tryAs<C>(
      'deletes it together with a line of their own',
      async (c, { cartSeq }) => c.delete('/api/cart/v1', { cartSeqs: [(await listCart(c)).list[0]!.cartSeq, cartSeq] }),
      { 'another member': notYourCart, 'another guest': notYourCart },
    ),
  ];
}

const memberCartLine = resource<{ cartSeq: number }>({
  name: "a member's cart line",
  owner: 'member',
  create: async (client) => ({ cartSeq: await addLine(client, options.memberLine) }),
  attempts: cartLineAttempts(),
  readBack: cartLinesOf,
});

/** The browser with a tcn cookie naming the cart but without this server's signature. */
const withForgedTcn = (client: HttpClient, cartId: number) => withCookie(client, CookieName.guestCart, `${cartId}.${'A'.repeat(43)}`);
/** The same with the bare cart number, as an unsigned cookie would hold it. */
const withBareTcn = (client: HttpClient, cartId: number) => withCookie(client, CookieName.guestCart, String(cartId));
const holdsLine = (cartSeq: number) => ({ list: expect.arrayContaining([expect.objectContaining({ cartSeq })]) });

const guestCart = resource<{ cartSeq: number; cartId: number }>({
  name: "a guest's cart (tcn cookie, cart number)",
  owner: 'guest',
  create: async (client) => {
    const cartSeq = await addLine(client, options.guestLine);
    return { cartSeq, cartId: Number(client.cookies.get(CookieName.guestCart)!.split('.')[0]) };
  },
  attempts: [
    ...cartLineAttempts(),
    tryAs('moves it into their own cart by cart number', (c, { cartId }) => c.put('/api/cart/v1/user', { cartSeq: cartId }), memberOnly(notYourCart)),
    tryAs('moves it with a forged tcn cookie naming it', (c, { cartId }) => withForgedTcn(c, cartId).put('/api/cart/v1/user', { cartSeq: cartId }), {
      'another member': notYourCart,
    }),
    tryAs('lists it with a forged tcn cookie naming it', (c, { cartId }) => withForgedTcn(c, cartId).get('/api/cart/v1/list'), {
      // A member always gets the member cart, whatever tcn says: their own lines only.
      'another member': ownData((data, { cartSeq }) => expect(data).not.toMatchObject(holdsLine(cartSeq))),
      'another guest': notYourCart,
      anonymous: notYourCart,
    }),
    tryAs('deletes its line with the bare cart number as tcn', (c, { cartId, cartSeq }) => withBareTcn(c, cartId).delete('/api/cart/v1', { cartSeqs: [cartSeq] }), {
      'another guest': notYourCart,
      anonymous: notYourCart,
    }),
  ],
  readBack: cartLinesOf,
});

// ---- likes and restock alerts: keyed by member, so an intruder's call acts on their own mark only

const LIKED_PRODUCTS = '/api/mypage/v1/like/product/list';
const likeCheck = (client: HttpClient, productNo: number) => client.get(`/api/like/v1/product?targetNo=${productNo}`);
const likedProducts = async (client: HttpClient) =>
  ((await client.get<{ productList: { productNo: number }[] }>(LIKED_PRODUCTS)).body.data?.productList ?? []).map((card) => card.productNo);
const listsProduct = (productNo: number) => ({ productList: expect.arrayContaining([expect.objectContaining({ productNo })]) });

const productLike = resource<{ productNo: number }>({
  name: "a member's product like",
  owner: 'member',
  create: async (client) => {
    const productNo = options.memberLine.productNo;
    expect((await client.post('/api/like/v1/product', { targetNo: productNo })).body).toMatchObject({ code: 0, data: { like: true } });
    return { productNo };
  },
  attempts: [
    tryAs('asks whether it is liked', (c, { productNo }) => likeCheck(c, productNo), everyone(ownData((data) => expect(data).toMatchObject({ like: false })))),
    tryAs('lists liked products', (c) => c.get(LIKED_PRODUCTS), memberOnly(ownData((data, { productNo }) => expect(data).not.toMatchObject(listsProduct(productNo))))),
    // A toggle keyed on the product alone would switch the owner's like off; it must turn the intruder's own on.
    tryAs(
      'toggles the like of the same product',
      (c, { productNo }) => c.post('/api/like/v1/product', { targetNo: productNo }),
      memberOnly(ownData((data) => expect(data).toMatchObject({ like: true }))),
    ),
  ],
  readBack: async (client, { productNo }) => ({
    check: (await likeCheck(client, productNo)).body.data,
    listed: await likedProducts(client),
  }),
});

// Bookmarks (스크랩) of exhibitions and styling pages: the like store keyed by member, like the
// product like above; each member sees and toggles their own mark only.
function bookmark(kind: 'exhibition' | 'styling', targetNo: number, labels: { lists: string; toggles: string }) {
  const bookmarked = `/api/mypage/v1/like/${kind}/list`;
  const check = (client: HttpClient) => client.get(`/api/like/v1/${kind}?targetNo=${targetNo}`);
  const listsIt = { [`${kind}List`]: expect.arrayContaining([expect.objectContaining({ [`${kind}No`]: targetNo })]) };
  return resource<Record<string, never>>({
    name: `a member's ${kind} bookmark`,
    owner: 'member',
    create: async (client) => {
      expect((await client.post(`/api/like/v1/${kind}`, { targetNo })).body).toMatchObject({ code: 0, data: { like: true } });
      return {};
    },
    attempts: [
      tryAs('asks whether it is bookmarked', (c) => check(c), everyone(ownData((data) => expect(data).toMatchObject({ like: false })))),
      tryAs(labels.lists, (c) => c.get(bookmarked), memberOnly(ownData((data) => expect(data).not.toMatchObject(listsIt)))),
      tryAs(labels.toggles, (c) => c.post(`/api/like/v1/${kind}`, { targetNo }), memberOnly(ownData((data) => expect(data).toMatchObject({ like: true })))),
    ],
    readBack: async (client) => ({ check: (await check(client)).body.data, listed: (await client.get(bookmarked)).body.data }),
  });
}

const exhibitionBookmark = bookmark('exhibition', 32, { lists: 'lists bookmarked exhibitions', toggles: 'toggles the bookmark of the same exhibition' });
const stylingBookmark = bookmark('styling', 4, { lists: 'lists bookmarked styling pages', toggles: 'toggles the bookmark of the same page' });

const alimCheck = (client: HttpClient, itemGroupSeq: number) => client.get(`/api/stock/v1/alim/apply?itemGroupSeq=${itemGroupSeq}`);

const restockAlert = resource<TestOption>({
  name: "a member's restock alert (stock alim)",
  owner: 'member',
  create: async (client) => {
    const { productNo, optionGroupSeq } = options.soldOut;
    expect((await client.post('/api/stock/v1/alim', { productNo, itemGroupSeq: optionGroupSeq })).body).toMatchObject({ code: 0, data: { alim: true } });
    return options.soldOut;
  },
  attempts: [
    tryAs('asks whether the alert is set', (c, { optionGroupSeq }) => alimCheck(c, optionGroupSeq), everyone(ownData((data) => expect(data).toEqual({ alim: false })))),
    // 3009 ("already requested") here would mean the owner's alert counted as the intruder's.
    tryAs(
      'asks for the same alert',
      (c, { productNo, optionGroupSeq }) => c.post('/api/stock/v1/alim', { productNo, itemGroupSeq: optionGroupSeq }),
      memberOnly(ownData((data) => expect(data).toEqual({ alim: true }))),
    ),
  ],
  readBack: async (client, { optionGroupSeq }) => (await alimCheck(client, optionGroupSeq)).body.data,
});

// ---- my page: no id in the path, the session alone says whose data it is -----------------

interface Profile {
  identityId: string;
  email: string;
}
const PROFILE = '/api/mypage/v1/profile';
const profileOf = async (client: HttpClient) => (await client.get<{ profile: Profile }>(PROFILE)).body.data!.profile;

const memberProfile = resource<Profile>({
  name: "a member's profile",
  owner: 'member',
  create: profileOf,
  attempts: [
    tryAs('reads the profile', (c) => c.get(PROFILE), memberOnly(ownData((data, own) => showsNoneOf(own.identityId, own.email)(data)))),
    tryAs('changes the nickname', (c) => c.put(PROFILE, { nickName: '엿보기' }), memberOnly(actsOnOwn)),
    tryAs('reads the profile with a made-up access token header', (c) => c.get(PROFILE, { headers: { [HeaderName.accessToken]: randomUUID() } }), {
      'another guest': tokenNotEqual,
      anonymous: tokenNotEqual,
    }),
  ],
  readBack: profileOf,
});

const BUSINESS = '/api/mypage/v1/business';
const businessRequest = (companyName: string) => ({ companyName, bizNo: '220-81-62517', ceoName: '김대표', bizType: '도소매', bizItem: '가구' });

const memberBusiness = resource<{ companyName: string }>({
  name: "a member's business request",
  owner: 'member',
  create: async (client) => {
    const companyName = `마루인테리어 ${randomUUID().slice(0, 8)}`;
    expect((await client.post(BUSINESS, businessRequest(companyName))).body.code).toBe(0);
    return { companyName };
  },
  attempts: [
    tryAs('reads the request', (c) => c.get(BUSINESS), memberOnly(ownData((data, { companyName }) => showsNoneOf(companyName)(data)))),
    // An upsert keyed on anything but the session's member would overwrite the owner's request.
    tryAs('files a request', (c) => c.post(BUSINESS, businessRequest('남의회사')), memberOnly(actsOnOwn)),
  ],
  readBack: async (client) => (await client.get(BUSINESS)).body.data,
});

// ---- identity verification: bound to the browser that asked for it (tmc cookie) -----------

const certifyResult = async (client: HttpClient, certifyNo: string) => (await client.get(`/api/certify/v1/${certifyNo}`)).body.data;

/** A certification made in the PortOne sandbox for someone else's request number, then handed in. */
async function completeWithOwnCertification(client: HttpClient, certifyNo: string) {
  const made = await client.post('/sandbox/portone/certifications', { merchant_uid: certifyNo, ...newPerson() });
  const impUid = (made.body as unknown as { response: { imp_uid: string } }).response.imp_uid;
  return client.post('/api/certify/v1/complete', { certifyNo, certifyUid: impUid });
}

const pendingVerification = resource<{ certifyNo: string }>({
  name: 'a verification request not yet completed',
  owner: 'member',
  create: async (client) => ({ certifyNo: (await client.get<{ certifyNo: string }>('/api/certify/v1')).body.data!.certifyNo }),
  attempts: [
    tryAs('reads it by certifyNo', (c, { certifyNo }) => c.get(`/api/certify/v1/${certifyNo}`), everyone(noData)),
    // Completing it would plant the intruder's person into a request the owner then signs up with.
    tryAs('completes it with a certification of their own', (c, { certifyNo }) => completeWithOwnCertification(c, certifyNo), everyone(noData)),
  ],
  readBack: (client, { certifyNo }) => certifyResult(client, certifyNo),
});

const completedVerification = resource<{ certifyNo: string }>({
  name: 'a completed verification result',
  owner: 'member',
  // Of the intruding member's own person: then only the browser binding stands between them
  // and using it (their phone change would otherwise fail the same-person check anyway).
  create: async (client) => ({ certifyNo: await certify(client, intrudingMember.person) }),
  attempts: [
    tryAs('reads the verified person by certifyNo', (c, { certifyNo }) => c.get(`/api/certify/v1/${certifyNo}`), everyone(noData)),
    tryAs('signs up with it', (c, { certifyNo }) => c.post('/api/membership/v1/join', joinBody(certifyNo, newEmail())), everyone(notVerified)),
    tryAs('changes their phone number with it', (c, { certifyNo }) => c.post('/api/mypage/v1/certify/change', { certifyNo }), memberOnly(notVerified)),
    // 아이디·비밀번호 찾기: another browser's verification finds no account (and is not used up).
    tryAs('finds the account with it (/membership/v1/account/certify)', (c, { certifyNo }) => c.post('/api/membership/v1/account/certify', { certifyNo }), everyone(notVerified)),
    // 휴면 해제 (issue 28): another browser's verification releases nothing.
    tryAs('releases a dormant account with it', (c, { certifyNo }) => c.post('/api/membership/v1/dormant/release', { certifyNo }), everyone(notVerified)),
  ],
  readBack: async (client, { certifyNo }) => ({
    shown: await certifyResult(client, certifyNo),
    // The owner's API does not show whether a result was used up, so this one fact comes from the table.
    usedAt: (await server.db.selectFrom('certify_request').select('used_at').where('certify_no', '=', certifyNo).executeTakeFirstOrThrow()).used_at,
  }),
});


// ---- order sheets and orders -----------------------------------------------------------

const orderNotFound: Outcome = { status: 404, code: ApiCode.ORDER_NOT_FOUND };
/** Placing needs a member or a guest id (1002 otherwise); everything else answers "not found" alike, so nobody can probe numbers. */
const orderOutsiders = <C>(): Record<Intruder, Expected<C>> => ({ 'another member': orderNotFound, 'another guest': orderNotFound, anonymous: noAccessToken });
const sheetOf = async (client: HttpClient, sheetNo: string) => {
  const answer = await client.get<{ sheetNo: string; amounts: unknown }>(`/api/order/v1/sheet/${sheetNo}`);
  return { code: answer.body.code, amounts: answer.body.data?.amounts };
};

function sheetRow(owner: 'member' | 'guest') {
  return resource<{ sheetNo: string }>({
    name: `a ${owner}'s order sheet`,
    owner,
    create: async (client) => ({ sheetNo: (await buyNowSheet(client, owner === 'member' ? options.memberLine : options.guestLine)).sheetNo }),
    attempts: [
      tryAs('reads it by sheetNo', (c, { sheetNo }) => c.get(`/api/order/v1/sheet/${sheetNo}`), everyone(orderNotFound)),
      tryAs('places an order with it', (c, { sheetNo }) => c.post('/api/order/v1', orderBody(sheetNo, { guest: true })), orderOutsiders()),
    ],
    readBack: (client, { sheetNo }) => sheetOf(client, sheetNo),
  });
}

const orderOf = async (client: HttpClient, orderNo: string) => {
  const answer = await client.get<{ status: string; amounts: unknown }>(`/api/order/v1/${orderNo}`);
  return { code: answer.body.code, status: answer.body.data?.status, amounts: answer.body.data?.amounts };
};

function orderRow(owner: 'member' | 'guest') {
  return resource<{ orderNo: string; merchantUid: string; impUid: string }>({
    name: `a ${owner}'s order and its payment`,
    owner,
    create: async (client) => {
      const option = owner === 'member' ? options.memberLine : options.guestLine;
      const placed = await place(client, (await buyNowSheet(client, option)).sheetNo, { guest: owner === 'guest' });
      // Paid at PortOne, not yet confirmed to the shop: an intruder must not complete it for the owner.
      const impUid = await sandboxPay(client, placed);
      return { orderNo: placed.orderNo, merchantUid: placed.merchantUid, impUid };
    },
    attempts: [
      tryAs('reads it by orderNo', (c, { orderNo }) => c.get(`/api/order/v1/${orderNo}`), everyone(orderNotFound)),
      tryAs('completes its payment', (c, { impUid, merchantUid }) => c.post('/api/order/v1/complete', { imp_uid: impUid, merchant_uid: merchantUid }), everyone(orderNotFound)),
      // An order not paid yet: letting it go would hand its coupon and stock to someone's next checkout.
      tryAs('lets its payment go', (c, { orderNo }) => c.post(`/api/order/v1/${orderNo}/abandon`), everyone(orderNotFound)),
      tryAs('opens its payment window again', (c, { orderNo }) => c.post(`/api/order/v1/${orderNo}/pay`), everyone(orderNotFound)),
    ],
    readBack: (client, { orderNo }) => orderOf(client, orderNo),
  });
}

// ---- after the sale: a paid order's lines, its claims, and the console ------------------

const claimNotFound: Outcome = { status: 200, code: ApiCode.CLAIM_NOT_FOUND };
const staffOnly: Outcome = { status: 403, code: ApiCode.STAFF_NOT_SIGNED_IN };
const afterSaleOf = async (client: HttpClient, orderNo: string) => {
  const answer = await client.get<{ lines: { status: string }[]; claims: unknown[] }>(`/api/order/v1/${orderNo}/detail`);
  return { code: answer.body.code, lines: answer.body.data?.lines.map((line) => line.status), claims: answer.body.data?.claims.length };
};

async function paidOrder(client: HttpClient, owner: 'member' | 'guest'): Promise<{ orderNo: string }> {
  const option = owner === 'member' ? options.memberLine : options.guestLine;
  const placed = await place(client, (await buyNowSheet(client, option)).sheetNo, { guest: owner === 'guest' });
  const impUid = await sandboxPay(client, placed);
  expect((await client.post('/api/order/v1/complete', { imp_uid: impUid, merchant_uid: placed.merchantUid })).body.code).toBe(0);
  return { orderNo: placed.orderNo };
}

function afterSaleRow(owner: 'member' | 'guest') {
  return resource<{ orderNo: string }>({
    name: `a ${owner}'s paid order after the sale`,
    owner,
    create: (client) => paidOrder(client, owner),
    attempts: [
      tryAs('reads its lines and actions', (c, { orderNo }) => c.get(`/api/order/v1/${orderNo}/detail`), everyone(orderNotFound)),
      tryAs('asks its refund preview', (c, { orderNo }) => c.get(`/api/order/v1/${orderNo}/refund-quote?kind=CANCEL&lineNos=1`), everyone(orderNotFound)),
      tryAs('cancels a line', (c, { orderNo }) => c.post(`/api/order/v1/${orderNo}/cancel`, { lineNos: [1], reason: 'CHANGE_OF_MIND' }), everyone(orderNotFound)),
      tryAs('asks to return a line', (c, { orderNo }) => c.post(`/api/order/v1/${orderNo}/return`, { lineNos: [1], reason: 'DEFECT' }), everyone(orderNotFound)),
      tryAs('confirms a line', (c, { orderNo }) => c.post(`/api/order/v1/${orderNo}/confirm`, { lineNos: [1] }), everyone(orderNotFound)),
      tryAs('opens it in the operator console', (c, { orderNo }) => c.get(`/api/admin/v1/orders/${orderNo}`), everyone(staffOnly)),
      tryAs('ships it through the console', (c, { orderNo }) => c.post(`/api/admin/v1/orders/${orderNo}/ship`, { lineNos: [1], carrierCode: 'CJ', trackingNo: '601234567890' }), everyone(staffOnly)),
    ],
    readBack: (client, { orderNo }) => afterSaleOf(client, orderNo),
  });
}

const memberClaim = resource<{ orderNo: string; claimNo: string }>({
  name: "a member's cancel of an order line",
  owner: 'member',
  create: async (client) => {
    const { orderNo } = await paidOrder(client, 'member');
    const answer = await client.post<{ claimNos: string[] }>(`/api/order/v1/${orderNo}/cancel`, { lineNos: [1], reason: 'ORDER_MISTAKE' });
    return { orderNo, claimNo: answer.body.data!.claimNos[0]! };
  },
  attempts: [
    tryAs('reads it by claimNo', (c, { claimNo }) => c.get(`/api/order/v1/claims/${claimNo}`), everyone(claimNotFound)),
    tryAs('lists the claims', (c) => c.get('/api/mypage/v1/order/claims'), memberOnly(ownData(showsNoneOf('ORDER_MISTAKE')))),
    tryAs('approves it in the console', (c, { claimNo }) => c.post(`/api/admin/v1/orders/claims/${claimNo}/reject-cancel`, { reason: '침입' }), everyone(staffOnly)),
  ],
  readBack: (client, { orderNo }) => afterSaleOf(client, orderNo),
});

// ---- the address book -------------------------------------------------------------------

const ADDRESSES = '/api/mypage/v1/address';
const addressNotFound: Outcome = { status: 404, code: ApiCode.NO_DATA };
const addressBody = { label: '본가', receiverName: '김주인', receiverPhone: '010-3333-4444', zonecode: '06236', address: '서울 강남구 테헤란로 1', addressDetail: '101호', isDefault: false };
const addressBookOf = async (client: HttpClient) => (await client.get<{ list: unknown[] }>(ADDRESSES)).body.data?.list;

const memberAddress = resource<{ addressSeq: number }>({
  name: "a member's saved address",
  owner: 'member',
  create: async (client) => ({ addressSeq: (await client.post<{ addressSeq: number }>(ADDRESSES, addressBody)).body.data!.addressSeq }),
  attempts: [
    tryAs('lists the address book', (c) => c.get(ADDRESSES), memberOnly(ownData(showsNoneOf('김주인', '010-3333-4444')))),
    tryAs('edits it by addressSeq', (c, { addressSeq }) => c.put(ADDRESSES, { ...addressBody, addressSeq, receiverName: '침입자' }), memberOnly(addressNotFound)),
    tryAs('deletes it by addressSeq (body)', (c, { addressSeq }) => c.delete(ADDRESSES, { addressSeq }), memberOnly(addressNotFound)),
    tryAs('deletes it by addressSeq (query)', (c, { addressSeq }) => c.delete(`${ADDRESSES}?addressSeq=${addressSeq}`), memberOnly(addressNotFound)),
  ],
  readBack: addressBookOf,
});

// ---- my page: recently viewed products, home and consents (no id but the product's) -------

const HISTORY = '/api/mypage/v1/history/product';
const historyOf = async (client: HttpClient) =>
  ((await client.get<{ list: { product: { productNo: number } }[] }>(HISTORY)).body.data?.list ?? []).map((item) => item.product.productNo);

const productHistory = resource<{ productNo: number }>({
  name: "a member's recently viewed products",
  owner: 'member',
  create: async (client) => {
    const productNo = options.guestLine.productNo;
    expect((await client.post(HISTORY, { productNo })).body.code).toBe(0);
    return { productNo };
  },
  attempts: [
    tryAs('lists them', (c) => c.get(HISTORY), memberOnly(ownData((data, { productNo }) => expect(JSON.stringify(data)).not.toContain(`"productNo":${productNo}`)))),
    tryAs('deletes the product from them', (c, { productNo }) => c.delete(`${HISTORY}/${productNo}`), memberOnly(noData)),
    tryAs('deletes them all', (c) => c.delete(HISTORY), memberOnly(actsOnOwn)),
    tryAs('merges a list into them', (c, { productNo }) => c.post(`${HISTORY}/merge`, { list: [{ productNo, viewedAt: new Date().toISOString() }] }), memberOnly(actsOnOwn)),
  ],
  readBack: historyOf,
});

const MYPAGE_HOME = '/api/mypage/v1/home';
const CONSENTS = '/api/mypage/v1/profile/consents';

const mypageHome = resource<{ greetingName: string }>({
  name: "a member's my page home and marketing consents",
  owner: 'member',
  create: async (client) => {
    expect((await client.put(PROFILE, { marketingSms: true })).body.code).toBe(0);
    return { greetingName: (await client.get<{ greetingName: string }>(MYPAGE_HOME)).body.data!.greetingName };
  },
  attempts: [
    tryAs('reads the home', (c) => c.get(MYPAGE_HOME), memberOnly(ownData((data, { greetingName }) => showsNoneOf(greetingName)(data)))),
    tryAs('reads the alarm flags', (c) => c.get('/api/mypage/v1/home/common'), {
      'another guest': ownData((data) => expect(data).toEqual({ cartAlarm: false, mypageAlarm: false })),
      anonymous: ownData((data) => expect(data).toEqual({ cartAlarm: false, mypageAlarm: false })),
    }),
    tryAs('reads the consents', (c) => c.get(CONSENTS), memberOnly(ownData((data) => expect(data).toMatchObject({ consents: [{ type: 'marketingSms', agreed: false }, {}] })))),
  ],
  readBack: async (client) => ({ home: (await client.get(MYPAGE_HOME)).body.data, consents: (await client.get(CONSENTS)).body.data }),
});

// ---- reviews: a member's review of a delivered line, and their photo uploads ----------------

const reviewNotFound: Outcome = { status: 404, code: ApiCode.REVIEW_NOT_FOUND };
const lineNotFound: Outcome = { status: 404, code: ApiCode.ORDER_NOT_FOUND };
const REVIEW_TEXT = '주인만 고칠 수 있는 후기입니다.';

const memberReview = resource<{ orderNo: string; reviewId: number }>({
  name: "a member's review of a delivered order line",
  owner: 'member',
  create: async (client) => {
    const { orderNo } = await paidOrder(client, 'member');
    const order = await server.db.selectFrom('shop_order').select('order_id').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    await server.db.updateTable('shop_order_line').set({ status: 'DELIVERED', delivered_at: new Date() }).where('order_id', '=', order.order_id).execute();
    const written = await client.post<{ reviewId: number }>('/api/mypage/v1/review', { orderNo, lineNo: 1, rating: 5, text: REVIEW_TEXT });
    expect(written.body.code).toBe(0);
    return { orderNo, reviewId: written.body.data!.reviewId };
  },
  attempts: [
    tryAs('writes a review of its line', (c, { orderNo }) => c.post('/api/mypage/v1/review', { orderNo, lineNo: 1, rating: 1, text: '남의 주문에 후기를 씁니다.' }), memberOnly(lineNotFound)),
    tryAs('opens the write form of its line', (c, { orderNo }) => c.get(`/api/mypage/v1/review/line?orderNo=${orderNo}&lineNo=1`), memberOnly(lineNotFound)),
    tryAs('reads the review by id', (c, { reviewId }) => c.get(`/api/mypage/v1/review/${reviewId}`), memberOnly(reviewNotFound)),
    tryAs('edits the review by id', (c, { reviewId }) => c.put(`/api/mypage/v1/review/${reviewId}`, { rating: 1, text: '남의 후기를 고쳐 봅니다.' }), memberOnly(reviewNotFound)),
    tryAs('lists reviews written', (c) => c.get('/api/mypage/v1/review/list'), memberOnly(ownData(showsNoneOf(REVIEW_TEXT)))),
    tryAs('opens it in the operator console', (c, { reviewId }) => c.get(`/api/admin/v1/reviews/${reviewId}`), everyone(staffOnly)),
    tryAs('answers it through the console', (c, { reviewId }) => c.put(`/api/admin/v1/reviews/${reviewId}/answer`, { text: '침입자의 답변' }), everyone(staffOnly)),
    tryAs('removes its answer through the console', (c, { reviewId }) => c.delete(`/api/admin/v1/reviews/${reviewId}/answer`), everyone(staffOnly)),
    tryAs('lists lines to review', (c) => c.get('/api/mypage/v1/review/before'), memberOnly(ownData((data, { orderNo }) => showsNoneOf(orderNo)(data)))),
    tryAs('uploads a photo', (c) => c.post('/api/media/v1/images?purpose=review', undefined, { rawBody: '--x--', headers: { 'content-type': 'multipart/form-data; boundary=x' } }), {
      'another guest': noAccessToken,
      anonymous: noAccessToken,
    }),
  ],
  readBack: async (client, { reviewId }) => ({
    review: (await client.get(`/api/mypage/v1/review/${reviewId}`)).body.data,
    before: (await client.get('/api/mypage/v1/review/before')).body.data,
  }),
});

// ---- inquiries ---------------------------------------------------------------------------

const INQUIRIES = '/api/mypage/v1/inquiry';
const inquiryNotFound: Outcome = { status: 404, code: ApiCode.INQUIRY_NOT_FOUND };
const inquiryBody = { category: 'DELIVERY', title: '주인의 문의', text: '주인만 읽을 수 있는 문의 내용입니다.' };

const memberInquiry = resource<{ inquiryNo: number }>({
  name: "a member's 1:1 inquiry",
  owner: 'member',
  create: async (client) => ({ inquiryNo: (await client.post<{ inquiryNo: number }>(INQUIRIES, inquiryBody)).body.data!.inquiryNo }),
  attempts: [
    tryAs('reads it by inquiryNo', (c, { inquiryNo }) => c.get(`${INQUIRIES}/${inquiryNo}`), memberOnly(inquiryNotFound)),
    tryAs('edits it', (c, { inquiryNo }) => c.put(`${INQUIRIES}/${inquiryNo}`, { ...inquiryBody, title: '침입자' }), memberOnly(inquiryNotFound)),
    tryAs('deletes it', (c, { inquiryNo }) => c.delete(`${INQUIRIES}/${inquiryNo}`), memberOnly(inquiryNotFound)),
    tryAs('lists the inquiries', (c) => c.get(`${INQUIRIES}/list`), memberOnly(ownData(showsNoneOf('주인의 문의')))),
    tryAs('opens it in the operator console', (c, { inquiryNo }) => c.get(`/api/admin/v1/inquiries/${inquiryNo}`), everyone(staffOnly)),
    tryAs('answers it through the console', (c, { inquiryNo }) => c.put(`/api/admin/v1/inquiries/${inquiryNo}/answer`, { text: '침입자의 답변' }), everyone(staffOnly)),
  ],
  readBack: async (client, { inquiryNo }) => (await client.get(`${INQUIRIES}/${inquiryNo}`)).body.data,
});

const secretQuestion = resource<{ productNo: number }>({
  name: "a member's secret product question",
  owner: 'member',
  create: async (client) => {
    const productNo = options.memberLine.productNo;
    expect((await client.post('/api/product/v1/qna', { productNo, text: '주인의 비밀 질문입니다', secret: true })).body.code).toBe(0);
    return { productNo };
  },
  attempts: [tryAs('reads the product questions', (c, { productNo }) => c.get(`/api/product/v1/qna/list?productNo=${productNo}`), everyone(ownData(showsNoneOf('주인의 비밀 질문입니다'))))],
  readBack: async (client, { productNo }) => (await client.get(`/api/product/v1/qna/list?productNo=${productNo}`)).body.data,
});

// ---- benefits: a member's coupon and points, usable on their own checkouts only ------------

const couponNotUsable: Outcome = { status: 200, code: ApiCode.COUPON_NOT_USABLE };
const pointsNotUsable: Outcome = { status: 200, code: ApiCode.POINTS_NOT_USABLE };
const MY_COUPONS = '/api/mypage/v1/coupon/list';
const couponIdsOf = (data: unknown) => ((data as { list?: { memberCouponId: number }[] }).list ?? []).map((coupon) => coupon.memberCouponId);
/** The intruder's own sheet, priced with someone else's coupon or points. */
const ownSheetWith = async (c: HttpClient, query: string) => c.get(`/api/order/v1/sheet/${(await buyNowSheet(c, options.intruderLine)).sheetNo}?${query}`);

const memberCoupon = resource<{ couponId: number; memberCouponId: number }>({
  name: "a member's downloaded coupon",
  owner: 'member',
  create: async (client) => {
    const coupons = await client.get<{ list: { couponId: number; name: string }[] }>(`/api/coupon/v1/product/${options.memberLine.productNo}`);
    const couponId = coupons.body.data!.list.find((coupon) => coupon.name === '무료배송 쿠폰')!.couponId;
    const downloaded = await client.post<{ memberCoupon: { memberCouponId: number } }>('/api/coupon/v1/download', { couponId });
    expect(downloaded.body.code).toBe(0);
    return { couponId, memberCouponId: downloaded.body.data!.memberCoupon.memberCouponId };
  },
  attempts: [
    tryAs('lists the coupons', (c) => c.get(MY_COUPONS), memberOnly(ownData((data, { memberCouponId }) => expect(couponIdsOf(data)).not.toContain(memberCouponId)))),
    tryAs('prices their own sheet with it', (c, { memberCouponId }) => ownSheetWith(c, `shippingCouponId=${memberCouponId}`), { 'another member': couponNotUsable, 'another guest': couponNotUsable }),
    tryAs(
      'orders with it',
      async (c, { memberCouponId }) => c.post('/api/order/v1', orderBody((await buyNowSheet(c, options.intruderLine)).sheetNo, { guest: c !== intrudingMember.client, shippingCouponId: memberCouponId })),
      { 'another member': couponNotUsable, 'another guest': couponNotUsable },
    ),
    // Downloading the same coupon gives the intruder a copy of their own, never the owner's.
    tryAs('downloads the same coupon', (c, { couponId }) => c.post('/api/coupon/v1/download', { couponId }), memberOnly(ownData((data, { memberCouponId }) => expect(data).not.toMatchObject({ memberCoupon: { memberCouponId } })))),
  ],
  readBack: async (client) => (await client.get(MY_COUPONS)).body.data,
});

const memberPoints = resource<{ recommendCode: string }>({
  name: "a member's points and invitation code",
  owner: 'member',
  create: async (client) => {
    const member = await server.db.selectFrom('member').select('member_id').where('email', '=', owner.member.email).executeTakeFirstOrThrow();
    await server.db.insertInto('point_ledger').values({ member_id: member.member_id, kind: 'EARN_REVIEW', amount: 5_000, expires_at: new Date(Date.now() + 365 * 86_400_000), description: '리뷰 작성', created_at: new Date() }).execute();
    return { recommendCode: (await client.get<{ recommendCode: string }>('/api/mypage/v1/invitation')).body.data!.recommendCode };
  },
  attempts: [
    tryAs('reads the points', (c) => c.get('/api/mypage/v1/point'), memberOnly(ownData((data) => expect(data).toMatchObject({ balance: 0, list: [] })))),
    tryAs('spends points on their own sheet', (c) => ownSheetWith(c, 'usePoints=1000'), { 'another member': pointsNotUsable, 'another guest': pointsNotUsable }),
    tryAs('reads the invitation page', (c) => c.get('/api/mypage/v1/invitation'), memberOnly(ownData((data, { recommendCode }) => showsNoneOf(recommendCode)(data)))),
  ],
  readBack: async (client) => ({ points: (await client.get('/api/mypage/v1/point')).body.data, invitation: (await client.get('/api/mypage/v1/invitation')).body.data }),
});

// ---- showroom visit bookings: a guest's is managed with its number and phone ----------------
// The member books with the phone their verification recorded (booked at once); the guest's
// waits for the code sent to its phone, which intruders try to confirm or have sent again.

const SHOWROOM_BOOKINGS = '/api/showroom/v1/bookings';
const bookingNotFound: Outcome = { status: 404, code: ApiCode.BOOKING_NOT_FOUND };
const showroomBooking = (kind: 'member' | 'guest') =>
  resource<{ bookingNo: string; phone: string }>({
    name: kind === 'member' ? "a member's showroom visit booking" : "a guest's showroom visit booking, waiting for its code",
    owner: kind,
    create: async (client) => {
      const phone = kind === 'member' ? { phone: owner.member.person.phone } : {};
      const body = bookingBody({ date: await openDay(server, 'seongsu', 2, kind === 'member' ? 0 : 1), time: '15:00', ...phone });
      const answer = await client.post<{ bookingNo: string; status: string }>(SHOWROOM_BOOKINGS, body);
      expect(answer.body.code).toBe(0);
      expect(answer.body.data!.status).toBe(kind === 'member' ? 'BOOKED' : 'PENDING');
      return { bookingNo: answer.body.data!.bookingNo, phone: body.phone };
    },
    attempts: [
      tryAs('looks it up with another phone', (c, { bookingNo }) => c.post(`${SHOWROOM_BOOKINGS}/lookup`, { bookingNo, phone: '010-0000-0000' }), everyone(bookingNotFound)),
      tryAs('cancels it with another phone', (c, { bookingNo }) => c.post(`${SHOWROOM_BOOKINGS}/cancel`, { bookingNo, phone: '010-0000-0000' }), everyone(bookingNotFound)),
      tryAs('confirms it with another phone', (c, { bookingNo }) => c.post(`${SHOWROOM_BOOKINGS}/confirm`, { bookingNo, phone: '010-0000-0000', code: '000000' }), everyone(bookingNotFound)),
      tryAs('has its code sent again with another phone', (c, { bookingNo }) => c.post(`${SHOWROOM_BOOKINGS}/resend-code`, { bookingNo, phone: '010-0000-0000' }), everyone(bookingNotFound)),
      tryAs('cancels it as their own', (c, { bookingNo }) => c.post(`${SHOWROOM_BOOKINGS}/mine/${bookingNo}/cancel`), memberOnly(bookingNotFound)),
      tryAs('lists their own bookings', (c) => c.get(`${SHOWROOM_BOOKINGS}/mine`), memberOnly(ownData((data, { bookingNo }) => showsNoneOf(bookingNo)(data)))),
    ],
    readBack: async (client, { bookingNo, phone }) => (await client.post(`${SHOWROOM_BOOKINGS}/lookup`, { bookingNo, phone })).body.data,
  });

const resources = [memberCartLine, guestCart, productLike, exhibitionBookmark, stylingBookmark, restockAlert, memberProfile, memberBusiness, pendingVerification, completedVerification,
  sheetRow('member'), sheetRow('guest'), orderRow('member'), orderRow('guest'), afterSaleRow('member'), afterSaleRow('guest'), memberClaim, memberAddress, productHistory, mypageHome, memberReview, memberInquiry, secretQuestion, memberCoupon, memberPoints, showroomBooking('member'), showroomBooking('guest')];

const describeAnswer = ({ status, code }: Outcome) => `${status}/${code}`;

for (const row of resources) {
  describe(row.name, () => {
    const ownerClient = () => (row.owner === 'member' ? owner.member.client : owner.guest);
    let ctx: unknown;
    let before: unknown;
    beforeAll(async () => {
      ctx = await row.create(ownerClient());
      before = await row.readBack(ownerClient(), ctx);
    });

    for (const attempt of row.attempts.flat()) {
      it(`${attempt.who} ${attempt.action} → ${describeAnswer(attempt.expect)}`, async () => {
        const answer = await attempt.call(intruders[attempt.who], ctx);
        expect({ status: answer.status, code: answer.body.code }).toEqual({ status: attempt.expect.status, code: attempt.expect.code });
        attempt.expect.data?.(answer.body.data, ctx);
      });
    }

    it("leaves the owner's data as it was", async () => {
      expect(await row.readBack(ownerClient(), ctx)).toEqual(before);
    });
  });
}
