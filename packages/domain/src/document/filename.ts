// Content-Disposition with a Korean file name (RFC 6266 with RFC 5987's filename*): browsers
// read filename* in UTF-8; the plain filename is an ASCII stand-in for clients that do not.

/** Characters RFC 5987's attr-char allows unescaped; everything else is %-encoded UTF-8. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** A name safe to save: no path separators, control characters or characters Windows refuses. */
export function safeFileName(name: string, fallback = 'document.pdf'): string {
  const cleaned = name
    .normalize('NFC')
    // A lone surrogate cannot be encoded (encodeURIComponent throws on it).
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, ' ')
    .replace(/\s+/g, ' ');
  // Cut by code points so a pair is never split; then no leading dots (hidden or parent names).
  const short = Array.from(cleaned).slice(0, 150).join('');
  return short.replace(/^[.\s]+/, '').trim() || fallback;
}

export function contentDisposition(fileName: string, type: 'attachment' | 'inline' = 'attachment'): string {
  const name = safeFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]+/g, '_').replace(/["\\]/g, '_').replace(/_+/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** The file name a Content-Disposition header names, filename* first; null when it names none. */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[1]?.toLowerCase() === 'utf-8' && extended[2]) {
    try {
      return safeFileName(decodeURIComponent(extended[2].trim()));
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header);
  const value = plain?.[1] ?? plain?.[2]?.trim();
  return value ? safeFileName(value) : null;
}
