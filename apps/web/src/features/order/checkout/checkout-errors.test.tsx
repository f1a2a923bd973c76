import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { payButton, renderCheckout } from '../test/checkout-harness';
import { envelope, order, placed, sheet, stubApi } from '../test/order-fixtures';
import { approved, paying, resetPaying } from '../test/payment-stub';

// The checkout form's errors after a failed submit (issue 22): each goes as soon as the
// shopper has fixed its field, the others stay, and none is added before the next submit;
// and the guest order password's rule (6–20 characters, not one character repeated).

vi.mock('@/features/address', () => ({
  addressQueryKey: ['mypage', 'address'],
  fetchAddresses: async () => ({ list: [], max: 10 }),
  createAddress: async () => ({}),
  // Picking an address in the postcode sheet, as the sheet's onSelect reports it.
  PostcodeButton: ({ onSelect, label }: { onSelect: (picked: { zonecode: string; address: string; jibunAddress: string; buildingName: string }) => void; label?: string }) => (
    <button type="button" onClick={() => onSelect({ zonecode: '06133', address: '서울 강남구 테헤란로 123', jibunAddress: '서울 강남구 역삼동 736-1', buildingName: '' })}>
      {label ?? '주소 검색'}
    </button>
  ),
  AddressBookDialog: () => null,
}));
vi.mock('../payment/request-payment', () => import('../test/payment-stub').then((stub) => stub.requestPaymentStub));

function guestServer() {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === '/api/order/v1/sheet/S1') return envelope({ ...sheet(), zonecode: new URLSearchParams(call.search).get('zonecode') });
    if (call.method === 'POST' && call.path === '/api/order/v1') return envelope(placed());
    if (call.method === 'POST' && call.path === '/api/order/v1/complete') return envelope(order());
    return undefined;
  });
}

const renderGuestCheckout = (server: ReturnType<typeof stubApi>) => renderCheckout('/order/private/checkout?sheetNo=S1', server);
const shown = (message: string) => screen.queryByText(message) !== null;

const MESSAGES = {
  name: '주문자 이름을 입력해 주세요.',
  phone: '주문자 휴대폰 번호를 입력해 주세요.',
  phoneFormat: '휴대폰 번호 형식을 확인해 주세요. (예: 010-1234-5678)',
  receiver: '받는 분 이름을 입력해 주세요.',
  receiverPhone: '받는 분 연락처를 입력해 주세요.',
  address: '주소 검색으로 배송지 주소를 입력해 주세요.',
  password: '주문 비밀번호를 입력해 주세요.',
  passwordRule: '주문 비밀번호는 6~20자로, 같은 문자만 반복하지 않게 입력해 주세요.',
  passwordConfirm: '주문 비밀번호를 한 번 더 입력해 주세요.',
  guestConsent: '비회원 주문에 필요한 약관에 모두 동의해 주세요.',
  purchase: '주문 내용을 확인하고 결제에 동의해 주세요.',
  email: '이메일 형식을 확인해 주세요.',
};

beforeEach(resetPaying);

describe('the checkout form after a failed submit', () => {
  it('drops each error once its field is fixed, keeps the others and adds none before the next submit', async () => {
    const user = userEvent.setup();
    const server = guestServer();
    renderGuestCheckout(server);
    await user.click(await screen.findByRole('button', { name: /원 결제하기$/ }));
    for (const message of [MESSAGES.name, MESSAGES.phone, MESSAGES.receiver, MESSAGES.receiverPhone, MESSAGES.address, MESSAGES.password, MESSAGES.passwordConfirm, MESSAGES.guestConsent, MESSAGES.purchase]) {
      expect(shown(message), message).toBe(true);
    }

    // Typing: the first letter fixes the name.
    const name = screen.getByLabelText(/^이름/);
    await user.type(name, '이');
    expect(shown(MESSAGES.name)).toBe(false);
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(shown(MESSAGES.phone)).toBe(true);

    // A field still wrong keeps its error, saying what is wrong now, until it is right.
    const phone = screen.getByLabelText(/^휴대폰 번호/);
    await user.type(phone, '010-22');
    expect(shown(MESSAGES.phone)).toBe(false);
    expect(shown(MESSAGES.phoneFormat)).toBe(true);
    await user.type(phone, '22-3333');
    expect(shown(MESSAGES.phoneFormat)).toBe(false);

    // An address picked in the postcode sheet, and ticks.
    await user.click(screen.getByRole('button', { name: '주소 검색' }));
    expect(shown(MESSAGES.address)).toBe(false);
    await user.click(screen.getByLabelText('아래 필수 약관에 모두 동의합니다'));
    expect(shown(MESSAGES.guestConsent)).toBe(false);
    await user.click(screen.getByLabelText(/주문 내용을 확인했으며 결제에 동의합니다/));
    expect(shown(MESSAGES.purchase)).toBe(false);

    // No new error before the next submit: a wrong e-mail, a name emptied again.
    await user.type(screen.getByLabelText(/^이메일/), 'maru@');
    await user.clear(name);
    expect(shown(MESSAGES.email)).toBe(false);
    expect(shown(MESSAGES.name)).toBe(false);
    // The fields never touched keep theirs.
    for (const message of [MESSAGES.receiver, MESSAGES.receiverPhone, MESSAGES.password, MESSAGES.passwordConfirm]) expect(shown(message), message).toBe(true);

    await user.click(payButton());
    expect(shown(MESSAGES.email)).toBe(true);
    expect(shown(MESSAGES.name)).toBe(true);
    expect(server.callsTo('POST', '/api/order/v1')).toHaveLength(0);
  });
});

describe('the guest order password', () => {
  it('takes 6–20 characters, not one character over and over, and says so', async () => {
    const user = userEvent.setup();
    const server = guestServer();
    paying.next.push(approved());
    const router = renderGuestCheckout(server);
    await user.type(await screen.findByLabelText(/^이름/), '이손님');
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '010-2222-3333');
    await user.type(screen.getByLabelText(/^받는 분/), '이손님');
    await user.type(screen.getByLabelText(/^연락처/), '010-2222-3333');
    await user.click(screen.getByRole('button', { name: '주소 검색' }));
    await user.click(screen.getByLabelText('아래 필수 약관에 모두 동의합니다'));
    await user.click(screen.getByLabelText(/주문 내용을 확인했으며 결제에 동의합니다/));
    const password = screen.getByLabelText(/^주문 비밀번호 \(필수\)/);
    const again = screen.getByLabelText(/^주문 비밀번호 확인/);
    expect(screen.getByText('6~20자, 같은 문자만 반복할 수 없습니다')).toBeTruthy();

    for (const tooWeak of ['abc12', 'aaaaaa']) {
      await user.clear(password);
      await user.clear(again);
      await user.type(password, tooWeak);
      await user.type(again, tooWeak);
      await user.click(payButton());
      expect(screen.getByText(MESSAGES.passwordRule)).toBeTruthy();
      expect(document.activeElement).toBe(password);
    }
    expect(server.callsTo('POST', '/api/order/v1')).toHaveLength(0);

    await user.clear(password);
    await user.type(password, 'abc123');
    // Fixed: its error goes; the confirmation now differs, but that waits for the next submit.
    expect(shown(MESSAGES.passwordRule)).toBe(false);
    await user.clear(again);
    await user.type(again, 'abc123');
    await user.click(payButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/complete'));
    expect(server.callsTo('POST', '/api/order/v1')[0]!.body).toMatchObject({ guestPassword: 'abc123' });
  });
});
