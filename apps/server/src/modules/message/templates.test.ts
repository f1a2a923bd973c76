import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kstDeadline, kstTimestamp } from './kst';
import { prepareMessage } from './outbox';
import { maskMobile, mobileDigits } from './phone';
import { checkMessage, sandboxRegistry } from './sandbox/solapi-checks';
import { solapiSandbox } from './settings';
import { eucKrBytes, type SolapiSettings, solapiMessage } from './solapi';
import { renderTemplate, TEMPLATE_CODES, type TemplateCode, templates, templateVariables } from './templates';

const sandboxSender: SolapiSettings = {
  apiKey: solapiSandbox.apiKey,
  apiSecret: solapiSandbox.apiSecret,
  sender: solapiSandbox.sender,
  pfId: solapiSandbox.pfId,
  templateIds: Object.fromEntries(TEMPLATE_CODES.map((code) => [code, solapiSandbox.templateId(code)])),
  apiBase: () => 'http://127.0.0.1:1',
  linkOrigin: () => 'https://maru.example',
};

/** Shoppers' text: Hangul, markup, and what could be mistaken for placeholders or replacement patterns. */
const variableValue = fc.string({
  unit: fc.oneof(fc.constantFrom('가', '힣', '마', '루', ' ', '▶', '…', '\n', '#', '{', '}', '#{고객명}', '$&', '$1', '<', '>', '"', "'", '\\'), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 })),
  maxLength: 60,
});

const sample = (code: TemplateCode) => Object.fromEntries(templateVariables(code).map((name) => [name, `${name}값`]));

/** The message as the adapter would send it, for a queued message. */
function built(code: TemplateCode, variables: Record<string, string>, link = '/mypage/order/20261125000042', settings = sandboxSender) {
  const prepared = prepareMessage({ template: code, to: '01012345678', variables, link });
  return { prepared, message: solapiMessage({ id: 7, ...prepared, to: prepared.to }, settings) };
}

describe('templates', () => {
  it.each(TEMPLATE_CODES)('%s reads as a 마루 알림톡: every placeholder filled, within Kakao’s limits', (code) => {
    const template = templates[code];
    const text = renderTemplate(code, sample(code));
    expect(text.startsWith('[마루(MARU)]')).toBe(true);
    expect(text).toContain('마루(MARU)를 이용해 주셔서 감사합니다.');
    expect(text).not.toMatch(/#\{/);
    expect(text.length).toBeLessThanOrEqual(1_000);
    expect(template.title.length).toBeGreaterThan(0);
    if ('button' in template) expect(template.button.name.length).toBeLessThanOrEqual(14);
    // 알림톡 must not advertise.
    expect(text).not.toMatch(/할인|특가|이벤트|쿠폰|광고/);
    // As an LMS, with the longest button line an address allows, it still fits 2,000 bytes.
    expect(eucKrBytes(`${text}\n\n버튼: https://${'x'.repeat(100)}`) + 200 * templateVariables(code).length).toBeLessThanOrEqual(2_000);
  });

  it('the variables are the placeholders, in order of first use', () => {
    expect(templateVariables('VBANK_ISSUED')).toEqual(['고객명', '주문번호', '은행', '계좌번호', '예금주', '입금금액', '입금기한']);
    expect(templateVariables('RESTOCK')).toEqual(['상품명', '옵션명']);
  });

  it('a missing variable is refused by name', () => {
    const { 옵션명: _dropped, ...rest } = sample('RESTOCK');
    expect(() => renderTemplate('RESTOCK', rest)).toThrow('needs the variable(s) 옵션명');
  });

  it('whatever the variables hold, the 알림톡 built from them is one the sandbox (Kakao’s template check) accepts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEMPLATE_CODES), fc.array(variableValue, { minLength: 8, maxLength: 8 }), (code, values) => {
        const variables = Object.fromEntries(templateVariables(code).map((name, index) => [name, values[index]!]));
        const { prepared, message } = built(code, variables);
        for (const value of Object.values(variables)) expect(prepared.text).toContain(value);
        expect(checkMessage(message, sandboxRegistry)).toEqual({ accepted: true, type: 'ATA', text: prepared.text, subject: null });
      }),
    );
  });

  it('a value longer than 200 characters is cut, so a long product name still sends', () => {
    const { prepared, message } = built('RESTOCK', { 상품명: '가'.repeat(500), 옵션명: '화이트' });
    expect(prepared.variables['상품명']).toBe(`${'가'.repeat(199)}…`);
    expect(checkMessage(message, sandboxRegistry)).toMatchObject({ accepted: true });
  });
});

describe('the Solapi messages', () => {
  it('a 알림톡 carries the channel, the template id, #{}-keyed variables and the button with absolute links', () => {
    const { message } = built('RESTOCK', { 상품명: '오크 식탁', 옵션명: '내추럴' }, '/product/item/123');
    expect(message).toEqual({
      to: '01012345678',
      from: solapiSandbox.sender,
      type: 'ATA',
      text: expect.stringContaining('▶ 상품명: 오크 식탁'),
      customFields: { outboxId: '7' },
      kakaoOptions: {
        pfId: solapiSandbox.pfId,
        templateId: solapiSandbox.templateId('RESTOCK'),
        variables: { '#{상품명}': '오크 식탁', '#{옵션명}': '내추럴' },
        buttons: [{ buttonType: 'WL', buttonName: '상품 보러 가기', linkMo: 'https://maru.example/product/item/123', linkPc: 'https://maru.example/product/item/123' }],
      },
    });
  });

  it('without the template’s id it is an LMS (over 90 bytes) or an SMS, never with kakaoOptions', () => {
    const { message } = built('RESTOCK', { 상품명: '오크 식탁', 옵션명: '내추럴' }, '/product/item/123', { ...sandboxSender, templateIds: {} });
    expect(message).toMatchObject({ type: 'LMS', subject: '[마루] 재입고 알림' });
    expect(message).not.toHaveProperty('kakaoOptions');
    expect(message.text.endsWith('\n\n상품 보러 가기: https://maru.example/product/item/123')).toBe(true);
    expect(checkMessage(message, sandboxRegistry)).toMatchObject({ accepted: true, type: 'LMS' });

    const short = solapiMessage({ id: 8, template: 'NOTICE', to: '01012345678', title: '알림', text: '[마루] 주문이 접수되었습니다.', variables: {}, buttonName: null, link: null }, sandboxSender);
    expect(short).toMatchObject({ type: 'SMS', text: '[마루] 주문이 접수되었습니다.' });
    expect(short).not.toHaveProperty('subject');
  });

  it('counts bytes as the carriers do: Hangul two, ASCII one', () => {
    expect(eucKrBytes('마루 MARU')).toBe(9);
  });
});

describe('numbers and times', () => {
  it('reads a Korean mobile number in any common format, and nothing else', () => {
    expect(mobileDigits('010-1234-5678')).toBe('01012345678');
    expect(mobileDigits(' 010 1234 5678 ')).toBe('01012345678');
    expect(mobileDigits('+82 10-1234-5678')).toBe('01012345678');
    expect(mobileDigits('011-123-4567')).toBe('0111234567');
    for (const notMobile of ['02-123-4567', '031-123-4567', '010-123-4567', '0101234567', '821012345678', '1588-0000', '']) expect(mobileDigits(notMobile)).toBeNull();
  });

  it('masks the middle of a number', () => {
    expect(maskMobile('01012345678')).toBe('010-****-5678');
    expect(maskMobile('0111234567')).toBe('011-***-4567');
  });

  it('states times in Korea whatever the server’s zone', () => {
    const instant = new Date('2026-11-26T14:59:07Z');
    expect(kstDeadline(instant)).toBe('2026년 11월 26일 23:59');
    expect(kstTimestamp(instant)).toBe('2026-11-26 23:59:07');
  });
});
