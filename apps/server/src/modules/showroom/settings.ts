import type { AppConfig } from '../../config';

export interface ShowroomSettings {
  /**
   * Kakao Maps JavaScript key (KAKAO_JS_KEY, parsed with the rest of the config; the security
   * plugin allows Kakao Maps' hosts while it is set). Unset, the default: the server-drawn picture.
   */
  kakaoJsKey: string | null;
}

export function showroomSettings(config: Pick<AppConfig, 'kakao'>): ShowroomSettings {
  return { kakaoJsKey: config.kakao?.jsKey ?? null };
}
