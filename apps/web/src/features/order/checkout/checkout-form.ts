import {
  DELIVERY_MEMO_CUSTOM,
  placeOrderRequest,
  takesCashReceipt,
  type AddressView,
  type PayMethod,
  type PlaceOrderRequest,
} from '@maru/domain';

// The checkout form's state and its one validation: the contract's placeOrderRequest schema
// decides what is wrong, this file only says it in Korean, next to the right field.

export type CashReceiptChoice = 'NONE' | 'PERSONAL' | 'BUSINESS';

export interface ReceiverDraft {
  name: string;
  phone: string;
  zonecode: string;
  address: string;
  addressDetail: string;
}

export interface CheckoutForm {
  orderer: { name: string; phone: string; email: string };
  /** Members pick from the address book or type a new one; guests always type. */
  deliveryMode: 'book' | 'new';
  bookAddress: AddressView | null;
  newReceiver: ReceiverDraft;
  /** Members: save the new address to the book once the order is placed. */
  saveToBook: boolean;
  /** '' (none), a preset, or DELIVERY_MEMO_CUSTOM with memoText. */
  memoChoice: string;
  memoText: string;
  payMethod: PayMethod;
  cashReceipt: CashReceiptChoice;
  cashReceiptNumber: string;
  guestPassword: string;
  guestPasswordConfirm: string;
  consents: { purchase: boolean; guestTerms: boolean; guestPrivacy: boolean; guestOrder: boolean };
}

export const emptyReceiver: ReceiverDraft = { name: '', phone: '', zonecode: '', address: '', addressDetail: '' };

/** Nothing is pre-ticked: the consents start false (spec 02 §2). */
export function initialCheckoutForm(): CheckoutForm {
  return {
    orderer: { name: '', phone: '', email: '' },
    deliveryMode: 'new',
    bookAddress: null,
    newReceiver: emptyReceiver,
    saveToBook: false,
    memoChoice: '',
    memoText: '',
    payMethod: 'card',
    cashReceipt: 'NONE',
    cashReceiptNumber: '',
    guestPassword: '',
    guestPasswordConfirm: '',
    consents: { purchase: false, guestTerms: false, guestPrivacy: false, guestOrder: false },
  };
}

/** The field keys double as the inputs' DOM ids, in the order the form shows them. */
export const FIELD_ORDER = [
  'orderer-name',
  'orderer-phone',
  'orderer-email',
  'receiver-book',
  'receiver-name',
  'receiver-phone',
  'receiver-zonecode',
  'receiver-detail',
  'memo-text',
  'cash-receipt-number',
  'guest-password',
  'guest-password-confirm',
  'consent-guest',
  'consent-purchase',
] as const;
export type FieldKey = (typeof FIELD_ORDER)[number];
export type FieldErrors = Partial<Record<FieldKey, string>>;

export function activeReceiver(form: CheckoutForm): ReceiverDraft {
  if (form.deliveryMode === 'book' && form.bookAddress) {
    const book = form.bookAddress;
    return { name: book.receiverName, phone: book.receiverPhone, zonecode: book.zonecode, address: book.address, addressDetail: book.addressDetail };
  }
  return form.newReceiver;
}

export function memoOf(form: CheckoutForm): string | undefined {
  const memo = form.memoChoice === DELIVERY_MEMO_CUSTOM ? form.memoText.trim() : form.memoChoice;
  return memo || undefined;
}

/** [message when empty, message when filled but wrong]. */
const MESSAGES: Record<FieldKey, readonly [string, string]> = {
  'orderer-name': ['주문자 이름을 입력해 주세요.', '이름은 30자까지 입력할 수 있습니다.'],
  'orderer-phone': ['주문자 휴대폰 번호를 입력해 주세요.', '휴대폰 번호 형식을 확인해 주세요. (예: 010-1234-5678)'],
  'orderer-email': ['', '이메일 형식을 확인해 주세요.'],
  'receiver-book': ['배송지를 선택해 주세요.', '선택한 배송지 정보를 확인해 주세요. 배송지 목록에서 수정하거나 새 배송지를 입력해 주세요.'],
  'receiver-name': ['받는 분 이름을 입력해 주세요.', '이름은 30자까지 입력할 수 있습니다.'],
  'receiver-phone': ['받는 분 연락처를 입력해 주세요.', '연락처 형식을 확인해 주세요. (예: 010-1234-5678)'],
  'receiver-zonecode': ['주소 검색으로 배송지 주소를 입력해 주세요.', '우편번호 5자리를 확인해 주세요.'],
  'receiver-detail': ['', '상세 주소는 100자까지 입력할 수 있습니다.'],
  'memo-text': ['', '배송 메모는 100자까지 입력할 수 있습니다.'],
  'cash-receipt-number': ['현금영수증 발급 번호를 입력해 주세요.', '현금영수증 발급 번호를 확인해 주세요.'],
  'guest-password': ['주문 비밀번호를 입력해 주세요.', '주문 비밀번호는 6~20자로, 같은 문자만 반복하지 않게 입력해 주세요.'],
  'guest-password-confirm': ['주문 비밀번호를 한 번 더 입력해 주세요.', '주문 비밀번호가 일치하지 않습니다.'],
  'consent-guest': ['비회원 주문에 필요한 약관에 모두 동의해 주세요.', '비회원 주문에 필요한 약관에 모두 동의해 주세요.'],
  'consent-purchase': ['주문 내용을 확인하고 결제에 동의해 주세요.', '주문 내용을 확인하고 결제에 동의해 주세요.'],
};

function keyOfIssuePath(path: readonly PropertyKey[], mode: CheckoutForm['deliveryMode']): FieldKey | undefined {
  const [first, second] = path.map(String);
  if (first === 'orderer') return second === 'email' ? 'orderer-email' : second === 'phone' ? 'orderer-phone' : 'orderer-name';
  if (first === 'receiver') {
    if (second === 'memo') return 'memo-text';
    if (mode === 'book') return 'receiver-book';
    if (second === 'name') return 'receiver-name';
    if (second === 'phone') return 'receiver-phone';
    if (second === 'addressDetail') return 'receiver-detail';
    return 'receiver-zonecode';
  }
  if (first === 'cashReceipt') return 'cash-receipt-number';
  if (first === 'guestPassword') return 'guest-password';
  if (first === 'consents') return second === 'purchase' ? 'consent-purchase' : 'consent-guest';
  return undefined;
}

function valueOf(key: FieldKey, form: CheckoutForm): string {
  const receiver = activeReceiver(form);
  const values: Partial<Record<FieldKey, string>> = {
    'orderer-name': form.orderer.name,
    'orderer-phone': form.orderer.phone,
    'orderer-email': form.orderer.email,
    'receiver-book': form.bookAddress ? 'picked' : '',
    'receiver-name': receiver.name,
    'receiver-phone': receiver.phone,
    'receiver-zonecode': receiver.zonecode,
    'receiver-detail': receiver.addressDetail,
    'memo-text': form.memoText,
    'cash-receipt-number': form.cashReceiptNumber,
    'guest-password': form.guestPassword,
  };
  return values[key]?.trim() ?? '';
}

const MOBILE = /^01[016789]-?\d{3,4}-?\d{4}$/;
const digits = (value: string) => value.replace(/\D/g, '');

/** Checks the contract cannot make: the password typed twice, all guest consents, a fitting receipt number. */
function formOnlyErrors(form: CheckoutForm, guest: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (guest) {
    if (!form.guestPasswordConfirm) errors['guest-password-confirm'] = MESSAGES['guest-password-confirm'][0];
    else if (form.guestPasswordConfirm !== form.guestPassword) errors['guest-password-confirm'] = MESSAGES['guest-password-confirm'][1];
    if (!form.consents.guestTerms || !form.consents.guestPrivacy || !form.consents.guestOrder) errors['consent-guest'] = MESSAGES['consent-guest'][0];
  }
  if (takesCashReceipt(form.payMethod) && form.cashReceipt !== 'NONE') {
    const number = form.cashReceiptNumber.trim();
    if (!number) errors['cash-receipt-number'] = form.cashReceipt === 'PERSONAL' ? '현금영수증에 쓸 휴대폰 번호를 입력해 주세요.' : '사업자등록번호를 입력해 주세요.';
    else if (form.cashReceipt === 'PERSONAL' && !MOBILE.test(number)) errors['cash-receipt-number'] = '휴대폰 번호 형식을 확인해 주세요. (예: 010-1234-5678)';
    else if (form.cashReceipt === 'BUSINESS' && (digits(number).length !== 10 || /[^\d-]/.test(number))) errors['cash-receipt-number'] = '사업자등록번호 10자리를 확인해 주세요.';
  }
  return errors;
}

export type FormCheck = { ok: true; request: PlaceOrderRequest } | { ok: false; errors: FieldErrors };

/** The request POST /order/v1 takes, or the Korean message of every wrong field. */
export function buildOrderRequest(form: CheckoutForm, { sheetNo, guest }: { sheetNo: string; guest: boolean }): FormCheck {
  const receiver = activeReceiver(form);
  const email = form.orderer.email.trim();
  const raw = {
    sheetNo,
    orderer: { name: form.orderer.name, phone: form.orderer.phone, ...(email ? { email } : {}) },
    receiver: { ...receiver, ...(memoOf(form) ? { memo: memoOf(form) } : {}) },
    payMethod: form.payMethod,
    ...(takesCashReceipt(form.payMethod) && form.cashReceipt !== 'NONE' ? { cashReceipt: { type: form.cashReceipt, number: form.cashReceiptNumber } } : {}),
    consents: guest
      ? { purchase: form.consents.purchase, guestTerms: form.consents.guestTerms, guestPrivacy: form.consents.guestPrivacy, guestOrder: form.consents.guestOrder }
      : { purchase: form.consents.purchase },
    ...(guest ? { guestPassword: form.guestPassword } : {}),
  };
  const parsed = placeOrderRequest.safeParse(raw);
  // The form's own checks speak more precisely (which receipt number), so they come first.
  const errors: FieldErrors = formOnlyErrors(form, guest);
  if (form.deliveryMode === 'book' && !form.bookAddress) errors['receiver-book'] = MESSAGES['receiver-book'][0];
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = keyOfIssuePath(issue.path, form.deliveryMode);
      if (!key || errors[key]) continue;
      const [whenEmpty, whenWrong] = MESSAGES[key];
      errors[key] = valueOf(key, form) === '' && whenEmpty ? whenEmpty : whenWrong;
    }
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, request: parsed.data };
}

/**
 * What a placed order was made of, apart from the consents and the sheet (a renewed sheet
 * holds the same lines): a retry with the same fingerprint can re-open the same order's
 * payment window instead of placing another.
 */
export function orderFingerprint(request: PlaceOrderRequest): string {
  const { consents: _consents, sheetNo: _sheetNo, ...rest } = request;
  return JSON.stringify(rest);
}

/**
 * The errors a failed submit showed that still hold for the form as it is now: a field the
 * shopper has fixed loses its error at once, a field still wrong keeps one (saying what is
 * wrong now), and no field gains one before the next submit.
 */
export function remainingErrors(shown: FieldErrors, form: CheckoutForm, guest: boolean): FieldErrors {
  const keys = FIELD_ORDER.filter((key) => shown[key]);
  if (keys.length === 0) return shown;
  // The sheet number is not the shopper's to fix: any will do for checking the fields.
  const check = buildOrderRequest(form, { sheetNo: 'recheck', guest });
  const now: FieldErrors = check.ok ? {} : check.errors;
  const remaining: FieldErrors = {};
  for (const key of keys) if (now[key]) remaining[key] = now[key];
  return keys.every((key) => remaining[key] === shown[key]) ? shown : remaining;
}

export function firstErrorKey(errors: FieldErrors): FieldKey | undefined {
  return FIELD_ORDER.find((key) => errors[key]);
}
