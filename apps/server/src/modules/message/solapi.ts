import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { MessageSettings } from './settings';
import type { MessageChannel } from './tables';
import type { MessageProvider, OutboxMessage, Verdict } from './provider';
import type { TemplateCode } from './templates';

/** Solapi answers a batch in well under a second; a slow answer is treated as no answer. */
const TIMEOUT_MS = 10_000;
/** An SMS holds 90 bytes of EUC-KR (a Hangul syllable is two); longer text goes as an LMS. */
const SMS_MAX_BYTES = 90;

/** What the sender needs: the settings, with addresses resolved when a batch is sent. */
export interface SolapiSettings extends Pick<MessageSettings, 'apiKey' | 'apiSecret' | 'sender' | 'pfId' | 'templateIds'> {
  /** Solapi's base URL (the sandbox's is this server's, known once it listens). */
  apiBase: () => string;
  /** The origin a button's path is joined to. */
  linkOrigin: () => string;
}

/**
 * Solapi's API-key authentication: HMAC-SHA256 of date + salt with the API secret. A
 * signature is accepted once, within 15 minutes of its date, so every request gets a
 * fresh salt.
 */
export function solapiAuthorization(apiKey: string, apiSecret: string, date = new Date(), salt = randomBytes(16).toString('hex')): string {
  const iso = date.toISOString();
  const signature = createHmac('sha256', apiSecret).update(iso + salt).digest('hex');
  return `HMAC-SHA256 apiKey=${apiKey}, date=${iso}, salt=${salt}, signature=${signature}`;
}

/** Bytes as the carriers count them (EUC-KR): ASCII one, everything else two. */
export function eucKrBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += char.codePointAt(0)! < 0x80 ? 1 : 2;
  return bytes;
}

/** A button's address: a shop path joined to the shop's origin; an https address as it is. */
export function absoluteLink(link: string, origin: string): string {
  return link.startsWith('/') ? new URL(link, origin).toString() : link;
}

const customFields = z.record(z.string(), z.unknown()).nullish();
const failedMessage = z.object({ statusCode: z.string(), statusMessage: z.string().nullish(), customFields });
const listedMessage = z.object({ messageId: z.string(), statusCode: z.string().nullish(), statusMessage: z.string().nullish(), customFields });
const sendAnswer = z.object({
  groupInfo: z.object({ groupId: z.string() }),
  failedMessageList: z.array(failedMessage).nullish(),
  messageList: z.array(listedMessage).nullish(),
});
const errorAnswer = z.object({ errorCode: z.string(), errorMessage: z.string().nullish() });

type Channel = MessageChannel;
interface SolapiMessage {
  to: string;
  from: string;
  type: Channel;
  text: string;
  subject?: string;
  kakaoOptions?: { pfId: string; templateId: string; variables: Record<string, string>; buttons?: Array<{ buttonType: 'WL'; buttonName: string; linkMo: string; linkPc: string }> };
  customFields: { outboxId: string };
}

/**
 * 알림톡 when the template is registered to the channel; otherwise a text message that
 * carries the button as its last line (SMS while it fits 90 bytes, else LMS with the
 * title as subject).
 */
export function solapiMessage(message: OutboxMessage, settings: SolapiSettings): SolapiMessage {
  const link = message.link && message.buttonName ? absoluteLink(message.link, settings.linkOrigin()) : null;
  const templateId = settings.pfId ? settings.templateIds[message.template as TemplateCode] : undefined;
  const base = { to: message.to, from: settings.sender, customFields: { outboxId: String(message.id) } };
  if (settings.pfId && templateId) {
    const variables = Object.fromEntries(Object.entries(message.variables).map(([name, value]) => [`#{${name}}`, value]));
    const buttons = link ? [{ buttonType: 'WL' as const, buttonName: message.buttonName!, linkMo: link, linkPc: link }] : undefined;
    return { ...base, type: 'ATA', text: message.text, kakaoOptions: { pfId: settings.pfId, templateId, variables, ...(buttons ? { buttons } : {}) } };
  }
  const text = link ? `${message.text}\n\n${message.buttonName}: ${link}` : message.text;
  if (eucKrBytes(text) <= SMS_MAX_BYTES) return { ...base, type: 'SMS', text };
  return { ...base, type: 'LMS', text, subject: `[마루] ${message.title}` };
}

const outboxIdOf = (fields: Record<string, unknown> | null | undefined) => {
  const id = Number(fields?.outboxId);
  return Number.isSafeInteger(id) ? id : undefined;
};

/**
 * Solapi's messages API v4 (POST /messages/v4/send-many/detail), one request per batch.
 * Each message carries its outbox id in customFields, so the answer's failed list and
 * message list are matched by id, not by position. A message the answer does not name was
 * accepted: Solapi lists every message it could not take.
 */
export function solapiProvider(settings: SolapiSettings): MessageProvider {
  return {
    async send(batch) {
      const verdicts = new Map<number, Verdict>();
      const everyone = (verdict: Verdict) => {
        for (const message of batch) verdicts.set(message.id, verdict);
        return verdicts;
      };
      if (!batch.length) return verdicts;
      const messages = batch.map((message) => solapiMessage(message, settings));
      // The outbox makes each message once; Solapi's own duplicate check would refuse two
      // legitimately equal messages to one number in a batch.
      const body = JSON.stringify({ messages, allowDuplicates: true, showMessageList: true });

      let response: Response;
      try {
        response = await fetch(`${settings.apiBase()}/messages/v4/send-many/detail`, {
          method: 'POST',
          headers: { authorization: solapiAuthorization(settings.apiKey, settings.apiSecret), 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (error) {
        return everyone({ outcome: 'unavailable', error: `Solapi unreachable: ${(error as Error).message}` });
      }
      const payload: unknown = await response.json().catch(() => undefined);

      if (!response.ok) {
        const refusal = errorAnswer.safeParse(payload);
        const why = refusal.success ? `${refusal.data.errorCode}${refusal.data.errorMessage ? `: ${refusal.data.errorMessage}` : ''}` : 'no error body';
        const error = `Solapi ${response.status} ${why}`;
        // Too many requests or a fault on Solapi's side: the same request may pass later.
        const retry = response.status === 429 || response.status >= 500;
        return everyone(retry ? { outcome: 'unavailable', error } : { outcome: 'refused', error });
      }
      const answer = sendAnswer.safeParse(payload);
      if (!answer.success) return everyone({ outcome: 'unavailable', error: `Solapi answered ${response.status} with an unexpected body` });

      for (const failed of answer.data.failedMessageList ?? []) {
        const id = outboxIdOf(failed.customFields);
        if (id !== undefined) verdicts.set(id, { outcome: 'refused', error: `Solapi ${failed.statusCode}: ${failed.statusMessage ?? ''}`.trim() });
      }
      const listed = new Map<number, z.infer<typeof listedMessage>>();
      for (const item of answer.data.messageList ?? []) {
        const id = outboxIdOf(item.customFields);
        if (id !== undefined) listed.set(id, item);
      }
      batch.forEach((message, index) => {
        if (verdicts.has(message.id)) return;
        const item = listed.get(message.id);
        // 1xxx is a refusal at registration; 2000 is "accepted", anything later is the carrier's business.
        if (item?.statusCode?.startsWith('1')) verdicts.set(message.id, { outcome: 'refused', error: `Solapi ${item.statusCode}: ${item.statusMessage ?? ''}`.trim() });
        else verdicts.set(message.id, { outcome: 'sent', providerMessageId: item?.messageId ?? null, channel: messages[index]!.type });
      });
      return verdicts;
    },
  };
}
