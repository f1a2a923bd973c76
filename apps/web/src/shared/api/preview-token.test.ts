import { encodePreviewPayload } from '@maru/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  history.replaceState(null, '', '/');
  vi.resetModules();
});

describe('a page opened as the console’s preview', () => {
  it('sends its token on every API call, and knows who it previews for', async () => {
    const token = `${encodePreviewPayload({ items: [{ kind: 'banner', id: 4 }], viewAs: 'MEMBER', expiresAt: 1_900_000_000_000, staffId: 1 })}.ab12`;
    history.replaceState(null, '', `/?maruPreview=${token}`);
    const { buildRequestHeaders } = await import('./request-headers');
    const { previewViewer } = await import('./preview-viewer');
    // Navigating inside the frame keeps it: it was read from the address the page opened at.
    history.replaceState(null, '', '/product/list');
    expect(buildRequestHeaders('GET', false).get('x-maru-preview')).toBe(token);
    expect(previewViewer()).toBe('MEMBER');
  });

  it('sends nothing on an ordinary page', async () => {
    const { buildRequestHeaders } = await import('./request-headers');
    const { previewViewer } = await import('./preview-viewer');
    expect(buildRequestHeaders('POST', true).has('x-maru-preview')).toBe(false);
    expect(previewViewer()).toBeUndefined();
  });
});
