import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { ProductsPage } from './ProductsPage';
import { choices, productRow, stubConsole } from './products-test-server';

afterEach(() => vi.unstubAllGlobals());

const list = [productRow(101, '시에나 포세린 600×600'), productRow(102, '노라 화병', { price: 30_000, sellingPrice: 30_000, soldOutOptions: 2, lowStock: true, status: 'SOLD_OUT' })];

function show(url: string) {
  const requests = stubConsole({ '/products/choices': { data: choices }, '/products': { data: { list, page: 1, size: 30, total: 2 } } });
  renderRoutes([{ path: '/products', Component: ProductsPage }], url);
  return requests;
}

describe('the products page', () => {
  it('asks with the filters of the address and shows the rows in won, with their stock marks', async () => {
    const requests = show('/products?status=SOLD_OUT&sort=NAME');
    const table = await screen.findByRole('table', { name: '상품 2건' });
    expect(requests.find(({ url }) => url.startsWith('/api/admin/v1/products?'))?.url).toBe('/api/admin/v1/products?status=SOLD_OUT&sort=NAME&size=30');
    const second = within(table).getAllByRole('row')[2]!;
    expect(within(second).getByRole('link', { name: '노라 화병' }).getAttribute('href')).toBe('/products/102');
    expect(second.textContent).toContain('30,000원');
    expect(second.textContent).toContain('품절 2');
    expect(second.textContent).toContain('부족');
    expect(screen.getByRole('link', { name: '엑셀 내보내기' }).getAttribute('href')).toBe('/api/admin/v1/products/export?status=SOLD_OUT&sort=NAME');
  });

  it('names how many products a bulk change touches, and previews a price change rounded within 정가', async () => {
    show('/products');
    await screen.findByRole('table', { name: '상품 2건' });
    await userEvent.click(screen.getByRole('checkbox', { name: '이 페이지의 상품 모두 선택' }));
    expect(screen.getByRole('toolbar').textContent).toContain('2개 선택');

    await userEvent.click(screen.getByRole('button', { name: '판매 상태 변경' }));
    const statusDialog = screen.getByRole('dialog', { name: '상품 2개 판매 상태 변경' });
    expect(statusDialog.textContent).toContain('선택한 상품 2개의 판매 상태를 판매중으로 바꿉니다.');
    await userEvent.click(within(statusDialog).getByRole('button', { name: '취소' }));

    await userEvent.click(screen.getByRole('button', { name: '판매가 변경' }));
    const priceDialog = screen.getByRole('dialog', { name: '상품 2개 판매가 변경' });
    await userEvent.type(within(priceDialog).getByRole('textbox', { name: /변경 비율/ }), '-15');
    const preview = within(priceDialog).getByRole('table', { name: '바뀔 판매가 미리 보기' });
    // 45,900 × 0.85 = 39,015 → 39,000; 30,000 × 0.85 = 25,500.
    expect(within(preview).getAllByRole('row').slice(1).map((row) => row.lastElementChild?.textContent)).toEqual(['39,000원', '25,500원']);
    expect(within(priceDialog).getByRole('button', { name: '상품 2개 변경하기' })).toBeTruthy();
  });
});

describe('sorting by a heading', () => {
  it('orders by 판매가 from its heading, keeps the order in the address, and says so to screen readers', async () => {
    const requests = show('/products');
    const heading = await screen.findByRole('columnheader', { name: /판매가/ });
    expect(heading.getAttribute('aria-sort')).toBe('none');
    await userEvent.click(within(heading).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /판매가/ }).getAttribute('aria-sort')).toBe('ascending'));
    expect(requests.some(({ url }) => url.startsWith('/api/admin/v1/products?sort=PRICE_ASC'))).toBe(true);
    await userEvent.click(within(screen.getByRole('columnheader', { name: /판매가/ })).getByRole('button'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /판매가/ }).getAttribute('aria-sort')).toBe('descending'));
  });
});
