/** Spec 02 §8's two copy failures, in the shop's Korean. */
export const COPY_FAILED = '복사에 실패했습니다.';
export const COPY_UNSUPPORTED = '이 브라우저에서는 복사를 지원하지 않습니다.';

export type CopyOutcome = { ok: true } | { ok: false; message: string };

/** Copies text with the Clipboard API; answers a Korean message when it cannot. */
export async function copyText(text: string, clipboard: Pick<Clipboard, 'writeText'> | undefined = typeof navigator === 'undefined' ? undefined : navigator.clipboard): Promise<CopyOutcome> {
  if (!clipboard?.writeText) return { ok: false, message: COPY_UNSUPPORTED };
  try {
    await clipboard.writeText(text);
    return { ok: true };
  } catch {
    return { ok: false, message: COPY_FAILED };
  }
}

/** The share link as a whole address (the server may answer a path). */
export function absoluteUrl(link: string, origin: string = typeof window === 'undefined' ? '' : window.location.origin): string {
  try {
    return new URL(link, origin || undefined).toString();
  } catch {
    return link;
  }
}
