import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressView, PlacedOrderView } from '@maru/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/test/render-app';
import { saveBuyNowItems } from '@/shared/buy-now/buy-now';
import { readBuyNowItems } from '@/shared/buy-now/buy-now-read';
import { readPendingPayment } from '../payment/pending-payment';
import { myOrder } from '../test/aftersale-fixtures';
import { memberProfile as profile, payButton, renderCheckout } from '../test/checkout-harness';
import { bookAddress, envelope, order, placed, refusal, sheet, stubApi, type Call } from '../test/order-fixtures';
import { approved, paying, resetPaying } from '../test/payment-stub';

// The address book belongs to another feature; this stand-in speaks its public interface.
const addressBook = vi.hoisted(() => ({ list: [] as AddressView[], created: [] as unknown[] }));
vi.mock('@/features/address', () => ({
  addressQueryKey: ['mypage', 'address'],
  fetchAddresses: async () => ({ list: addressBook.list, max: 10 }),
  createAddress: async (input: unknown) => {
    addressBook.created.push(input);
    return { addressSeq: 9, ...(input as object) };
  },
  PostcodeButton: ({ onSelect, label }: { onSelect: (picked: { zonecode: string; address: string; jibunAddress: string; buildingName: string }) => void; label?: string }) => (
    <>
      <button type="button" onClick={() => onSelect({ zonecode: '06234', address: '서울 강남구 테헤란로 1', jibunAddress: '서울 강남구 역삼동 1', buildingName: '' })}>
        {label ?? '주소 검색'}
      </button>
      <button type="button" onClick={() => onSelect({ zonecode: '63100', address: '제주특별자치도 제주시 첨단로 1', jibunAddress: '', buildingName: '마루빌딩' })}>
        제주 주소 고르기
      </button>
    </>
  ),
  AddressBookDialog: ({ open, onPick }: { open: boolean; onPick: (address: AddressView) => void }) =>
    open ? (
      <div role="dialog" aria-label="배송지 목록">
        {addressBook.list.map((address) => (
          <button key={address.addressSeq} type="button" onClick={() => onPick(address)}>
            {address.label} 선택
          </button>
        ))}
      </div>
    ) : null,
}));

// The payment window answers as each test tells it (test/payment-stub.ts).
vi.mock('../payment/request-payment', () => import('../test/payment-stub').then((stub) => stub.requestPaymentStub));

/** The server of the order calls: a sheet S1 priced by zonecode; handlers before it win. */
function orderServer(...handlers: ((call: Call) => Response | Promise<Response> | undefined)[]) {
  return stubApi(...handlers, (call) => {
    if (call.path === '/api/mypage/v1/profile') return envelope({ profile });
    if (call.method === 'POST' && call.path === '/api/order/v1/sheet') return envelope(sheet());
    if (call.method === 'GET' && call.path.startsWith('/api/order/v1/sheet/')) {
      const sheetNo = call.path.split('/').pop()!;
      const zonecode = new URLSearchParams(call.search).get('zonecode');
      if (zonecode?.startsWith('63')) {
        const base = sheet();
        return envelope({ ...base, sheetNo, zonecode, remoteArea: { kind: 'JEJU', label: '제주특별자치도' }, amounts: { ...base.amounts, remoteAreaFee: 3_000, payAmount: 34_000 } });
      }
      return envelope({ ...sheet(), sheetNo, zonecode });
    }
    if (call.method === 'POST' && call.path === '/api/order/v1') return envelope(placed());
    if (call.method === 'POST' && call.path === '/api/order/v1/complete') return envelope(order());
    // A closed window lets the order go; 다시 결제 takes the same order up again.
    const unfinished = /^\/api\/order\/v1\/(\w+)\/(abandon|pay)$/.exec(call.path);
    if (call.method === 'POST' && unfinished) {
      const orderNo = unfinished[1]!;
      return envelope(unfinished[2] === 'pay' ? placed({ orderNo, merchantUid: `maru_${orderNo}` }) : myOrder({ orderNo, status: 'ABANDONED', displayStatus: '결제 미완료', unpaidActions: { payAgain: true, abandon: false } }));
    }
    return undefined;
  });
}

const where = (router: ReturnType<typeof renderCheckout>) => router.state.location.pathname + router.state.location.search;

/** A guest's filled-in form: orderer, Seoul address, password twice, all consents. */
async function fillGuestForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^이름/), '이손님');
  await user.type(screen.getByLabelText(/^휴대폰 번호/), '010-2222-3333');
  await user.type(screen.getByLabelText(/^받는 분/), '이손님');
  await user.type(screen.getByLabelText(/^연락처/), '010-2222-3333');
  await user.click(screen.getByRole('button', { name: '주소 검색' }));
  await user.type(screen.getByLabelText(/^주문 비밀번호 \(필수\)/), 'pass1234');
  await user.type(screen.getByLabelText(/^주문 비밀번호 확인/), 'pass1234');
  await user.click(screen.getByLabelText('아래 필수 약관에 모두 동의합니다'));
  await user.click(screen.getByLabelText(/주문 내용을 확인했으며 결제에 동의합니다/));
}

beforeEach(() => {
  addressBook.list = [];
  addressBook.created = [];
  resetPaying();
});

afterEach(() => signOut());

describe('member checkout', () => {
  it('makes the sheet once from the cart lines, keeps its number in the URL and starts from the profile and the default address', async () => {
    signIn();
    addressBook.list = [bookAddress({ addressSeq: 1, label: '회사', isDefault: false, zonecode: '04524' }), bookAddress({ addressSeq: 2, label: '집', isDefault: true })];
    const server = orderServer();
    const router = renderCheckout('/order/checkout?cartSeqs=1,2', server);

    await waitFor(() => expect(where(router)).toBe('/order/checkout?sheetNo=S1'));
    expect(server.callsTo('POST', '/api/order/v1/sheet')).toEqual([expect.objectContaining({ body: { orderType: 'PRODUCT', cartSeqList: [1, 2] } })]);
    const name = await screen.findByLabelText(/^이름/);
    expect(name).toHaveProperty('value', '김마루');
    expect(name).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText(/^이메일/)).toHaveProperty('readOnly', false);
    expect(within(screen.getByTestId('book-address')).getByText('집')).toBeTruthy();
    expect(screen.getByText('테라조 타일')).toBeTruthy();
    expect(screen.getByText('착불 (상품 수령 시 결제) 5,000원')).toBeTruthy();
    expect(payButton().textContent).toBe('31,000원 결제하기');
    // The consent is never ticked for the shopper.
    expect(screen.getByLabelText(/주문 내용을 확인했으며 결제에 동의합니다/)).toHaveProperty('checked', false);
  });

  it('prices the sheet again for a remote address and shows the 도서산간 fee', async () => {
    signIn();
    const user = userEvent.setup();
    const server = orderServer();
    renderCheckout('/order/checkout?sheetNo=S1', server);
    await user.click(await screen.findByRole('button', { name: '제주 주소 고르기' }));
    expect(await screen.findByText('도서산간 추가 배송비 (제주특별자치도)')).toBeTruthy();
    expect(screen.getByTestId('remote-area-fee').textContent).toBe('3,000원');
    expect(payButton().textContent).toBe('34,000원 결제하기');
    expect(server.calls.some((call) => call.path === '/api/order/v1/sheet/S1' && call.search === '?zonecode=63100')).toBe(true);
  });

  it('pays: places the order, confirms the approved payment and replaces the page with the complete page', async () => {
    signIn();
    addressBook.list = [bookAddress()];
    const user = userEvent.setup();
    const server = orderServer();
    paying.next.push(approved());
    const router = renderCheckout('/order/checkout?sheetNo=S1', server);
    await user.click(await screen.findByLabelText(/주문 내용을 확인했으며 결제에 동의합니다/));
    await user.click(payButton());
    await waitFor(() => expect(where(router)).toBe('/order/complete?orderNo=O1'));
    expect(server.callsTo('POST', '/api/order/v1')[0]!.body).toEqual({
      sheetNo: 'S1',
      orderer: { name: '김마루', phone: '010-1234-5678', email: 'maru@example.com' },
      receiver: { name: '김마루', phone: '010-1234-5678', zonecode: '06234', address: '서울 강남구 테헤란로 1', addressDetail: '101호' },
      payMethod: 'card',
      consents: { purchase: true },
    });
    expect(server.callsTo('POST', '/api/order/v1/complete')[0]!.body).toEqual({ imp_uid: 'imp_1', merchant_uid: 'maru_O1' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('cannot submit twice: a double click and Enter place one order', async () => {
    signIn();
    addressBook.list = [bookAddress()];
    const user = userEvent.setup();
    let release: (answer: Response) => void = () => undefined;
    const server = orderServer((call) => (call.method === 'POST' && call.path === '/api/order/v1' ? new Promise<Response>((resolve) => (release = resolve)) : undefined));
    renderCheckout('/order/checkout?sheetNo=S1', server);
    await user.click(await screen.findByLabelText(/주문 내용을 확인했으며 결제에 동의합니다/));
    // Two submits before React re-renders (a fast double click, Enter pressed twice).
    const form = screen.getByRole('form', { name: '주문서' });
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await user.dblClick(payButton());
    await user.type(screen.getByLabelText(/^이메일/), '{Enter}');
    expect(payButton()).toHaveProperty('disabled', true);
    expect(server.callsTo('POST', '/api/order/v1')).toHaveLength(1);
    await act(async () => release(envelope(placed())));
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    expect(screen.getByRole('alert').textContent).toContain('결제 창이 닫혀 결제가 진행되지 않았습니다');
  });

  it('after a cancelled window pays the same order again when nothing changed, and places a new one from a fresh sheet when the method changed', async () => {
    signIn();
    addressBook.list = [bookAddress()];
    const user = userEvent.setup();
    const server = orderServer((call) => {
      if (call.method === 'POST' && call.path === '/api/order/v1') {
        return envelope(call.body && (call.body as { sheetNo: string }).sheetNo === 'S2' ? placed({ orderNo: 'O2', merchantUid: 'maru_O2' }) : placed());
      }
      if (call.method === 'POST' && call.path === '/api/order/v1/sheet') return envelope(sheet({ sheetNo: 'S2' }));
      return undefined;
    });
    const router = renderCheckout('/order/checkout?sheetNo=S1', server);
    await user.click(await screen.findByLabelText(/주문 내용을 확인했으며 결제에 동의합니다/));
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toBeTruthy();
    // The closed window let the order go at once (its coupon and points are back).
    expect(server.callsTo('POST', '/api/order/v1/O1/abandon')).toHaveLength(1);
    await user.click(payButton());
    await waitFor(() => expect(paying.starts).toHaveLength(2));
    expect(server.callsTo('POST', '/api/order/v1')).toHaveLength(1);
    expect(server.callsTo('POST', '/api/order/v1/O1/pay')).toHaveLength(1);
    expect(paying.starts[1]!.placed.orderNo).toBe('O1');

    await user.click(screen.getByLabelText('카카오페이'));
    paying.next.push(approved('maru_O2'));
    await user.click(payButton());
    await waitFor(() => expect(where(router)).toBe('/order/complete?orderNo=O1'));
    expect(server.callsTo('POST', '/api/order/v1/sheet')[0]!.body).toEqual({ orderType: 'PRODUCT', cartSeqList: [1, 2] });
    const second = server.callsTo('POST', '/api/order/v1')[1]!.body as { sheetNo: string; payMethod: string };
    expect(second).toMatchObject({ sheetNo: 'S2', payMethod: 'kakaopay' });
    expect((paying.starts[2]!.placed as PlacedOrderView).orderNo).toBe('O2');
  });

  it('prices a new address on a fresh sheet once the shown one is used up by an order', async () => {
    signIn();
    addressBook.list = [bookAddress()];
    const user = userEvent.setup();
    let placedOnce = false;
    const server = orderServer((call) => {
      if (call.method === 'POST' && call.path === '/api/order/v1') placedOnce = true;
      if (placedOnce && call.method === 'GET' && call.path === '/api/order/v1/sheet/S1') return refusal(5010, '이미 주문이 접수된 주문서입니다. 주문 내역을 확인해 주세요.');
      if (call.method === 'POST' && call.path === '/api/order/v1/sheet') return envelope(sheet({ sheetNo: 'S2' }));
      return undefined;
    });
    const router = renderCheckout('/order/checkout?sheetNo=S1', server);
    await user.click(await screen.findByLabelText(/주문 내용을 확인했으며 결제에 동의합니다/));
    await user.click(payButton());
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.click(screen.getByLabelText('새 배송지'));
    await user.click(screen.getByRole('button', { name: '제주 주소 고르기' }));
    await waitFor(() => expect(where(router)).toBe('/order/checkout?sheetNo=S2'));
    await waitFor(() => expect(payButton().textContent).toBe('34,000원 결제하기'));
    expect(server.callsTo('POST', '/api/order/v1/sheet').map((call) => call.body)).toEqual([{ orderType: 'PRODUCT', cartSeqList: [1, 2] }]);
    expect(screen.getByLabelText(/^받는 분/)).toBeTruthy();
  });

  it('after a declined payment places a new order when the first cannot be taken up again (its coupon went elsewhere)', async () => {
    signIn();
    addressBook.list = [bookAddress()];
    const user = userEvent.setup();
    const server = orderServer((call) => {
      if (call.method === 'POST' && call.path === '/api/order/v1/sheet') return envelope(sheet({ sheetNo: 'S2' }));
      if (call.method === 'POST' && call.path === '/api/order/v1/O1/pay') return refusal(7205, '주문에 쓴 쿠폰을 그사이 다른 주문에 사용했거나 쿠폰 사용 기간이 지나 이 주문은 다시 결제할 수 없습니다.');
      return undefined;
    });
    paying.next.push(async () => ({ kind: 'failed', message: '카드 승인이 거절되었습니다.', attempted: true }));
    renderCheckout('/order/checkout?sheetNo=S1', server);
    await user.click(await screen.findByLabelText(/주문 내용을 확인했으며 결제에 동의합니다/));
    await user.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain('카드 승인이 거절되었습니다.');
    expect(server.callsTo('POST', '/api/order/v1/O1/abandon')).toHaveLength(1);
    await user.click(payButton());
    await waitFor(() => expect(server.callsTo('POST', '/api/order/v1')).toHaveLength(2));
    expect(server.callsTo('POST', '/api/order/v1/O1/pay')).toHaveLength(1);
    expect((server.callsTo('POST', '/api/order/v1')[1]!.body as { sheetNo: string }).sheetNo).toBe('S2');
  });

  it('when the price changed, shows the new amounts and asks for the consent again', async () => {
    signIn();
    addressBook.list = [bookAddress()];
    const user = userEvent.setup();
    let priced = false;
    const server = orderServer((call) => {
      if (call.method === 'POST' && call.path === '/api/order/v1') {
        priced = true;
        return refusal(5002, '상품 가격이나 배송비가 바뀌었습니다. 바뀐 금액을 확인한 뒤 다시 주문해 주세요.', 409);
      }
      if (priced && call.method === 'GET' && call.path === '/api/order/v1/sheet/S1') {
        const base = sheet();
        return envelope({ ...base, zonecode: '06234', amounts: { ...base.amounts, productAmount: 32_000, payAmount: 33_000 } });
      }
      return undefined;
    });
    renderCheckout('/order/checkout?sheetNo=S1', server);
    const consent = await screen.findByLabelText(/주문 내용을 확인했으며 결제에 동의합니다/);
    await user.click(consent);
    await user.click(payButton());
    await waitFor(() => expect(payButton().textContent).toBe('33,000원 결제하기'));
    expect(screen.getByRole('alert').textContent).toContain('바뀐 결제 금액을 확인하고 결제 동의에 다시 체크해 주세요');
    expect(consent).toHaveProperty('checked', false);
    expect(paying.starts).toHaveLength(0);
  });

  it('saves a new address to the book once the order is placed, when asked to', async () => {
    signIn();
    const user = userEvent.setup();
    const server = orderServer();
    paying.next.push(approved());
    renderCheckout('/order/checkout?sheetNo=S1', server);
    await user.type(await screen.findByLabelText(/^받는 분/), '박받는');
    await user.type(screen.getByLabelText(/^연락처/), '01099998888');
    await user.click(screen.getByRole('button', { name: '주소 검색' }));
    await user.type(screen.getByLabelText(/^상세 주소/), '202호');
    await user.click(screen.getByLabelText('배송지 목록에 저장'));
    await user.selectOptions(screen.getByLabelText('배송 메모'), '직접 입력');
    await user.type(screen.getByLabelText(/^배송 메모 직접 입력/), '벨 누르지 마세요');
    await user.click(screen.getByLabelText(/주문 내용을 확인했으며 결제에 동의합니다/));
    await user.click(payButton());
    await waitFor(() => expect(addressBook.created).toHaveLength(1));
    expect(addressBook.created[0]).toEqual({
      label: '박받는',
      receiverName: '박받는',
      receiverPhone: '01099998888',
      zonecode: '06234',
      address: '서울 강남구 테헤란로 1',
      addressDetail: '202호',
      isDefault: true,
    });
    expect((server.callsTo('POST', '/api/order/v1')[0]!.body as { receiver: { memo?: string } }).receiver.memo).toBe('벨 누르지 마세요');
  });

  it('tells the shopper when the sheet has expired and offers the way back to the cart', async () => {
    signIn();
    const server = orderServer((call) =>
      call.method === 'GET' && call.path === '/api/order/v1/sheet/S1' ? envelope(sheet({ expiresAt: new Date(Date.now() - 1000).toISOString() })) : undefined,
    );
    renderCheckout('/order/checkout?sheetNo=S1', server);
    const alert = await screen.findByText(/주문서 유효 시간\(30분\)이 지났습니다/);
    expect(alert).toBeTruthy();
    expect(screen.getByRole('link', { name: '장바구니로 돌아가기' }).getAttribute('href')).toBe('/cart');
    expect(screen.queryByRole('button', { name: /원 결제하기$/ })).toBeNull();
  });

  it('asks for the cash receipt only for transfer and virtual account, and checks its number', async () => {
    signIn();
    addressBook.list = [bookAddress()];
    const user = userEvent.setup();
    renderCheckout('/order/checkout?sheetNo=S1', orderServer());
    await screen.findByLabelText('신용/체크카드');
    expect(screen.queryByRole('group', { name: '현금영수증' })).toBeNull();
    await user.click(screen.getByLabelText('가상계좌 (무통장입금)'));
    const receipt = screen.getByRole('group', { name: '현금영수증' });
    expect(within(receipt).getByLabelText('신청 안 함')).toHaveProperty('checked', true);
    await user.click(within(receipt).getByLabelText('사업자 지출증빙 (사업자번호)'));
    await user.type(screen.getByLabelText(/^사업자등록번호/), '123-45');
    await user.click(screen.getByLabelText(/주문 내용을 확인했으며 결제에 동의합니다/));
    await user.click(payButton());
    expect(await screen.findByText('사업자등록번호 10자리를 확인해 주세요.')).toBeTruthy();
    await user.click(screen.getByLabelText('카카오페이'));
    expect(screen.queryByRole('group', { name: '현금영수증' })).toBeNull();
    await user.click(screen.getByLabelText('실시간 계좌이체'));
    expect(screen.getByRole('group', { name: '현금영수증' })).toBeTruthy();
  });
});

describe('guest checkout', () => {
  it('says what is missing, field by field, and focuses the first one', async () => {
    const user = userEvent.setup();
    const server = orderServer();
    renderCheckout('/order/private/checkout?sheetNo=S1', server);
    await user.click(await screen.findByRole('button', { name: /원 결제하기$/ }));
    expect(screen.getByText('주문자 이름을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('주문자 휴대폰 번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('받는 분 이름을 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('주소 검색으로 배송지 주소를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('주문 비밀번호를 입력해 주세요.')).toBeTruthy();
    expect(screen.getByText('비회원 주문에 필요한 약관에 모두 동의해 주세요.')).toBeTruthy();
    expect(screen.getByText('주문 내용을 확인하고 결제에 동의해 주세요.')).toBeTruthy();
    expect(document.activeElement?.id).toBe('orderer-name');
    expect(server.callsTo('POST', '/api/order/v1')).toHaveLength(0);
    // Guests have no address book.
    expect(screen.queryByRole('button', { name: '배송지 목록' })).toBeNull();
  });

  it('needs every guest consent, none of them pre-ticked, and the password typed twice alike', async () => {
    const user = userEvent.setup();
    const server = orderServer();
    paying.next.push(approved());
    const router = renderCheckout('/order/private/checkout?sheetNo=S1', server);
    await fillGuestForm(user);
    await user.click(screen.getByLabelText('[필수] 비회원 주문 약관 동의'));
    await user.clear(screen.getByLabelText(/^주문 비밀번호 확인/));
    await user.type(screen.getByLabelText(/^주문 비밀번호 확인/), 'pass12345');
    await user.click(payButton());
    expect(screen.getByText('비회원 주문에 필요한 약관에 모두 동의해 주세요.')).toBeTruthy();
    expect(screen.getByText('주문 비밀번호가 일치하지 않습니다.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/order/v1')).toHaveLength(0);
    expect(screen.getByRole('link', { name: '보기 (비회원 주문 약관, 새 창)' }).getAttribute('href')).toBe('/policy/guest-order');

    await user.click(screen.getByLabelText('[필수] 비회원 주문 약관 동의'));
    await user.clear(screen.getByLabelText(/^주문 비밀번호 확인/));
    await user.type(screen.getByLabelText(/^주문 비밀번호 확인/), 'pass1234');
    await user.click(payButton());
    await waitFor(() => expect(where(router)).toBe('/order/complete?orderNo=O1'));
    expect(server.callsTo('POST', '/api/order/v1')[0]!.body).toMatchObject({
      consents: { purchase: true, guestTerms: true, guestPrivacy: true, guestOrder: true },
      guestPassword: 'pass1234',
      orderer: { name: '이손님', phone: '010-2222-3333' },
    });
  });

  it('starts from 바로 구매 items kept in session storage (they survived the sign-in page)', async () => {
    saveBuyNowItems([{ productNo: 10, optionGroupSeq: 100, itemGroupSeq: 1001, qty: 2 }]);
    const server = orderServer();
    const router = renderCheckout('/order/private/checkout', server);
    await waitFor(() => expect(where(router)).toBe('/order/private/checkout?sheetNo=S1'));
    expect(server.callsTo('POST', '/api/order/v1/sheet')[0]!.body).toEqual({
      orderType: 'PRODUCT',
      items: [{ productNo: 10, optionGroupSeq: 100, itemGroupSeq: 1001, qty: 2 }],
    });
    // Made into a sheet once, the items are gone: a later checkout does not pick them up.
    expect(sessionStorage.getItem('maru:order-buy-now')).toBeNull();
  });

  it('takes router state items and a sample order type from the sign-in link', async () => {
    const server = orderServer();
    renderCheckout('/order/private/checkout', server, { items: [{ productNo: 10, optionGroupSeq: 100, qty: 1 }] });
    await waitFor(() => expect(server.callsTo('POST', '/api/order/v1/sheet')).toHaveLength(1));
    expect(server.callsTo('POST', '/api/order/v1/sheet')[0]!.body).toEqual({ orderType: 'PRODUCT', items: [{ productNo: 10, optionGroupSeq: 100, qty: 1 }] });
  });

  it('on a phone leaves for the payment window and remembers how to start again from the same lines', async () => {
    paying.mode = 'redirect';
    paying.next.push(async () => ({ kind: 'redirecting' }));
    const user = userEvent.setup();
    const server = orderServer();
    renderCheckout('/order/private/checkout?sheetNo=S1', server);
    await fillGuestForm(user);
    await user.click(payButton());
    await waitFor(() => expect(paying.starts).toHaveLength(1));
    expect(paying.starts[0]).toMatchObject({ mode: 'redirect', popup: null });
    expect(readPendingPayment()).toEqual({ orderNo: 'O1', merchantUid: 'maru_O1', checkoutPath: '/order/private/checkout?cartSeqs=1,2' });
    // The tab is leaving: the button stays disabled.
    expect(payButton()).toHaveProperty('disabled', true);
  });

  it('keeps 바로 구매 items for the way back from a phone, not in the URL', async () => {
    paying.mode = 'redirect';
    paying.next.push(async () => ({ kind: 'redirecting' }));
    const user = userEvent.setup();
    const server = orderServer((call) =>
      call.method === 'GET' && call.path === '/api/order/v1/sheet/S1' ? envelope(sheet({ lines: [sheet().lines[0]!].map((line) => ({ ...line, cartSeq: null, qty: 2 })) })) : undefined,
    );
    renderCheckout('/order/private/checkout?sheetNo=S1', server);
    await fillGuestForm(user);
    await user.click(payButton());
    await waitFor(() => expect(readPendingPayment()?.checkoutPath).toBe('/order/private/checkout'));
    expect(readBuyNowItems()).toEqual([{ productNo: 10, optionGroupSeq: 1001, itemGroupSeq: 1001, qty: 2 }]);
  });

  it('shows why a sheet could not be made, with the way back to the cart', async () => {
    const server = orderServer((call) => (call.method === 'POST' && call.path === '/api/order/v1/sheet' ? refusal(3003, '재고가 부족합니다.') : undefined));
    renderCheckout('/order/private/checkout?cartSeqs=4&orderType=SAMPLE', server);
    expect(await screen.findByText('재고가 부족합니다.')).toBeTruthy();
    expect(server.callsTo('POST', '/api/order/v1/sheet')[0]!.body).toEqual({ orderType: 'SAMPLE', cartSeqList: [4] });
    expect(screen.getByRole('link', { name: '샘플 장바구니로 돌아가기' }).getAttribute('href')).toBe('/cart/sample');
  });
});
