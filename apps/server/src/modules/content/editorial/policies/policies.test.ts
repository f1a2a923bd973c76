import { describe, expect, it } from 'vitest';
import { extractHeadings, isPolicyType, policiesOfGroup, policyByType, policyDocuments, policyLabels } from './index';
import type { PolicyDocument, PolicyType } from './index';

/** The text a reader sees: inline tags vanish, block tags become spaces, runs of spaces collapse. */
const textOf = (document: PolicyDocument): string =>
  document.content
    .replace(/<\/?(strong|a)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([,.)])/g, '$1');

const doc = (type: PolicyType): PolicyDocument => policyByType[type];
const text = (type: PolicyType): string => textOf(doc(type));

const expectAll = (type: PolicyType, patterns: readonly (string | RegExp)[]): void => {
  const body = text(type);
  for (const pattern of patterns) {
    if (typeof pattern === 'string') expect(body, `${type} should contain "${pattern}"`).toContain(pattern);
    else expect(body, `${type} should match ${pattern}`).toMatch(pattern);
  }
};

const PAYMENT_METHODS = ['계좌이체', '신용', '체크카드', '가상계좌(무통장입금)', '전자화폐', '착불', '포인트', '상품권', '그 밖에 전자적 지급 방법'];

describe('policy documents: identity (spec 02 §3)', () => {
  it('has the six route types with their groups, ids, title and version', () => {
    const rows = policyDocuments.map(({ type, group, id, title, version }) => ({ type, group, id, title, version }));
    expect(rows).toEqual([
      { type: 'terms', group: 'TERMS', id: 'terms1', title: '23/06/23', version: '20230623' },
      { type: 'privacy', group: 'PRIVACY', id: 'privacy1', title: '23/06/23', version: '20230623' },
      { type: 'guest-terms', group: 'GUEST_TERMS', id: 'guestTerms1', title: '23/06/23', version: '20230623' },
      { type: 'guest-privacy', group: 'GUEST_PRIVACY', id: 'guestPrivacy1', title: '23/06/23', version: '20230623' },
      { type: 'guest-order', group: 'ORDER', id: 'guestOrder1', title: '23/06/23', version: '20230623' },
      { type: 'payment', group: 'PAYMENT', id: 'payment1', title: '23/06/23', version: '20230623' },
    ]);
  });

  it('maps every type to its document and knows nothing else', () => {
    for (const document of policyDocuments) {
      expect(policyByType[document.type]).toBe(document);
      expect(isPolicyType(document.type)).toBe(true);
      expect(policyLabels[document.type]).toBeTruthy();
      expect(policiesOfGroup(document.group)).toEqual([document]);
    }
    expect(Object.keys(policyByType)).toHaveLength(6);
    expect(isPolicyType('refund')).toBe(false);
    expect(isPolicyType('toString')).toBe(false);
  });
});

describe('policy documents: anchors (spec 02 §2)', () => {
  it.each([
    ['terms', 24],
    ['privacy', 13],
    ['payment', 17],
  ] as const)('%s has exactly %i headings', (type, count) => {
    expect(doc(type).headings).toHaveLength(count);
    expect(extractHeadings(doc(type).content)).toHaveLength(count);
  });

  it.each(policyDocuments.map((document) => [document.type, document] as const))(
    '%s: headings are h_01, h_02, … in order and match the content',
    (_type, document) => {
      const expected = document.headings.map((_, index) => `h_${String(index + 1).padStart(2, '0')}`);
      expect(document.headings.map((heading) => heading.anchor)).toEqual(expected);
      expect(extractHeadings(document.content)).toEqual(document.headings);
      expect(document.headings.length).toBeGreaterThan(5);
      for (const heading of document.headings) expect(heading.title.trim()).not.toBe('');
    },
  );

  it('numbers the articles 제1조 … in the terms-style documents', () => {
    for (const type of ['terms', 'guest-terms', 'guest-order', 'payment'] as const) {
      doc(type).headings.forEach((heading, index) => expect(heading.title).toMatch(new RegExp(`^제${index + 1}조 \\(.+\\)$`)));
    }
    expect(doc('terms').headings[0]?.title).toBe('제1조 (목적)');
    expect(doc('terms').headings[23]?.title).toBe('제24조 (재판권 및 준거법)');
    expect(doc('payment').headings[16]?.title).toBe('제17조 (약관 외 준칙 및 관할)');
    doc('privacy').headings.forEach((heading, index) => expect(heading.title).toMatch(new RegExp(`^${index + 1}\\. `)));
  });
});

describe('policy documents: safe HTML subset', () => {
  const ALLOWED = new Set(['h3', 'p', 'ol', 'ul', 'li', 'strong', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a']);

  it.each(policyDocuments.map((document) => [document.type, document] as const))('%s uses only the allowed tags', (_type, document) => {
    const { content } = document;
    expect(content).not.toMatch(/<script/i);
    expect(content).not.toMatch(/\son\w+\s*=/i);
    expect(content).not.toMatch(/\s(style|class)\s*=/i);
    expect(content).not.toMatch(/javascript:/i);

    const stack: string[] = [];
    for (const match of content.matchAll(/<(\/?)([a-z0-9]+)([^>]*)>/gi)) {
      const [, closing, rawName, attributes] = match;
      const name = (rawName ?? '').toLowerCase();
      expect(ALLOWED.has(name), `tag <${name}>`).toBe(true);
      if (closing) {
        expect(stack.pop(), `closing </${name}>`).toBe(name);
        continue;
      }
      const attrs = (attributes ?? '').trim();
      if (name === 'h3') expect(attrs).toMatch(/^id="h_\d{2}"$/);
      else if (name === 'a') expect(attrs).toMatch(/^href="mailto:[\w.+-]+@[\w.-]+"$/);
      else expect(attrs).toBe('');
      stack.push(name);
    }
    expect(stack).toEqual([]);
    expect(content).not.toMatch(/<p>\s*<\/p>/);
  });
});

describe('policy documents: limits and account rules (spec 02 §4, §5, §9)', () => {
  it('terms: withdrawal, delivery, refund, notice and account limits', () => {
    expectAll('terms', [
      /서면을 받은 날\(.+?\)부터 7일 이내에 청약을 철회/,
      '공급받은 날부터 3개월 이내, 그 사실을 안 날 또는 알 수 있었던 날부터 30일 이내에 청약철회 등을 할 수 있습니다',
      '청약을 한 날부터 7일 이내에 재화 등을 배송',
      '대금의 전부 또는 일부를 받은 날부터 3영업일 이내에 조치',
      '대금을 받은 날부터 3영업일 이내에 환급',
      '재화 등을 반환받은 날부터 3영업일 이내에 이미 지급받은 재화 등의 대금을 환급',
      '적용일자 7일 전부터',
      '적용일자 30일 전부터',
      '1주일 이상 마루의 공지사항에 게시',
      '탈퇴일부터 30일 동안 보관한 뒤 파기',
      '1년 동안 로그인하는 등 서비스를 이용하지 않은 경우',
      '분리 보관하기 30일 전까지',
      '상실일부터 3년이 지난 후 마루의 승낙을 받은 경우에만',
      '회원 자격을 상실한 날부터 3년이 지난 자로서 마루의 재가입 승낙',
      '즉시 회원 탈퇴를 처리',
    ]);
  });

  it('terms: restriction grounds, contract formation, sign-up and purchase rules', () => {
    expectAll('terms', [
      '허위 내용을 등록한 경우',
      '채무를 기일에 지급하지 않는 경우',
      '다른 사람의 마루 이용을 방해',
      '정보를 도용한 경우',
      '법령 또는 이 약관이 금지하거나 공서양속에 반하는 행위',
      '수신확인통지의 형태로 이용자에게 도달한 때에 성립',
      '배송 전에 이용자의 요청이 있으면 지체 없이 그 요청에 따라 처리',
      '이미 대금을 지급한 경우에는 제17조의 청약철회 등에 관한 규정에 따릅니다',
      '허위, 기재 누락, 오기가 있는 경우',
      '만 14세 미만의 아동은 회원으로 가입할 수 없습니다',
      '어떤 동의 항목도 미리 선택된 상태로 제공하지 않습니다',
      '광고성 정보를 회원이 미리 수신에 동의한 경우에만',
      '필수 항목이 아닌 개인정보의 수집·이용·제공에 동의하지 않는다는 이유로 회원가입 등 서비스 제공을 제한하거나 거절하지 않습니다',
      '청소년에게 판매를 금지한 재화 등을 구매하려는 경우',
      /사업자 정보를 입력하고 사업자등록증 사본을 제출.+전환을 승인/,
      /이름, 휴대폰번호, 생년월일, 닉네임, 성별, 이메일과 추천인 코드/,
      '어떠한 명목의 수수료도 추가하여 받지 않습니다',
      ...PAYMENT_METHODS,
    ]);
  });

  it('terms: the interior-shop clauses (samples, cut-to-order, lots, freight and installation)', () => {
    expectAll('terms', [
      '제19조 (샘플 신청)',
      '배송비 3,000원',
      '최대 5개',
      '제20조 (상품 정보의 표시와 색상·로트 차이)',
      '제15조 (화물·직접 배송과 설치)',
      '재단하거나 가공한 타일, 카펫타일',
      '주문 제작 가구',
      '해외 제조사에 개별 발주',
      '같은 로트로 출고된 타일, 카펫타일의 박스를 개봉한 뒤',
      '설치가 끝난 뒤 해체와 재설치',
      '택배 배송',
      '화물 배송',
      '직접 배송',
    ]);
  });

  it('privacy: collected items, retention table, dormancy, officer and changes', () => {
    expectAll('privacy', [
      /이름, 휴대폰번호, 생년월일, 닉네임, 성별, 이메일/,
      '추천인 코드',
      /주문자 이름, 휴대폰번호, 수령인 정보\(이름, 휴대폰번호\), 배송지 주소 이메일/,
      '탈퇴일부터 30일 동안 보관한 뒤 지체 없이 파기',
      '계약 또는 청약철회 등에 관한 기록 5년',
      '대금결제 및 재화 등의 공급에 관한 기록 5년',
      '소비자의 불만 또는 분쟁처리에 관한 기록 3년',
      /통신사실확인자료\(접속 로그[^)]*\) 3개월/,
      '1년 동안 서비스를 이용하지 않은 경우',
      '분리 보관 30일 전까지',
      '자격 상실일부터 3년',
      '시행일 7일 전부터',
      '시행일 30일 전부터',
      '정하늘',
      'privacy@maru.example',
      '국외로 이전하지 않습니다',
      '만 14세 미만 아동의 회원가입을 받지 않으며',
      '사전에 수신에 동의한 경우에만',
      '결제대행사(PG) 및 본인확인기관',
      '카카오',
      '네이버',
    ]);
    expect(doc('privacy').content).toContain('<a href="mailto:privacy@maru.example">');
  });

  it('guest privacy: required and optional order data and the effect of refusing', () => {
    expectAll('guest-privacy', [
      '주문자 이름, 주문자 휴대폰번호, 수령인 정보(이름, 휴대폰번호), 배송지 주소',
      /선택 항목 이메일/,
      '필수 항목의 수집·이용에 동의하지 않거나 이를 입력하지 않으면 비회원 주문 서비스를 이용할 수 없습니다',
      '비회원 주문 등 서비스 이용에는 아무런 제한이 없습니다',
      '동의란은 미리 선택되어 있지 않으며',
      '계약 또는 청약철회 등에 관한 기록 5년',
      '대금결제 및 재화 등의 공급에 관한 기록 5년',
      '소비자의 불만 또는 분쟁처리에 관한 기록 3년',
      /접속 로그[^)]*\) 3개월/,
      '1일 동안',
      '광고성 정보 전송에 이용하지 않습니다',
    ]);
  });

  it('guest terms: the same consumer limits as the member terms', () => {
    expectAll('guest-terms', [
      /부터 7일 이내에 청약을 철회/,
      '공급받은 날부터 3개월 이내, 그 사실을 안 날 또는 알 수 있었던 날부터 30일 이내',
      '청약을 한 날부터 7일 이내에 재화를 배송',
      '그 대금을 받은 날부터 3영업일 이내에 조치',
      '대금을 받은 날부터 3영업일 이내에 환급',
      '반환받은 재화를 받은 날부터 3영업일 이내에 대금을 환급',
      '적용일자 7일 전부터',
      '적용일자 30일 전부터',
      '쿠키로 1일 동안 보관',
      '어떠한 명목의 수수료도 추가하여 받지 않습니다',
      '수신확인통지의 형태로 비회원에게 도달한 때에 성립',
    ]);
  });

  it('guest order: ordering, payment, delivery, withdrawal and refund limits', () => {
    expectAll('guest-order', [
      '필수: 주문자 이름, 주문자 휴대폰번호, 수령인 정보(이름, 휴대폰번호), 배송지 주소',
      '선택: 이메일',
      '필수 정보를 입력하지 않거나 그 수집·이용에 동의하지 않으면 비회원 주문 서비스를 이용할 수 없습니다',
      '청소년에게 판매를 금지한 재화 등을 구매하려는 경우',
      '수신확인통지의 형태로 비회원에게 도달한 때에 성립',
      '재화가 배송되기 전까지',
      '청약을 한 날부터 7일 이내에 재화를 배송',
      '그 대금을 받은 날부터 3영업일 이내에 조치',
      /부터 7일 이내에 청약을 철회/,
      '공급받은 날부터 3개월 이내, 그 사실을 안 날 또는 알 수 있었던 날부터 30일 이내',
      '대금을 받은 날부터 3영업일 이내에 환급',
      '재화를 반환받은 날부터 3영업일 이내에 이미 지급받은 대금을 환급',
      '어떠한 명목의 수수료도 추가하여 받지 않습니다',
      '같은 로트로 출고된 타일, 카펫타일의 박스를 개봉한 뒤',
      ...PAYMENT_METHODS.filter((method) => method !== '포인트'),
    ]);
  });

  it('payment terms: provider limits (electronic financial transactions)', () => {
    expectAll('payment', [
      '공급받은 날부터 3영업일 이내에 결제대행사 또는 회사에 재화 등의 수령 확인',
      '요청을 받은 날부터 2주 이내에 거래내용에 관한 서면을 교부',
      '정정 요구를 받은 날부터 2주 이내에 오류의 원인과 처리 결과',
      '신청을 받은 날부터 15일 이내에 그 조사 또는 처리 결과',
      '거래내용에 관한 기록을 5년 동안 보존',
      /건당 거래금액이 1만원\(10,000원\) 이하인 소액 전자금융거래에 관한 기록.+1년 동안 보존/,
      '중단 3일 전까지',
      '시행일 1개월 전까지',
      '어떠한 명목의 수수료도 추가하여 받지 않습니다',
      '대금을 받은 날)부터 3영업일 이내에 이미 지급받은 대금을 환급',
      '결제대행사(PG) 및 본인확인기관',
      ...PAYMENT_METHODS,
    ]);
  });

  it('states one number for each limit wherever it appears', () => {
    for (const type of ['terms', 'guest-terms', 'guest-order', 'payment'] as const) {
      const body = text(type);
      for (const match of body.matchAll(/(\d+)영업일 이내/g)) expect(match[1], `${type}: ${match[0]}`).toBe('3');
      for (const match of body.matchAll(/서면을 받은 날.{0,80}?부터 (\d+)일 이내/g)) expect(match[1]).toBe('7');
      for (const match of body.matchAll(/공급받은 날부터 (\d+)개월 이내/g)) expect(match[1]).toBe('3');
    }
    for (const type of ['terms', 'guest-terms'] as const) {
      const days = [...text(type).matchAll(/적용일자 (\d+)일 전/g)].map((match) => match[1]);
      expect(new Set(days)).toEqual(new Set(['7', '30']));
    }
  });
});
