import type { ConsoleBrand, ConsoleCategoryNode } from '@maru/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { CategoriesPage } from './CategoriesPage';

afterEach(() => vi.unstubAllGlobals());

const node = (categoryNo: number, name: string, parentNo: number | null, change: Partial<ConsoleCategoryNode> = {}): ConsoleCategoryNode => ({
  categoryNo,
  parentNo,
  categoryType: 'PRODUCT',
  name,
  depth: parentNo === null ? 1 : 2,
  sortOrder: 1,
  hidden: false,
  brandNo: null,
  productCnt: 0,
  children: [],
  ...change,
});

const categoryList = [
  node(10, '타일', null, { productCnt: 120, children: [node(11, '포세린', 10, { productCnt: 80 }), node(12, '세라믹', 10, { productCnt: 40, hidden: true })] }),
  node(20, '조명', null, { productCnt: 30, children: [node(21, '펜던트', 20, { productCnt: 30 })] }),
  node(30, '빈 카테고리', null),
  node(91, '발도로', null, { categoryType: 'BRAND', brandNo: 1, productCnt: 12 }),
];
const brand: ConsoleBrand = { brandNo: 1, nameKo: '발도로', nameLatin: 'Baldoro', countryKo: '이탈리아', department: 'TILE', description: '', logoUrl: null, productCnt: 12 };

/** Every call answers its path's envelope; the requests are kept for the test to read. */
function show() {
  const requests: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    requests.push({ url, method, body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined });
    const path = url.replace('/api/admin/v1', '').split('?')[0]!;
    const data =
      method === 'GET' && path === '/catalogue/categories'
        ? { categoryList }
        : method === 'GET' && path === '/catalogue/brands'
          ? { list: [brand] }
          : path.endsWith('/logo')
            ? { ...brand, logoUrl: '/media/uploads/brand/ab/0123456789abcdef0123456789abcdef/320.webp' }
            : path.startsWith('/catalogue/brands/')
            ? { ...brand, description: '장인의 공방' }
            : { categoryNo: 11, productsUpdated: 0 };
    return new Response(JSON.stringify({ code: 0, message: 'success', data }), { headers: { 'content-type': 'application/json' } });
  });
  renderRoutes([{ path: '/categories', Component: CategoriesPage }], '/categories');
  return requests;
}

const writes = <R extends { method: string }>(requests: R[]) => requests.filter((request) => request.method !== 'GET');

describe('the categories page', () => {
  it('shows the tree with product counts and hidden marks, and the brands', async () => {
    show();
    const tree = await screen.findByRole('list', { name: '카테고리 트리' });
    const tiles = within(tree).getByRole('list', { name: '타일의 하위 카테고리' });
    expect(within(tiles).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('포세린'), expect.stringContaining('세라믹')]);
    expect(within(tiles).getAllByRole('listitem')[0]!.textContent).toContain('상품 80개');
    expect(within(tiles).getAllByRole('listitem')[1]!.textContent).toContain('숨김');
    expect(screen.getByRole('button', { name: '세라믹 보이기' }).getAttribute('aria-pressed')).toBe('true');
    // A brand list neither moves nor goes away; a category with children does not move under another.
    expect(screen.queryByRole('button', { name: '발도로 삭제' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: '타일 상위 카테고리' })).toBeNull();
    const brands = await screen.findByRole('table', { name: '브랜드 1개' });
    expect(within(brands).getAllByRole('row')[1]!.textContent).toContain('Baldoro');
  });

  it('reorders with 위로/아래로 from the keyboard, sending the parent\'s whole new order', async () => {
    const requests = show();
    const down = await screen.findByRole('button', { name: '포세린 아래로' });
    expect((screen.getByRole('button', { name: '포세린 위로' }) as HTMLButtonElement).disabled).toBe(true);
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(writes(requests)).toEqual([{ url: '/api/admin/v1/catalogue/categories/order', method: 'PUT', body: { categoryNos: [12, 11] } }]));
  });

  it('adds, renames in place, moves and hides', async () => {
    const requests = show();
    await screen.findByRole('list', { name: '카테고리 트리' });
    await userEvent.type(screen.getByRole('textbox', { name: '새 카테고리 이름' }), '대형 타일');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '상위 카테고리' }), '10');
    await userEvent.click(screen.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(writes(requests).at(-1)).toMatchObject({ method: 'POST', body: { name: '대형 타일', parentNo: 10 } }));

    await userEvent.click(screen.getByRole('button', { name: '펜던트 이름 바꾸기' }));
    const field = screen.getByRole('textbox', { name: '펜던트 새 이름' });
    await userEvent.clear(field);
    await userEvent.type(field, '펜던트 조명{Enter}');
    await waitFor(() => expect(writes(requests).at(-1)).toMatchObject({ url: '/api/admin/v1/catalogue/categories/21', method: 'PATCH', body: { name: '펜던트 조명' } }));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: '펜던트 상위 카테고리' }), '10');
    await userEvent.click(screen.getByRole('button', { name: '펜던트 옮기기' }));
    await waitFor(() => expect(writes(requests).at(-1)).toMatchObject({ url: '/api/admin/v1/catalogue/categories/21', body: { parentNo: 10 } }));

    await userEvent.click(screen.getByRole('button', { name: '포세린 숨기기' }));
    await waitFor(() => expect(writes(requests).at(-1)).toMatchObject({ url: '/api/admin/v1/catalogue/categories/11', body: { hidden: true } }));
  });

  it('asks before deleting, and will not delete a category with products', async () => {
    const requests = show();
    await userEvent.click(await screen.findByRole('button', { name: '포세린 삭제' }));
    const refused = screen.getByRole('dialog', { name: '카테고리 삭제: 포세린' });
    expect(refused.textContent).toContain('상품 80개가 있어 삭제할 수 없습니다');
    expect((within(refused).getByRole('button', { name: '삭제' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(refused).getByRole('button', { name: '취소' }));

    await userEvent.click(screen.getByRole('button', { name: '빈 카테고리 삭제' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: '카테고리 삭제: 빈 카테고리' })).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(writes(requests)).toEqual([{ url: '/api/admin/v1/catalogue/categories/30', method: 'DELETE', body: undefined }]));
  });

  it('edits a brand in a dialog, sending only what changed', async () => {
    const requests = show();
    await userEvent.click(await screen.findByRole('button', { name: '발도로 수정' }));
    const dialog = screen.getByRole('dialog', { name: '브랜드 수정: 발도로' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '소개' }), '장인의 공방');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /로고 주소/ }), 'ftp://logo');
    expect((within(dialog).getByRole('button', { name: '저장' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /로고 주소/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /로고 주소/ }), 'https://cdn.example.com/baldoro.svg');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() =>
      expect(writes(requests)).toEqual([
        { url: '/api/admin/v1/catalogue/brands/1', method: 'PATCH', body: { description: '장인의 공방', logoUrl: 'https://cdn.example.com/baldoro.svg' } },
      ]),
    );
  });

  it('uploads a logo picture at once and shows it; saving afterwards does not send the logo again', async () => {
    const requests = show();
    await userEvent.click(await screen.findByRole('button', { name: '발도로 수정' }));
    const dialog = screen.getByRole('dialog', { name: '브랜드 수정: 발도로' });
    await userEvent.upload(within(dialog).getByLabelText('로고 그림 올리기'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(writes(requests).map((request) => [request.url, request.method])).toEqual([['/api/admin/v1/catalogue/brands/1/logo', 'POST']]));
    expect((writes(requests)[0]!.body as FormData).get('logo')).toBeInstanceOf(File);
    expect(await within(dialog).findByRole('img', { name: '발도로 로고 미리보기' })).toBeTruthy();
    expect(within(dialog).getByText('로고를 올려 저장했습니다.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: '소개' }), '장인의 공방');
    await userEvent.click(within(dialog).getByRole('button', { name: '저장' }));
    await waitFor(() => expect(writes(requests).at(-1)).toEqual({ url: '/api/admin/v1/catalogue/brands/1', method: 'PATCH', body: { description: '장인의 공방' } }));
  });
});
