import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, twoWaySort } from './DataTable';

const orders = { descending: 'NEWEST', ascending: 'OLDEST', first: 'descending' } as const;

describe('twoWaySort', () => {
  it('asks for the first order from another column, then flips between the two', () => {
    const onSort = vi.fn();
    const fromElsewhere = twoWaySort<'NEWEST' | 'OLDEST' | 'PAY_DESC'>('주문일시', 'PAY_DESC', orders, onSort);
    expect(fromElsewhere.sort).toBe('none');
    fromElsewhere.onSort();
    expect(onSort).toHaveBeenLastCalledWith('NEWEST');
    const newest = twoWaySort('주문일시', 'NEWEST', orders, onSort);
    expect(newest.sort).toBe('descending');
    newest.onSort();
    expect(onSort).toHaveBeenLastCalledWith('OLDEST');
    twoWaySort('주문일시', 'OLDEST', orders, onSort).onSort();
    expect(onSort).toHaveBeenLastCalledWith('NEWEST');
  });

  it('renders as a heading button that says its order', async () => {
    const onSort = vi.fn();
    render(
      <DataTable columns={[twoWaySort('주문일시', 'OLDEST', orders, onSort), '주문번호']}>
        <tr>
          <td>1</td>
          <td>2</td>
        </tr>
      </DataTable>,
    );
    const heading = screen.getByRole('columnheader', { name: /주문일시/ });
    expect(heading.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(screen.getByRole('button', { name: /주문일시/ }));
    expect(onSort).toHaveBeenCalledWith('NEWEST');
  });
});
