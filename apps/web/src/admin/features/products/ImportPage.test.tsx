import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { ImportPage } from './ImportPage';
import { stubConsole } from './products-test-server';

afterEach(() => vi.unstubAllGlobals());

const sheet = () => new File(['상품번호,상품명\n,소파'], 'products.csv', { type: 'text/csv' });

describe('the import page', () => {
  it('checks the file without changing anything and lists its problems by row and column', async () => {
    const requests = stubConsole({
      '/products/import': { data: { created: 3, updated: 1, errors: [{ row: 4, column: '판매가', message: '판매가는 정가보다 클 수 없습니다.' }] } },
    });
    renderRoutes([{ path: '/products/import', Component: ImportPage }], '/products/import');
    await userEvent.upload(screen.getByLabelText('CSV 파일'), sheet());
    await userEvent.click(screen.getByRole('button', { name: '검사하기' }));

    const table = await screen.findByRole('table', { name: '문제 1건' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['행', '열', '내용']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('4판매가판매가는 정가보다 클 수 없습니다.');
    expect(screen.getByText(/검사 결과: 등록 3개 · 수정 1개 · 문제 1건/)).toBeTruthy();
    expect(requests[0]!.url).toBe('/api/admin/v1/products/import?dryRun=true');
    expect(requests[0]!.init?.body).toBeInstanceOf(FormData);
    expect((screen.getByRole('button', { name: '반영하기' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('applies only after a clean check of the same file, behind a confirmation', async () => {
    const requests = stubConsole({ '/products/import': { data: { created: 2, updated: 0, errors: [] } } });
    renderRoutes([{ path: '/products/import', Component: ImportPage }], '/products/import');
    await userEvent.upload(screen.getByLabelText('CSV 파일'), sheet());
    await userEvent.click(screen.getByRole('button', { name: '검사하기' }));
    await screen.findByText(/검사 결과: 등록 2개/);
    await userEvent.click(screen.getByRole('button', { name: '반영하기' }));
    const dialog = screen.getByRole('dialog', { name: '가져오기 반영' });
    expect(dialog.textContent).toContain('상품 2개를 새로 등록하고 0개를 고칩니다.');
    await userEvent.click(within(dialog).getByRole('button', { name: '반영하기' }));
    await screen.findByText(/반영 결과: 등록 2개/);
    expect(requests.map(({ url }) => url)).toEqual(['/api/admin/v1/products/import?dryRun=true', '/api/admin/v1/products/import?dryRun=false']);
  });
});
