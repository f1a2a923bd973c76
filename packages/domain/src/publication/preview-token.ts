/**
 * The console's preview (issue 27): an operator sees a draft or scheduled item in the real shop,
 * at 360 px and 1280 px, as a guest or as a member, before shoppers do. The console asks the
 * server for a preview token naming the items; the shop page opened with `?maruPreview=<token>`
 * sends it on every API call as PREVIEW_HEADER, and the server then shows those items as if
 * they were live (and nothing else differs). The token is signed by the server and lasts
 * PREVIEW_TOKEN_MINUTES; it is hex, like every token in a page address (the SQL-keyword guard
 * reads query values).
 */
export const PREVIEW_KINDS = ['banner', 'home-section', 'notice', 'faq', 'policy', 'exhibition', 'styling', 'coupon'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

export { PREVIEW_HEADER, PREVIEW_QUERY } from './preview-names';
export const PREVIEW_TOKEN_MINUTES = 30;

export const PREVIEW_VIEWERS = ['GUEST', 'MEMBER'] as const;
export type PreviewViewer = (typeof PREVIEW_VIEWERS)[number];

export interface PreviewItem {
  kind: PreviewKind;
  id: number;
}

/** What a token says, signed: the items shown as live, who the page shows them to, until when. */
export interface PreviewPayload {
  items: PreviewItem[];
  viewAs: PreviewViewer;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  staffId: number;
}
