/**
 * MARU_POSTCODE: 'sandbox' never tries Daum/Kakao's postcode widget and uses the local
 * postcode sandbox (the browser tests, a machine offline); 'auto', the default (and anything
 * else), tries the widget first and falls back to the sandbox. The web app asks for it
 * (GET /system/v1/providers) and the Content-Security-Policy allows the widget's hosts by it.
 */
export type PostcodeMode = 'auto' | 'sandbox';

export function postcodeMode(env: Readonly<Record<string, string | undefined>>): PostcodeMode {
  return env.MARU_POSTCODE === 'sandbox' ? 'sandbox' : 'auto';
}
