import { z } from 'zod';
import { solapiSandbox } from '../settings';
import type { MessageChannel } from '../tables';
import { type MessageTemplate, TEMPLATE_CODES, templates } from '../templates';

const kakaoButton = z.object({
  buttonType: z.string().max(10),
  buttonName: z.string().max(100),
  linkMo: z.string().max(2_000).optional(),
  linkPc: z.string().max(2_000).optional(),
});

/** One message of a send-many request, as Solapi's API takes it (the fields the sandbox knows). */
export const incomingMessage = z.object({
  to: z.string().max(30),
  from: z.string().max(30).optional(),
  text: z.string().max(10_000).optional(),
  type: z.string().max(20).optional(),
  subject: z.string().max(200).optional(),
  country: z.string().max(5).optional(),
  kakaoOptions: z
    .object({
      pfId: z.string().max(100),
      templateId: z.string().max(100).optional(),
      variables: z.record(z.string().max(100), z.string().max(2_000)).optional(),
      disableSms: z.boolean().optional(),
      buttons: z.array(kakaoButton).max(10).optional(),
    })
    .optional(),
  customFields: z.record(z.string().max(100), z.unknown()).optional(),
});
export type IncomingMessage = z.infer<typeof incomingMessage>;

/** What the sandbox has "registered": one 발신번호, one channel, the shop's templates. */
export interface SandboxRegistry {
  sender: string;
  pfId: string;
  templatesById: ReadonlyMap<string, MessageTemplate>;
}

export const sandboxRegistry: SandboxRegistry = {
  sender: solapiSandbox.sender,
  pfId: solapiSandbox.pfId,
  templatesById: new Map(TEMPLATE_CODES.map((code) => [solapiSandbox.templateId(code), templates[code]])),
};

export type CheckOutcome =
  | { accepted: true; type: MessageChannel; text: string; subject: string | null }
  | { accepted: false; statusCode: string; statusMessage: string };

const refuse = (statusCode: string, statusMessage: string): CheckOutcome => ({ accepted: false, statusCode, statusMessage });

// Counted here on the sandbox's own, not with the adapter's helper: a provider that shares
// the client's arithmetic cannot catch its mistakes.
const bytes = (text: string) => {
  let count = 0;
  for (const char of text) count += char.codePointAt(0)! < 0x80 ? 1 : 2;
  return count;
};

const isWebUrl = (value: string | undefined) => {
  try {
    return value !== undefined && ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Registration of one message, with Solapi's status codes for what it refuses
 * (docs: message-status-codes, 1xxx "접수 중 오류"). The 알림톡 text must be the
 * registered template with the given variables, character for character, as Kakao checks it.
 */
export function checkMessage(message: IncomingMessage, registry: SandboxRegistry): CheckOutcome {
  const requested = message.type?.toUpperCase();
  if (requested && !['SMS', 'LMS', 'ATA'].includes(requested)) return refuse('1025', `잘못된 메시지 타입 (${message.type}): 샌드박스는 SMS, LMS, ATA를 받습니다.`);
  const to = message.to.replace(/-/g, '');
  if (!/^0\d{8,10}$/.test(to)) return refuse('1011', '수신번호 형식이 올바르지 않습니다.');
  if (!message.from) return refuse('1010', '필수 입력 값(from)이 없습니다.');
  if (message.from.replace(/-/g, '') !== registry.sender) return refuse('1062', '발신번호 미등록');
  for (const [name, value] of Object.entries(message.customFields ?? {})) {
    if (name.length > 30 || typeof value !== 'string' || value.length > 100) return refuse('1032', '유효한 커스텀 필드 값이 아닙니다. 필드명은 30자 설정값은 100자까지 가능하며 String 형식만 지원합니다.');
  }

  const type = (requested ?? (message.kakaoOptions ? 'ATA' : bytes(message.text ?? '') > 90 ? 'LMS' : 'SMS')) as MessageChannel;
  if (type !== 'ATA') {
    if (message.kakaoOptions) return refuse('1033', 'kakaoOptions은 메시지가 ATA 나 CTA인 경우에만 사용가능합니다.');
    if (!message.text) return refuse('1010', '필수 입력 값(text)이 없습니다.');
    if (type === 'SMS' && message.subject) return refuse('1013', "제목은 문자 타입이 'SMS'일 경우 사용이 불가능합니다.");
    if (message.subject && bytes(message.subject) > 40) return refuse('1014', '제목은 40byte까지 사용 가능합니다.');
    if (bytes(message.text) > (type === 'SMS' ? 90 : 2_000)) return refuse('1031', 'SMS는 90byte, LMS는 2000byte까지 사용 가능합니다.');
    return { accepted: true, type, text: message.text, subject: message.subject ?? null };
  }

  const kakao = message.kakaoOptions;
  if (!kakao?.templateId) return refuse('1010', '필수 입력 값(kakaoOptions.templateId)이 없습니다.');
  if (kakao.pfId !== registry.pfId) return refuse('1041', '유효한 플러스 친구 값이 아닙니다.');
  const template = registry.templatesById.get(kakao.templateId);
  if (!template) return refuse('1042', '유효한 템플릿 아이디가 아닙니다.');
  const variables = kakao.variables ?? {};
  let complete = true;
  const rendered = template.text.replace(/#\{([^{}]+)\}/g, (placeholder) => {
    const value = variables[placeholder];
    if (value === undefined) complete = false;
    return value ?? placeholder;
  });
  if (!complete || (message.text !== undefined && message.text !== rendered)) return refuse('1043', '등록한 템플릿과 내용이 다릅니다.');
  if (rendered.length > 1_000) return refuse('1031', 'ATA는 1000자까지 사용 가능합니다.');

  const buttons = kakao.buttons ?? [];
  if (template.button) {
    if (!buttons.length) return refuse('1046', "버튼이 있는 템플릿입니다. 'buttons'에 값을 넣어주세요.");
    const [button] = buttons;
    if (buttons.length !== 1 || button!.buttonType !== 'WL' || button!.buttonName !== template.button.name) return refuse('1044', '유효한 버튼 값이 아닙니다.');
    if (!isWebUrl(button!.linkMo) || (button!.linkPc !== undefined && !isWebUrl(button!.linkPc))) return refuse('1045', '유효한 버튼 URL 값이 아닙니다.');
    if (button!.linkMo!.length > 100 || (button!.linkPc?.length ?? 0) > 100) return refuse('1048', '버튼 URL 값은 최대 100자까지 사용 가능합니다.');
  } else if (buttons.length) {
    return refuse('1047', "버튼이 없는 템플릿입니다. 'buttons', 'buttonName', 'buttonUrl'값을 제거해주세요.");
  }
  return { accepted: true, type, text: rendered, subject: null };
}
