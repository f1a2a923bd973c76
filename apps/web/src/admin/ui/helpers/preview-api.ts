import { PREVIEW_QUERY, type PreviewItem, type PreviewViewer, previewTokenView } from '@maru/domain';
import { consoleApi } from '../../api/console-api';

/** A token that shows these drafts in the shop (POST /api/admin/v1/preview). */
export const previewToken = (items: readonly PreviewItem[], viewAs: PreviewViewer) =>
  consoleApi('/preview', { method: 'POST', body: { items, viewAs }, data: previewTokenView });

/** The shop page at `path` with the preview token added to its address. */
export function previewAddress(path: string, token: string): string {
  const url = new URL(path, 'http://shop.invalid');
  url.searchParams.set(PREVIEW_QUERY, token);
  return `${url.pathname}${url.search}${url.hash}`;
}
