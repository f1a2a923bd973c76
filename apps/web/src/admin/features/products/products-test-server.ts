import type { AdminProductRow } from '@maru/domain';
import { vi } from 'vitest';

// A stand-in for the console's catalogue calls: each path answers its envelope, and every
// request is kept for the test to read.

export const productRow = (productNo: number, productName: string, change: Partial<AdminProductRow> = {}): AdminProductRow => ({
  productNo,
  productName,
  brandNo: 1,
  brandName: '발도로',
  categoryNo: 11,
  categoryName: '욕실 타일',
  price: 50_000,
  sellingPrice: 45_900,
  status: 'ON_SALE',
  stockCnt: 120,
  options: 6,
  soldOutOptions: 0,
  lowStock: false,
  imageUrl: '/images/p.jpg',
  updatedAt: '2026-11-25T05:03:00Z',
  ...change,
});

export const choices = {
  brands: [{ brandNo: 1, name: '발도로', department: 'TILE' }],
  categories: [
    { categoryNo: 10, name: '타일', path: '타일', leaf: false },
    { categoryNo: 11, name: '욕실 타일', path: '타일 > 욕실 타일', leaf: true },
  ],
};

export function stubConsole(answers: Record<string, { code?: number; message?: string; data?: unknown }>) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, init });
    const path = url.replace('/api/admin/v1', '').split('?')[0]!;
    const answer = answers[path] ?? { code: 999, message: `no stub for ${path}` };
    return new Response(JSON.stringify({ code: 0, message: 'success', ...answer }), { headers: { 'content-type': 'application/json' } });
  });
  return requests;
}
