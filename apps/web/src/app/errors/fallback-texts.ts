/** The bare fallback's texts (ErrorPageBoundary): part of the shell, unlike the error pages. */
export const fallbackTexts = {
  errorPageFailed: '오류 페이지를 표시하는 중 문제가 발생했습니다',
  goBackHome: '홈으로 돌아가기',
} as const;
