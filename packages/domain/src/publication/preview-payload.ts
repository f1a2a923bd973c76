import { PREVIEW_KINDS, PREVIEW_VIEWERS, type PreviewItem, type PreviewKind, type PreviewPayload, type PreviewViewer } from './preview-token';

// A preview token's readable half (preview-token.ts says what a preview is). In a file of its
// own: the shop's start-up uses the preview's names and kinds, and only the top banner (loaded
// later) decodes a token, so the decoding stays out of the start-up's chunks.

const hexOf = (text: string) => Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The token's readable half: the payload as hex JSON (the server appends its signature after a dot). */
export function encodePreviewPayload(payload: PreviewPayload): string {
  return hexOf(JSON.stringify({ i: payload.items.map((item) => `${item.kind}:${item.id}`), v: payload.viewAs, e: payload.expiresAt, s: payload.staffId }));
}


/**
 * The payload of a token, unverified: the page reads who it previews for (viewAs); the server
 * trusts it only after checking the signature. Undefined for anything malformed.
 */
export function decodePreviewPayload(token: string): PreviewPayload | undefined {
  const [hex] = token.split('.');
  if (!hex || hex.length % 2 !== 0 || hex.length > 8_000 || !/^[0-9a-f]+$/.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
  // Checked by hand, not with zod: a preview page's start-up reads it, and stays free of zod.
  if (typeof json !== 'object' || json === null) return undefined;
  const { i, v, e, s } = json as Record<string, unknown>;
  if (!Array.isArray(i) || !PREVIEW_VIEWERS.includes(v as PreviewViewer) || typeof e !== 'number' || !Number.isInteger(s)) return undefined;
  const items: PreviewItem[] = [];
  for (const entry of i) {
    const match = typeof entry === 'string' ? /^([a-z-]+):(\d{1,10})$/.exec(entry) : null;
    if (!match || !PREVIEW_KINDS.includes(match[1] as PreviewKind)) return undefined;
    items.push({ kind: match[1] as PreviewKind, id: Number(match[2]) });
  }
  return { items, viewAs: v as PreviewViewer, expiresAt: e, staffId: s as number };
}
