import { ShellSpecMessage } from '@maru/domain';
import { fallbackTexts } from './fallback-texts';

// Visible texts are Korean; the spec's English strings (SpecMessage; the shell takes its
// texts from ShellSpecMessage, the same strings) stay the messages the errors carry, so logs
// and tests can still compare against the spec.
export const errorTexts = {
  notFoundTitle: '페이지를 찾을 수 없습니다',
  notFoundMessage: '주소가 바뀌었거나 더 이상 제공되지 않는 페이지입니다.',
  errorTitle: '페이지로 이동할 수 없습니다',
  errorMessage: '인터넷 연결을 확인하거나 잠시 후 다시 시도해 주세요.',
  errorPageFailed: fallbackTexts.errorPageFailed,
  goBackHome: fallbackTexts.goBackHome,
  back: '뒤로',
  retry: '다시 시도',
  home: '홈으로',
} as const;

export const specErrorTexts = {
  notFound: ShellSpecMessage.pageNotFound,
  unknownError: ShellSpecMessage.unknownError,
  errorPageFailed: ShellSpecMessage.errorPageFailed,
} as const;
