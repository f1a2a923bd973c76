export type DeviceType = 'tablet' | 'mobile' | 'PC' | 'app';

export interface UserAgentInfo {
  deviceType: DeviceType;
  deviceOs: string;
  osVersion: string;
  browser: string;
  browserVer: string;
}

/** Our own apps append this to their web view's user agent. */
export const MARU_APP_MARKER = 'MaruApp';

// Android web views mark themselves with 'wv' at the end of the platform part.
const ANDROID_WEB_VIEW = /;\s*wv\)/;

export function deviceTypeFromUserAgent(userAgent: string): DeviceType {
  if (userAgent.includes(MARU_APP_MARKER) || ANDROID_WEB_VIEW.test(userAgent)) return 'app';
  // Android tablets leave 'Mobile' out of the user agent; phones include it. iPads that
  // request desktop sites report themselves as Macs and are counted as PC.
  if (/iPad|Tablet/i.test(userAgent) || (/Android/i.test(userAgent) && !/Mobile/i.test(userAgent))) {
    return 'tablet';
  }
  if (/iPhone|iPod|Android|Mobile/i.test(userAgent)) return 'mobile';
  return 'PC';
}

interface OsRule {
  name: string;
  pattern: RegExp;
}

// Order matters: iOS and Android user agents also mention 'Mac OS X' and 'Linux'.
const OS_RULES: readonly OsRule[] = [
  { name: 'iOS', pattern: /(?:iPhone|iPad|iPod).*?OS (\d+(?:_\d+)*)/ },
  { name: 'Android', pattern: /Android (\d+(?:\.\d+)*)/ },
  { name: 'Windows', pattern: /Windows NT (\d+(?:\.\d+)*)/ },
  { name: 'macOS', pattern: /Mac OS X (\d+(?:[._]\d+)*)/ },
  { name: 'Linux', pattern: /Linux()/ },
];

interface BrowserRule {
  name: string;
  pattern: RegExp;
}

// In-app browsers first, then browsers built on Chromium before Chrome itself, and Safari
// last because every WebKit and Chromium user agent also says 'Safari'. NAVER's Android
// in-app browser also says 'Whale', so NAVER comes before Whale.
const BROWSER_RULES: readonly BrowserRule[] = [
  { name: 'KakaoTalk', pattern: /KAKAOTALK[ /]([\w.]+)/i },
  { name: 'NAVER', pattern: /NAVER\(inapp;[^;]*;[^;]*;\s*([\d.]+)/ },
  { name: 'Whale', pattern: /Whale\/([\d.]+)/ },
  { name: 'Samsung Internet', pattern: /SamsungBrowser\/([\d.]+)/ },
  { name: 'Edge', pattern: /Edg(?:e|A|iOS)?\/([\d.]+)/ },
  { name: 'Firefox', pattern: /(?:Firefox|FxiOS)\/([\d.]+)/ },
  { name: 'Chrome', pattern: /(?:Chrome|CriOS)\/([\d.]+)/ },
  { name: 'Safari', pattern: /Version\/([\d.]+).*Safari/ },
];

const UNKNOWN = 'unknown';

function firstMatch(userAgent: string, rules: readonly (OsRule | BrowserRule)[]): { name: string; version: string } {
  for (const rule of rules) {
    const match = rule.pattern.exec(userAgent);
    if (match) return { name: rule.name, version: (match[1] ?? '').replace(/_/g, '.') };
  }
  return { name: UNKNOWN, version: '' };
}

/** The device fields the sign-in call sends (spec 01 §3). Unrecognised parts are 'unknown' with an empty version. */
export function describeUserAgent(userAgent: string): UserAgentInfo {
  const os = firstMatch(userAgent, OS_RULES);
  const browser = firstMatch(userAgent, BROWSER_RULES);
  return {
    deviceType: deviceTypeFromUserAgent(userAgent),
    deviceOs: os.name,
    osVersion: os.version,
    browser: browser.name,
    browserVer: browser.version,
  };
}
