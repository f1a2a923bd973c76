import { PRODUCT_HISTORY_STORAGE_KEY } from '@maru/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readLocalViews } from './local-history';
import { mergeGuestHistory, noteProductView } from './product-views';

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
const signIn = () => (document.cookie = 'tms_signed=1; path=/');
const signOut = () => (document.cookie = 'tms_signed=; path=/; max-age=0');

beforeEach(() => {
  localStorage.clear();
  signOut();
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('recently viewed products in the browser', () => {
  it("keeps a guest's views in localStorage, newest first, each product once", () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    noteProductView(11);
    noteProductView(12);
    noteProductView(11);
    expect(readLocalViews().map((view) => view.productNo)).toEqual([11, 12]);
    expect(JSON.parse(localStorage.getItem(PRODUCT_HISTORY_STORAGE_KEY)!)).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a member's view to the server and leaves the browser's list alone", async () => {
    signIn();
    const fetchMock = vi.fn(async () => envelope({ list: [], max: 50 }));
    vi.stubGlobal('fetch', fetchMock);
    noteProductView(7);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/mypage/v1/history/product');
    expect(JSON.parse(String(init.body))).toEqual({ productNo: 7 });
    expect(localStorage.getItem(PRODUCT_HISTORY_STORAGE_KEY)).toBeNull();
  });

  it('hands the guest list to the server after sign-in and clears it only once the server has it', async () => {
    noteProductView(3);
    noteProductView(4);
    signIn();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    await mergeGuestHistory();
    expect(readLocalViews().map((view) => view.productNo)).toEqual([4, 3]);

    const fetchMock = vi.fn(async () => envelope({ list: [], max: 50 }));
    vi.stubGlobal('fetch', fetchMock);
    await mergeGuestHistory();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/mypage/v1/history/product/merge');
    expect((JSON.parse(String(init.body)) as { list: { productNo: number }[] }).list.map((view) => view.productNo)).toEqual([4, 3]);
    expect(readLocalViews()).toEqual([]);
  });
});
