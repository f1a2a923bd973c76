import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConsoleApiError } from '../../api/console-api';
import { ResultTable } from './ResultTable';

interface Row {
  no: number;
  name: string;
}

/** A console list over a real TanStack query answering `load`. */
function List({ load, onPage }: { load: () => Promise<{ list: Row[]; total: number }>; onPage?: (page: number) => void }) {
  const query = useQuery({ queryKey: ['rows'], queryFn: load, retry: false });
  return (
    <ResultTable
      query={query}
      noun="주문"
      loading="주문을 찾는 중"
      empty="조건에 맞는 주문이 없습니다."
      columns={['번호', '이름']}
      row={(row) => (
        <tr key={row.no}>
          <td>{row.no}</td>
          <td>{row.name}</td>
        </tr>
      )}
      pages={onPage ? { page: 1, size: 2, onPage } : undefined}
    />
  );
}

const show = (load: () => Promise<{ list: Row[]; total: number }>, onPage?: (page: number) => void) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <List load={load} onPage={onPage} />
    </QueryClientProvider>,
  );

describe('ResultTable', () => {
  it('says it is searching, then shows the rows under their columns with the count for screen readers, and pages', async () => {
    const onPage = vi.fn();
    show(async () => ({ list: [{ no: 1, name: '소파' }, { no: 2, name: '타일' }], total: 5 }), onPage);
    expect(screen.getByText('주문을 찾는 중')).toBeTruthy();
    const table = await screen.findByRole('table', { name: '주문 5건' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['번호', '이름']);
    expect(within(table).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['1소파', '2타일']);
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says so when nothing matches, with no table', async () => {
    show(async () => ({ list: [], total: 0 }));
    expect(await screen.findByText('조건에 맞는 주문이 없습니다.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s reason and loads again on 다시 불러오기', async () => {
    const load = vi.fn().mockRejectedValueOnce(new ConsoleApiError(500, 9999, '잠시 후 다시 시도해 주세요.')).mockResolvedValue({ list: [{ no: 3, name: '수전' }], total: 1 });
    show(load);
    expect((await screen.findByRole('alert')).textContent).toContain('잠시 후 다시 시도해 주세요.');
    await userEvent.click(screen.getByRole('button', { name: '다시 불러오기' }));
    expect(await screen.findByRole('table', { name: '주문 1건' })).toBeTruthy();
  });
});
