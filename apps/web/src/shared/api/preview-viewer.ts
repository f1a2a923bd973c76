import { decodePreviewPayload, type PreviewViewer } from '@maru/domain';
import { previewToken } from './preview-token';

// Apart from preview-token.ts, which every page's start-up reads (it sends the token): only the
// top banner, loaded later, asks who a preview is for, so the decoding stays in its chunk.

/** Who the preview shows the page to, when this document is a preview. */
export function previewViewer(): PreviewViewer | undefined {
  const current = previewToken();
  return current ? decodePreviewPayload(current)?.viewAs : undefined;
}
