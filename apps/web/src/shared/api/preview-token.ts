import { PREVIEW_QUERY } from '@maru/domain';

// The console's preview (packages/domain publication/preview.ts): a page opened with
// ?maruPreview=<token> sends the token on every API call for as long as the document lives,
// so the drafts it names show on this page and wherever the preview frame navigates.
// Read when the app starts, from the address the document was opened at (never on the server).
const token: string | null = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get(PREVIEW_QUERY);

/** The preview token of this document, or null. */
export function previewToken(): string | null {
  return token;
}
