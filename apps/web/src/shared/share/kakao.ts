import { formatKrw } from '@maru/domain';
import { loadExternalScript } from '@/shared/browser';

// KakaoTalk sharing through Kakao's JavaScript SDK (developers.kakao.com, "카카오톡 공유").
// The SDK is fetched only when a shopper first presses the button, and only when the shop
// has a key; the server's CSP allows Kakao's hosts only then (plugins/security.ts).

/** Pinned with the integrity Kakao publishes for it, so a changed file on their CDN is refused. */
export const KAKAO_SDK = {
  url: 'https://t1.kakaocdn.net/kakao_js_sdk/2.7.4/kakao.min.js',
  integrity: 'sha384-DKYJZ8NLiK8MN4/C5P2dtSmLQ4KwPaoqAfyA/DfmEc1VDxu4yyC7wy6K1Hs90nka',
} as const;

interface KakaoLink {
  mobileWebUrl: string;
  webUrl: string;
}

/** The part of window.Kakao this app calls. */
export interface KakaoSdk {
  init(key: string): void;
  isInitialized(): boolean;
  Share: {
    sendDefault(settings: Record<string, unknown>): void;
    sendCustom(settings: { templateId: number; templateArgs?: Record<string, string> }): void;
  };
}

declare global {
  interface Window {
    Kakao?: KakaoSdk;
  }
}

/** feed: picture, title, price and a 웹으로 보기 button; text: the title and link; custom: the shop's template. */
export type KakaoMessage = 'feed' | 'text' | 'custom';

export interface ShareContent {
  /** Absolute URL of the page shared. */
  url: string;
  title: string;
  description: string;
  /** Absolute URL of the picture (Kakao fetches it). */
  imageUrl?: string;
  /** Won; shown in the feed and passed to a custom template. */
  price?: number;
}

const KAKAO_TEXT_MAX = 200;
const KAKAO_TITLE_MAX = 100;

const cut = (text: string, max: number) => (Array.from(text).length > max ? `${Array.from(text).slice(0, max - 1).join('')}…` : text);

/** What Kakao.Share.sendDefault receives for a feed or text message. */
export function kakaoDefaultMessage(kind: 'feed' | 'text', content: ShareContent): Record<string, unknown> {
  const link: KakaoLink = { mobileWebUrl: content.url, webUrl: content.url };
  const button = { title: '웹으로 보기', link };
  const priced = content.price === undefined ? content.description : `${formatKrw(content.price)} · ${content.description}`;
  if (kind === 'text') {
    return { objectType: 'text', text: cut(`${content.title}\n${priced}`, KAKAO_TEXT_MAX), link, buttonTitle: '웹으로 보기' };
  }
  return {
    objectType: 'feed',
    content: { title: cut(content.title, KAKAO_TITLE_MAX), description: cut(priced, KAKAO_TEXT_MAX), ...(content.imageUrl ? { imageUrl: content.imageUrl } : {}), link },
    buttons: [button],
  };
}

/** The arguments a custom template (KAKAO_SHARE_TEMPLATE_ID) can use as ${title}, ${price}… */
export function kakaoTemplateArgs(content: ShareContent): Record<string, string> {
  const { pathname, search } = new URL(content.url);
  return {
    title: cut(content.title, KAKAO_TITLE_MAX),
    description: cut(content.description, KAKAO_TEXT_MAX),
    ...(content.imageUrl ? { imageUrl: content.imageUrl } : {}),
    ...(content.price === undefined ? {} : { price: formatKrw(content.price) }),
    // Templates name the page by path; Kakao prefixes the site domain registered for the app.
    path: `${pathname}${search}`.replace(/^\//, ''),
  };
}

/** window.Kakao once its script has loaded (pinned with its integrity), initialised with the key. */
export async function loadKakao(jsKey: string): Promise<KakaoSdk> {
  const sdk = await loadExternalScript({ ...KAKAO_SDK, read: () => window.Kakao, failMessage: '카카오톡 공유를 불러오지 못했어요. 링크 복사를 이용해 주세요.' });
  return initialised(sdk, jsKey);
}

function initialised(sdk: KakaoSdk, jsKey: string): KakaoSdk {
  if (!sdk.isInitialized()) sdk.init(jsKey);
  return sdk;
}

/** Sends the message through the SDK; a custom message needs the template id. */
export async function shareToKakao(settings: { jsKey: string; templateId: number | null }, kind: KakaoMessage, content: ShareContent): Promise<void> {
  const sdk = await loadKakao(settings.jsKey);
  if (kind === 'custom' && settings.templateId !== null) {
    sdk.Share.sendCustom({ templateId: settings.templateId, templateArgs: kakaoTemplateArgs(content) });
    return;
  }
  sdk.Share.sendDefault(kakaoDefaultMessage(kind === 'text' ? 'text' : 'feed', content));
}
