import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import styles from '../console.module.css';
import { BulkBar, choiceFilter, ConsoleList, ExportLink, hrefWithFilters, numberFilter, paramsOfFilters, readFilters, SelectAllBox, SelectCell, textFilter, useListFilters, useRowSelection } from '.';

interface Row {
  id: number;
  name: string;
}

const FILTERS = { keyword: textFilter(20), status: choiceFilter(['ALL', 'OPEN', 'SHUT'] as const, 'ALL'), min: numberFilter(1), sort: choiceFilter(['NEW', 'OLD'] as const, 'NEW', { form: false }) };
const SIZE = 2;

/** A list of five rows, two a page, answering whatever the filters ask from `load`. */
function TestList({ load, onBulk }: { load: (filters: unknown) => void; onBulk: (ids: number[]) => void }) {
  const list = useListFilters(FILTERS);
  const rows = useQuery({
    queryKey: ['rows', list.filters],
    queryFn: () => {
      load(list.filters);
      const all = [1, 2, 3, 4, 5].map((id) => ({ id, name: `행 ${id}` }));
      return { list: all.slice((list.filters.page - 1) * SIZE, list.filters.page * SIZE), total: all.length };
    },
  });
  const selection = useRowSelection((row: Row) => row.id, list.scope);
  const pageRows = rows.data?.list ?? [];
  return (
    <ConsoleList
      title="시험 목록"
      actions={<ExportLink href={hrefWithFilters('/export', list.filters)}>엑셀 내보내기</ExportLink>}
      label="시험 검색"
      search={{
        onSearch: list.search,
        formKey: list.formKey,
        fields: (
          <>
            <label className={styles.field}>
              검색어
              <input name="keyword" defaultValue={list.filters.keyword} />
            </label>
            <label className={styles.field}>
              상태
              <select name="status" defaultValue={list.filters.status}>
                <option value="ALL">전체</option>
                <option value="OPEN">열림</option>
              </select>
            </label>
          </>
        ),
      }}
      toolbar={
        <BulkBar label="선택한 행 일괄 변경" count={selection.size} onClear={selection.clear}>
          <button type="button" onClick={() => onBulk(selection.keys())}>
            숨기기
          </button>
        </BulkBar>
      }
      table={{
        query: rows,
        noun: '행',
        loading: '찾는 중',
        empty: '없습니다.',
        columns: [<SelectAllBox key="all" selection={selection} rows={pageRows} label="이 페이지 모두 선택" />, '이름'],
        row: (row) => (
          <tr key={row.id}>
            <SelectCell selection={selection} row={row} label={`${row.name} 선택`} />
            <td>{row.name}</td>
          </tr>
        ),
        pages: list.pages(SIZE),
      }}
    />
  );
}

function show(url: string) {
  const load = vi.fn();
  const onBulk = vi.fn();
  const view = renderRoutes([{ path: '/list', element: <TestList load={load} onBulk={onBulk} /> }], url);
  return { ...view, load, onBulk };
}

describe('readFilters', () => {
  it('reads what the address allows and falls back on the rest', () => {
    expect(readFilters(FILTERS, new URLSearchParams('keyword=%20소파%20&status=FOO&min=0&sort=OLD&page=x'))).toEqual({ keyword: '소파', status: 'ALL', min: undefined, sort: 'OLD', page: 1 });
    expect(readFilters(FILTERS, new URLSearchParams('status=OPEN&min=3&page=4'))).toEqual({ keyword: undefined, status: 'OPEN', min: 3, sort: 'NEW', page: 4 });
    expect(readFilters(FILTERS, new URLSearchParams('min=1e3'))).toMatchObject({ min: undefined });
  });

  it('writes back only what says something: no empty, 전체 or default value', () => {
    expect(paramsOfFilters(FILTERS, { keyword: '', status: 'ALL', min: 2, sort: 'NEW', page: 1 }).toString()).toBe('min=2&page=1');
    expect(paramsOfFilters(FILTERS, { keyword: '의자', status: 'OPEN', min: undefined, sort: 'OLD', page: 3 }).toString()).toBe('keyword=%EC%9D%98%EC%9E%90&status=OPEN&sort=OLD&page=3');
  });
});

describe('ConsoleList', () => {
  it('starts the form from the address and writes a search back to it, keeping the heading sort', async () => {
    const { router, load } = show('/list?keyword=의자&sort=OLD&page=2');
    expect(await screen.findByText('행 3')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith({ keyword: '의자', status: 'ALL', min: undefined, sort: 'OLD', page: 2 });
    const search = screen.getByRole('region', { name: '시험 검색' });
    expect((within(search).getByRole('textbox', { name: '검색어' }) as HTMLInputElement).value).toBe('의자');
    await userEvent.clear(within(search).getByRole('textbox', { name: '검색어' }));
    await userEvent.type(within(search).getByRole('textbox', { name: '검색어' }), '소파');
    await userEvent.selectOptions(within(search).getByRole('combobox', { name: '상태' }), 'OPEN');
    await userEvent.click(within(search).getByRole('button', { name: '검색' }));
    // A new search goes back to the first page; 전체 and empty filters stay out of the address.
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=%EC%86%8C%ED%8C%8C&status=OPEN&sort=OLD&page=1'));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ keyword: '소파', status: 'OPEN', min: undefined, sort: 'OLD', page: 1 }));
    // Back shows the earlier search again, its form reset to it.
    await router.navigate(-1);
    await waitFor(() => expect((screen.getByRole('textbox', { name: '검색어' }) as HTMLInputElement).value).toBe('의자'));
  });

  it('pages through the list, and a filter change goes back to the first page', async () => {
    const { router } = show('/list?status=OPEN');
    expect(await screen.findByText('행 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText('행 3')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=OPEN&page=2');
    expect(screen.getByText(/3–4 \/ 5건/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '상태' }), 'ALL');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    expect(await screen.findByText('행 1')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=1');
  });

  it('chooses rows across pages for a bulk action, and a new search lets go of them', async () => {
    const { onBulk } = show('/list');
    expect(await screen.findByText('행 1')).toBeTruthy();
    expect(screen.queryByRole('toolbar')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: '이 페이지 모두 선택' }));
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: '행 3 선택' }));
    const bar = screen.getByRole('toolbar', { name: '선택한 행 일괄 변경' });
    expect(within(bar).getByText('3개 선택')).toBeTruthy();
    await userEvent.click(within(bar).getByRole('button', { name: '숨기기' }));
    expect(onBulk).toHaveBeenCalledWith([1, 2, 3]);
    await userEvent.click(within(bar).getByRole('button', { name: '선택 해제' }));
    expect(screen.queryByRole('toolbar')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: '행 4 선택' }));
    await userEvent.type(screen.getByRole('textbox', { name: '검색어' }), '행');
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(screen.queryByRole('toolbar')).toBeNull());
  });

  it('points the export link at the filters in force, without the page', async () => {
    show('/list?keyword=소파&status=OPEN&sort=OLD&page=3');
    const link = await screen.findByRole('link', { name: '엑셀 내보내기' });
    expect(link.getAttribute('href')).toBe('/export?keyword=%EC%86%8C%ED%8C%8C&status=OPEN&sort=OLD');
    expect(link.hasAttribute('download')).toBe(true);
    await userEvent.clear(screen.getByRole('textbox', { name: '검색어' }));
    await userEvent.click(screen.getByRole('button', { name: '검색' }));
    await waitFor(() => expect(screen.getByRole('link', { name: '엑셀 내보내기' }).getAttribute('href')).toBe('/export?status=OPEN&sort=OLD'));
  });
});
