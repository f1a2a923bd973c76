import type { AdminProductFile, AdminProductView } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testQueryClient } from '@/test/render-app';
import { DocumentsPanel } from './DocumentsPanel';
import { productQuery } from './products-api';
import { stubConsole } from './products-test-server';

afterEach(() => vi.unstubAllGlobals());

const document = (fileId: number, title: string): AdminProductFile => ({
  fileId,
  title,
  fileName: `원목 소파_${title}.pdf`,
  bytes: 2_400_000,
  path: `/product/v1/5/documents/files/${fileId}`,
  createdAt: '2026-11-28T01:00:00Z',
});
const kc = document(21, 'KC 인증서');

/** The panel as the product's page shows it: its documents read from the product in the query cache, which each answer updates. */
function Page() {
  const product = useQuery({ ...productQuery(5), enabled: false });
  return product.data ? <DocumentsPanel productNo={5} files={product.data.files} /> : null;
}

function show(answers: Parameters<typeof stubConsole>[0], files: AdminProductFile[] = [kc]) {
  const requests = stubConsole(answers);
  const client = testQueryClient();
  client.setQueryData(productQuery(5).queryKey, { productNo: 5, files } as unknown as AdminProductView);
  renderRoutes([{ path: '/products/5', Component: Page }], '/products/5', { client });
  return requests;
}

const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], '설명서.pdf', { type: 'application/pdf' });
const rows = () => within(screen.getByRole('table', { name: '상품 자료' })).getAllByRole('row').slice(1);

describe('the documents panel', () => {
  it('lists each document with a download link under its file name and its size', () => {
    show({});
    const link = within(rows()[0]!).getByRole('link', { name: '원목 소파_KC 인증서.pdf' });
    expect(link.getAttribute('href')).toBe('/api/product/v1/5/documents/files/21');
    expect(link.getAttribute('download')).toBe('원목 소파_KC 인증서.pdf');
    expect(rows()[0]!.textContent).toContain('2.3MB');
  });

  it('asks for a title before uploading, then sends the PDF with it and shows the answer', async () => {
    const requests = show({ '/products/5/files': { data: { files: [kc, document(22, '조립 설명서')] } } });
    await userEvent.upload(screen.getByLabelText('PDF 파일'), pdf());
    await userEvent.click(screen.getByRole('button', { name: '자료 올리기' }));
    expect(screen.getByRole('alert').textContent).toContain('자료 이름을 입력해 주세요.');
    expect(requests).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('자료 이름'), '조립 설명서');
    await userEvent.click(screen.getByRole('button', { name: '자료 올리기' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.url).toBe(`/api/admin/v1/products/5/files?title=${encodeURIComponent('조립 설명서')}`);
    expect((requests[0]!.init?.body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect((screen.getByLabelText('자료 이름') as HTMLInputElement).value).toBe('');
  });

  it('renames when the field is left', async () => {
    const requests = show({ '/products/5/files/21': { data: { files: [] } } });
    const field = screen.getByLabelText('자료 이름 (KC 인증서)');
    await userEvent.clear(field);
    await userEvent.type(field, '안전 인증서');
    await userEvent.tab();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect([requests[0]!.init?.method, JSON.parse(String(requests[0]!.init?.body))]).toEqual(['PATCH', { title: '안전 인증서' }]);
  });

  it('deletes after the confirmation names the document', async () => {
    const requests = show({ '/products/5/files/21': { data: { files: [] } } });
    await userEvent.click(screen.getByRole('button', { name: /^삭제\s?\(KC 인증서\)$/ }));
    const dialog = screen.getByRole('dialog', { name: '자료 삭제' });
    expect(dialog.textContent).toContain('KC 인증서');
    expect(requests).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.init?.method).toBe('DELETE');
    await waitFor(() => expect(screen.getByText('아직 올린 자료가 없습니다.')).toBeTruthy());
  });
});
