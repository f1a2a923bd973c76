// 링크 복사 (spec 02 §2 and §8). The async Clipboard API where the browser has it; the old
// execCommand('copy') on a hidden text field where it does not (pages served over plain
// HTTP have no navigator.clipboard); neither: the browser is not supported.

export const CopyLinkMessage = {
  copied: '링크를 복사했어요.',
  failed: '링크 복사에 실패했습니다.',
  unsupported: '지원하지 않는 브라우저입니다.',
} as const;

export type CopyResult = keyof typeof CopyLinkMessage;

export interface ClipboardEnvironment {
  clipboard?: Pick<Clipboard, 'writeText'>;
  document?: Document;
}

export async function copyLink(url: string, environment: ClipboardEnvironment = { clipboard: navigator.clipboard, document }): Promise<CopyResult> {
  if (environment.clipboard?.writeText) {
    try {
      await environment.clipboard.writeText(url);
      return 'copied';
    } catch {
      // Refused (no permission, page not focused).
      return 'failed';
    }
  }
  const page = environment.document;
  if (!page || typeof page.execCommand !== 'function') return 'unsupported';
  const field = page.createElement('textarea');
  field.value = url;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  page.body.append(field);
  field.select();
  try {
    return page.execCommand('copy') ? 'copied' : 'unsupported';
  } catch {
    return 'failed';
  } finally {
    field.remove();
  }
}
