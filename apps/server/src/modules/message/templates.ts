/**
 * The shop's messages, written as KakaoTalk 알림톡 templates are registered with Kakao:
 * informational only (알림톡 may carry no advertising), #{변수} placeholders, a button
 * whose link the message supplies. A template's variables are the placeholders in its
 * text; adding a message is adding one entry here (plus, with real keys, its Kakao
 * template id in MARU_ALIMTALK_TEMPLATES).
 *
 * Values are strings as shown: amounts already formatted (formatKrw: '12,900원'),
 * deadlines in Korean time (kstDeadline).
 */
export interface MessageTemplate {
  /** What the message is about: the outbox shows it, an LMS uses it as its subject. */
  readonly title: string;
  readonly text: string;
  /**
   * A web-link (WL) button registered with the template. Its link is the message's `link`,
   * which a message of this template must then have (Kakao refuses a button template sent
   * without its button). Kakao allows 14 characters for the name.
   */
  readonly button?: { readonly name: string };
}

const CLOSING = '마루(MARU)를 이용해 주셔서 감사합니다.';

export const templates = {
  ORDER_PAID: {
    title: '결제 완료',
    text: `[마루(MARU)] 결제 완료 안내

#{고객명}님, 주문하신 상품의 결제가 완료되었습니다.

▶ 주문번호: #{주문번호}
▶ 주문상품: #{상품명}
▶ 결제금액: #{결제금액}
▶ 결제수단: #{결제수단}

상품 준비가 시작되면 배송 소식을 다시 안내해 드리겠습니다.
${CLOSING}`,
    button: { name: '주문 상세 보기' },
  },
  VBANK_ISSUED: {
    title: '가상계좌 발급',
    text: `[마루(MARU)] 입금 계좌 안내

#{고객명}님, 주문하신 상품의 입금 계좌가 발급되었습니다.
입금기한까지 아래 계좌로 입금해 주시면 결제가 완료됩니다.

▶ 주문번호: #{주문번호}
▶ 입금은행: #{은행}
▶ 계좌번호: #{계좌번호}
▶ 예금주: #{예금주}
▶ 입금금액: #{입금금액}
▶ 입금기한: #{입금기한}

입금기한이 지나면 주문은 자동으로 취소됩니다.
${CLOSING}`,
    button: { name: '주문 상세 보기' },
  },
  ORDER_SHIPPED: {
    title: '배송 시작',
    text: `[마루(MARU)] 배송 시작 안내

#{고객명}님, 주문하신 상품의 배송이 시작되었습니다.

▶ 주문번호: #{주문번호}
▶ 주문상품: #{상품명}
▶ 택배사: #{택배사}
▶ 송장번호: #{송장번호}

배송 현황은 아래 버튼으로 확인하실 수 있습니다.
택배사에 송장이 등록되기까지 반나절 정도 걸릴 수 있습니다.
${CLOSING}`,
    button: { name: '배송 조회하기' },
  },
  ORDER_CANCELLED: {
    title: '주문 취소',
    text: `[마루(MARU)] 주문 취소 안내

#{고객명}님, 주문이 취소되었습니다.

▶ 주문번호: #{주문번호}
▶ 취소상품: #{상품명}
▶ 취소사유: #{취소사유}

결제하신 금액은 결제수단으로 환불되며, 환불이 끝나면 다시 안내해 드리겠습니다.
${CLOSING}`,
    button: { name: '주문 상세 보기' },
  },
  LATE_PAYMENT_CANCELLED: {
    title: '결제 취소',
    text: `[마루(MARU)] 결제 취소 안내

#{고객명}님, 결제가 끝나지 않아 종료된 주문에 결제가 늦게 도착했습니다.
주문을 그대로 다시 만들 수 없어 결제를 전액 취소했습니다.

▶ 주문번호: #{주문번호}
▶ 주문상품: #{상품명}
▶ 취소금액: #{결제금액}
▶ 취소사유: #{취소사유}

취소된 금액은 결제수단으로 환불됩니다. 필요하시면 장바구니에서 다시 주문해 주세요.
${CLOSING}`,
    button: { name: '주문 상세 보기' },
  },
  REFUND_COMPLETED: {
    title: '환불 완료',
    text: `[마루(MARU)] 환불 완료 안내

#{고객명}님, 요청하신 환불이 완료되었습니다.

▶ 주문번호: #{주문번호}
▶ 환불금액: #{환불금액}
▶ 환불수단: #{환불수단}

카드 결제는 카드사에 따라 영업일 기준 3~7일 뒤에 취소 내역을 확인하실 수 있습니다.
${CLOSING}`,
    button: { name: '주문 상세 보기' },
  },
  RETURN_ACCEPTED: {
    title: '반품 접수',
    text: `[마루(MARU)] 반품 접수 안내

#{고객명}님, 반품 신청이 접수되었습니다.

▶ 주문번호: #{주문번호}
▶ 반품상품: #{상품명}
▶ 반품배송비: #{반품배송비}

영업일 기준 1~3일 안에 택배 기사님이 상품을 수거하러 방문합니다.
받으신 상태 그대로 포장해 두시면 됩니다.
상품이 도착해 검수가 끝나면 환불을 진행하고 다시 안내해 드리겠습니다.
${CLOSING}`,
    button: { name: '반품 상세 보기' },
  },
  RESTOCK: {
    title: '재입고 알림',
    text: `[마루(MARU)] 재입고 알림

신청하신 상품이 재입고되었습니다.

▶ 상품명: #{상품명}
▶ 옵션: #{옵션명}

이 메시지는 고객님께서 신청하신 재입고 알림에 따라 한 번 발송됩니다.
${CLOSING}`,
    button: { name: '상품 보러 가기' },
  },
  INQUIRY_ANSWERED: {
    title: '문의 답변',
    text: `[마루(MARU)] 문의 답변 안내

#{고객명}님, 남겨 주신 문의에 답변이 등록되었습니다.

▶ 문의 종류: #{문의종류}
▶ 문의 내용: #{문의제목}
▶ 문의 일자: #{문의일자}

답변은 아래 버튼을 눌러 확인하실 수 있습니다.
${CLOSING}`,
    button: { name: '답변 확인하기' },
  },
  POINT_EXPIRING: {
    title: '적립금 소멸 예정',
    text: `[마루(MARU)] 적립금 소멸 예정 안내

#{고객명}님, 보유하신 적립금 중 일부가 곧 소멸될 예정입니다.

▶ 소멸 예정 적립금: #{소멸금액}
▶ 소멸 예정일: #{소멸일}

적립금은 적립일로부터 1년 동안 사용할 수 있으며, 먼저 적립된 적립금부터 사용됩니다.
${CLOSING}`,
    button: { name: '적립금 확인하기' },
  },
  // The notice the privacy policy promises 30 days before an unused account is kept apart
  // (개인정보 처리방침 3조 ⑤): the fact, the date and the items (issue 28).
  DORMANCY_NOTICE: {
    title: '휴면 계정 전환 예정',
    text: `[마루(MARU)] 휴면 계정 전환 예정 안내

#{고객명}님, 1년 동안 마루(MARU)를 이용하지 않으셔서 계정이 휴면 상태로 전환될 예정입니다.

▶ 전환 예정일: #{전환일}
▶ 분리 보관 항목: 이름, 휴대폰번호, 이메일, 생년월일, 성별, 닉네임, 비밀번호

전환 예정일 전에 로그인하시면 지금처럼 이용하실 수 있습니다.
휴면 상태가 된 뒤에도 로그인하고 본인인증을 하시면 다시 이용하실 수 있습니다.
${CLOSING}`,
    button: { name: '로그인하기' },
  },
  SHOWROOM_BOOKED: {
    title: '쇼룸 방문 예약 확정',
    text: `[마루(MARU)] 쇼룸 방문 예약 안내

#{고객명}님, 쇼룸 방문 예약이 확정되었습니다.

▶ 예약번호: #{예약번호}
▶ 쇼룸: #{쇼룸명}
▶ 방문일시: #{방문일시}
▶ 방문인원: #{인원}
▶ 주소: #{주소}

예약 확인과 취소는 예약번호와 휴대폰 번호로 하실 수 있습니다.
${CLOSING}`,
    button: { name: '예약 확인하기' },
  },
  // An authentication-type 알림톡 (인증번호): sent only to the phone a visitor typed, and
  // nothing is confirmed to that number until the code comes back (issue 22).
  SHOWROOM_CODE: {
    title: '쇼룸 방문 예약 인증번호',
    text: `[마루(MARU)] 쇼룸 방문 예약 인증번호

인증번호 [#{인증번호}]를 예약 화면에 입력해 주세요.

▶ 쇼룸: #{쇼룸명}
▶ 방문일시: #{방문일시}
▶ 입력 기한: #{입력기한}

입력 기한이 지나면 예약은 확정되지 않고 자동으로 취소됩니다.
직접 요청하지 않으셨다면 이 메시지는 무시해 주세요.
${CLOSING}`,
  },
  SHOWROOM_REMINDER: {
    title: '쇼룸 방문 하루 전 안내',
    text: `[마루(MARU)] 쇼룸 방문 안내

#{고객명}님, 내일 쇼룸 방문 예약이 있습니다.

▶ 예약번호: #{예약번호}
▶ 쇼룸: #{쇼룸명}
▶ 방문일시: #{방문일시}
▶ 주소: #{주소}

방문이 어려우시면 예약을 취소해 주세요.
${CLOSING}`,
    button: { name: '예약 확인하기' },
  },
  SHOWROOM_CANCELLED: {
    title: '쇼룸 방문 예약 취소',
    text: `[마루(MARU)] 쇼룸 방문 예약 취소 안내

#{고객명}님, 쇼룸 방문 예약이 취소되었습니다.

▶ 예약번호: #{예약번호}
▶ 쇼룸: #{쇼룸명}
▶ 방문일시: #{방문일시}

다시 방문을 원하시면 쇼룸 페이지에서 예약해 주세요.
${CLOSING}`,
  },
} as const satisfies Record<string, MessageTemplate>;

export type TemplateCode = keyof typeof templates;

export const TEMPLATE_CODES = Object.keys(templates) as TemplateCode[];

export function isTemplateCode(value: string): value is TemplateCode {
  return Object.hasOwn(templates, value);
}

export function templateOf(code: TemplateCode): MessageTemplate {
  return templates[code];
}

const PLACEHOLDER = /#\{([^{}]+)\}/g;

/** The variables a template needs: its placeholders, in order of first use. */
export function templateVariables(code: TemplateCode): string[] {
  return [...new Set(Array.from(templates[code].text.matchAll(PLACEHOLDER), (match) => match[1]!))];
}

/**
 * The text as sent: each #{변수} replaced by its value. Every variable must be given
 * (a missing one is a programming error, thrown); values are inserted verbatim, so a
 * value that itself looks like a placeholder stays as it is.
 */
export function renderTemplate(code: TemplateCode, variables: Readonly<Record<string, string>>): string {
  const missing = templateVariables(code).filter((name) => typeof variables[name] !== 'string');
  if (missing.length) throw new Error(`message template ${code} needs the variable(s) ${missing.join(', ')}`);
  return templates[code].text.replace(PLACEHOLDER, (_, name: string) => variables[name]!);
}
