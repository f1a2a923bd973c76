import { z } from 'zod';
import { type AppConfig, ConfigError } from '../../config';
import { messageSandboxOn } from './sandbox-mode';
import { isTemplateCode, TEMPLATE_CODES, type TemplateCode } from './templates';

export const SOLAPI_API_URL = 'https://api.solapi.com';
/** Where the Solapi sandbox lives on this server. */
export const SOLAPI_SANDBOX_BASE = '/sandbox/solapi';

/** The fixed test credentials and registrations the Solapi sandbox accepts; they are not secrets. */
export const solapiSandbox = {
  apiKey: 'NCSMARUSANDBOX01',
  apiSecret: 'maru-solapi-sandbox-secret-0000',
  /** The sandbox's only registered 발신번호. */
  sender: '0212345678',
  pfId: 'KA01PF-MARU-SANDBOX',
  templateId: (code: TemplateCode) => `KA01TP-MARU-${code}`,
} as const;

export interface MessageSettings {
  /** True when no Solapi keys are set: messages go to this server's Solapi sandbox. */
  sandbox: boolean;
  apiKey: string;
  apiSecret: string;
  /** The registered 발신번호, digits. */
  sender: string;
  /** The KakaoTalk channel (pfId); without it every message goes as a text message. */
  pfId: string | undefined;
  /** Kakao's id of each registered 알림톡 template; a template without one goes as a text message. */
  templateIds: Readonly<Partial<Record<TemplateCode, string>>>;
  /** Solapi's address, or the sandbox's path on this server (resolved when called). */
  apiBase: string;
  /** The shop's public origin, for button links; the sandbox falls back to this server's address. */
  publicOrigin: string | undefined;
}

// An empty variable means "not set", as in config.ts.
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const environment = z.object({
  SOLAPI_API_KEY: optional(z.string().regex(/^[A-Za-z0-9]{8,64}$/, 'the API key as Solapi issues it (letters and digits)')),
  SOLAPI_API_SECRET: optional(z.string().regex(/^\S{16,128}$/, 'the API secret as Solapi issues it (16 characters or more, no spaces)')),
  SOLAPI_SENDER: optional(z.string().regex(/^(?=(?:\D*\d){8,11}\D*$)[0-9-]+$/, 'a 발신번호 registered at Solapi: 8 to 11 digits, dashes allowed')),
  SOLAPI_API_URL: optional(
    z.string().refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'a URL starting with http:// or https://'),
  ),
  KAKAO_ALIMTALK_PF_ID: optional(z.string().regex(/^[\w-]{4,64}$/, "the channel's pfId as Solapi shows it (KA01PF…)")),
  MARU_ALIMTALK_TEMPLATES: optional(z.string()),
  MARU_PUBLIC_URL: optional(z.string()),
});

const SECRET_SETTINGS = new Set(['SOLAPI_API_SECRET']);

/**
 * The message provider's settings from the environment: Solapi with SOLAPI_API_KEY and
 * SOLAPI_API_SECRET, else the sandbox on this server. A setting that cannot work is a
 * ConfigError naming every problem, raised when the app is built, before it listens.
 */
export function messageSettings(config: Pick<AppConfig, 'env'>): MessageSettings {
  const env = config.env;
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return SECRET_SETTINGS.has(name) ? `${name}: must be ${issue.message}` : `${name}=${JSON.stringify(env[name] ?? '')}: must be ${issue.message}`;
      }),
    );
  }
  const settings = parsed.data;
  const problems: string[] = [];
  const templateIds = parseTemplateIds(settings.MARU_ALIMTALK_TEMPLATES, problems);
  const publicOrigin = settings.MARU_PUBLIC_URL ? new URL(settings.MARU_PUBLIC_URL).origin : undefined;
  const real = !messageSandboxOn(env);

  if (real) {
    if (!settings.SOLAPI_API_KEY || !settings.SOLAPI_API_SECRET) problems.push('SOLAPI_API_KEY, SOLAPI_API_SECRET: set both (messages through Solapi) or neither (the local sandbox)');
    if (!settings.SOLAPI_SENDER) problems.push('SOLAPI_SENDER: must be set with the Solapi keys: the 발신번호 registered at Solapi');
    if (!publicOrigin) problems.push("MARU_PUBLIC_URL: must be set with the Solapi keys: message buttons link to the shop's public address");
  }
  if (templateIds && !settings.KAKAO_ALIMTALK_PF_ID) problems.push('MARU_ALIMTALK_TEMPLATES: needs KAKAO_ALIMTALK_PF_ID, the channel the templates are registered to');
  if (problems.length) throw new ConfigError(problems);

  if (!real) {
    return {
      sandbox: true,
      apiKey: solapiSandbox.apiKey,
      apiSecret: solapiSandbox.apiSecret,
      sender: solapiSandbox.sender,
      pfId: solapiSandbox.pfId,
      templateIds: Object.fromEntries(TEMPLATE_CODES.map((code) => [code, solapiSandbox.templateId(code)])),
      apiBase: SOLAPI_SANDBOX_BASE,
      publicOrigin,
    };
  }
  return {
    sandbox: false,
    apiKey: settings.SOLAPI_API_KEY!,
    apiSecret: settings.SOLAPI_API_SECRET!,
    sender: settings.SOLAPI_SENDER!.replace(/\D/g, ''),
    pfId: settings.KAKAO_ALIMTALK_PF_ID,
    templateIds: templateIds ?? {},
    apiBase: (settings.SOLAPI_API_URL ?? SOLAPI_API_URL).replace(/\/+$/, ''),
    publicOrigin,
  };
}

/** `ORDER_PAID=KA01TP…,ORDER_SHIPPED=KA01TP…` → ids by template; problems are collected. */
function parseTemplateIds(text: string | undefined, problems: string[]): Partial<Record<TemplateCode, string>> | undefined {
  if (text === undefined) return undefined;
  const ids: Partial<Record<TemplateCode, string>> = {};
  for (const entry of text.split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([A-Z0-9_]+)=([\w-]{1,64})$/.exec(entry);
    if (!match) {
      problems.push(`MARU_ALIMTALK_TEMPLATES: "${entry}" must be <template>=<Kakao template id>, e.g. ORDER_PAID=KA01TP230101000000000abcdefghij`);
      continue;
    }
    const [, code, id] = match;
    if (!isTemplateCode(code!)) problems.push(`MARU_ALIMTALK_TEMPLATES: "${code}" is not a message template (known: ${TEMPLATE_CODES.join(', ')})`);
    else if (ids[code]) problems.push(`MARU_ALIMTALK_TEMPLATES: ${code} is given twice`);
    else ids[code] = id!;
  }
  return ids;
}
