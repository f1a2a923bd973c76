import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/shared/query';
import { category, filterGroup, filterItem, productCard } from '../test/answers';
import { fakeApi } from '../test/fake-api';
import { ProductListView } from './ProductListView';

const categoryList = [category(10, '타일', [category(11, '욕실 타일', [], 10)]), category(20, '수전')];
const filterList = [
  filterGroup(1, '사이즈', [filterItem(101, '600×600', [11]), filterItem(102, '300×600', [11])]),
  filterGroup(2, '마감', [filterItem(201, '크롬', [20])]),
];
const product = (productNo: number) => productCard(productNo);
const listPage = (productList: ReturnType<typeof productCard>[]) => ({ productList, page: 1, size: 24, hasNext: false });

function renderList(url: string) {
  const router = createMemoryRouter(
    [{ path: '/product/list/:id?', element: <ProductListView title={(name) => name ?? '전체 상품'} emptyHint="다른 조건을 골라 보세요." /> }],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('product list filters in the address', () => {
  let calls: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    calls = fakeApi({
      '/category/v1/all': { categoryList },
      '/product/v1/filter/list': { filterList },
      '/product/v1/search/list': (_url: URL, body: { filters: number[] }) => ({
        ...listPage(body.filters.length > 0 ? [product(1)] : [product(1), product(2)]),
      }),
      '/product/v1/search/cnt': (_url: URL, body: { filters: number[] }) => ({ totalCount: body.filters.length > 0 ? 1 : 2 }),
    });
  });

  it('offers only the filters of the category, and ticking one puts it in the address without leaving the page', async () => {
    const router = renderList('/product/list/10?keyword=%ED%83%80%EC%9D%BC');
    expect(await screen.findByRole('heading', { level: 1, name: '타일' })).toBeTruthy();
    const size = await screen.findByRole('group', { name: '사이즈' });
    expect(screen.queryByRole('group', { name: '마감' })).toBeNull();
    expect(await screen.findByText('상품 2개')).toBeTruthy();

    await userEvent.click(within(size).getByRole('checkbox', { name: '600×600' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filters=101&keyword=%ED%83%80%EC%9D%BC'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('상품 1개')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/product/v1/search/list').at(-1)?.body).toMatchObject({
      categorys: [10],
      filters: [101],
      keyword: '타일',
      page: 1,
    });
  });

  it('removes a chip and clears every filter while keeping the keyword', async () => {
    const router = renderList('/product/list/10?filters=101,102&keyword=%ED%83%80%EC%9D%BC&page=2');
    await userEvent.click(await screen.findByRole('button', { name: '600×600 필터 해제' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filters=102&keyword=%ED%83%80%EC%9D%BC'));

    await userEvent.click(screen.getByRole('button', { name: '전체 해제' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=%ED%83%80%EC%9D%BC'));
    expect(screen.queryByRole('list', { name: '선택한 필터' })).toBeNull();
  });

  it('sorts the premium category newest first and writes a chosen sort into the address', async () => {
    const router = renderList('/product/list/507538');
    const sort = await screen.findByRole('combobox', { name: '정렬' });
    expect((sort as HTMLSelectElement).value).toBe('NE');
    await waitFor(() => expect(calls.find((call) => call.path === '/product/v1/search/list')?.body).toMatchObject({ sorted: 'NE' }));
    await userEvent.selectOptions(sort, 'LP');
    await waitFor(() => expect(router.state.location.search).toBe('?sorted=LP'));
  });
});
