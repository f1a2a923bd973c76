import { beforeEach, describe, expect, it, vi } from 'vitest';

const reloadPageForChunkError = vi.fn<() => boolean>();
vi.mock('./chunk-reload', () => ({ reloadPageForChunkError }));

const { lazyPage } = await import('./lazy-page');

function Page() {
  return null;
}

beforeEach(() => {
  reloadPageForChunkError.mockReset();
});

describe('lazyPage', () => {
  it('hands the page to the router as its Component, with the loader when there is one', async () => {
    const loader = () => null;
    expect(await lazyPage(async () => ({ default: Page }))()).toEqual({ Component: Page });
    expect(await lazyPage(async () => ({ default: Page, loader }))()).toEqual({ Component: Page, loader });
  });

  it('reloads instead of failing when a chunk cannot be fetched', async () => {
    reloadPageForChunkError.mockReturnValue(true);
    const outcome = await Promise.race([
      lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))().then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('pending'), 20)),
    ]);
    expect(reloadPageForChunkError).toHaveBeenCalledOnce();
    expect(outcome).toBe('pending');
  });

  it('lets the failure through to the error page when a reload already happened within the minute', async () => {
    reloadPageForChunkError.mockReturnValue(false);
    await expect(lazyPage(() => Promise.reject(new TypeError('chunk gone')))()).rejects.toThrow('chunk gone');
  });
});
