import type { AdminProductImage, AdminProductView } from '@maru/domain';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testQueryClient } from '@/test/render-app';
import { PicturesPanel } from './PicturesPanel';
import { productQuery } from './products-api';
import { stubConsole } from './products-test-server';

afterEach(() => vi.unstubAllGlobals());

const picture = (imageId: number, alt = ''): AdminProductImage => ({
  imageId,
  url320: `/media/uploads/product/aa/${imageId}/320.webp`,
  url640: `/media/uploads/product/aa/${imageId}/640.webp`,
  url1280: `/media/uploads/product/aa/${imageId}/1280.webp`,
  alt,
});
const [a, b, c] = [picture(11, '정면'), picture(12, '옆면'), picture(13)];

/** The panel as the product's page shows it: its pictures read from the product in the query cache, which each answer updates. */
function Page() {
  const product = useQuery({ ...productQuery(5), enabled: false });
  return product.data ? <PicturesPanel productNo={5} images={product.data.images} /> : null;
}

function show(answers: Parameters<typeof stubConsole>[0]) {
  const requests = stubConsole(answers);
  const client = testQueryClient();
  client.setQueryData(productQuery(5).queryKey, { productNo: 5, imageUrl: a.url640, images: [a, b, c] } as unknown as AdminProductView);
  renderRoutes([{ path: '/products/5', Component: Page }], '/products/5', { client });
  return requests;
}

/** A control's name: its visible words and, for screen readers, which picture (spacing as the browser joins it). */
const named = (words: string, place: number) => new RegExp(`^${words}\\s?\\(${place}번째 사진\\)$`);
const order = () => within(screen.getByRole('list', { name: '상품 사진 순서' })).getAllByRole('listitem').map((item) => item.querySelector('img')!.getAttribute('src'));

describe('the pictures panel', () => {
  it('shows the pictures in order with the first marked 대표 이미지', () => {
    show({});
    expect(order()).toEqual([a.url320, b.url320, c.url320]);
    const items = within(screen.getByRole('list', { name: '상품 사진 순서' })).getAllByRole('listitem');
    expect(within(items[0]!).getByText('대표 이미지')).toBeTruthy();
    expect(within(items[1]!).queryByText('대표 이미지')).toBeNull();
    expect((screen.getByRole('button', { name: named('앞으로', 1) }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: named('뒤로', 3) }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('img', { name: '정면' })).toBeTruthy();
  });

  it('moves a picture with the arrow keys on its handle, saves the whole order, announces the new place and keeps the focus on it', async () => {
    const requests = show({ '/products/5/images/order': { data: { images: [b, a, c] } } });
    const handle = screen.getByRole('button', { name: '1번째 사진 순서 옮기기' });
    handle.focus();
    await userEvent.keyboard('{ArrowRight}');

    expect(order()).toEqual([b.url320, a.url320, c.url320]);
    expect(screen.getByText(/2번째로 옮겼습니다/)).toBeTruthy();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.url).toBe('/api/admin/v1/products/5/images/order');
    expect(requests[0]!.init?.method).toBe('PUT');
    expect(JSON.parse(String(requests[0]!.init?.body))).toEqual({ imageIds: [12, 11, 13] });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: '2번째 사진 순서 옮기기' })));
    // Once saved, the answer's order stays.
    await waitFor(() => expect(screen.getByRole('list', { name: '상품 사진 순서' }).getAttribute('aria-busy')).toBe('false'));
    expect(order()).toEqual([b.url320, a.url320, c.url320]);
    expect(document.activeElement!.closest('li')!.querySelector('img')!.getAttribute('src')).toBe(a.url320);
  });

  it('makes the third picture the main one with 대표로 지정', async () => {
    const requests = show({ '/products/5/images/order': { data: { images: [c, a, b] } } });
    await userEvent.click(screen.getByRole('button', { name: named('대표로 지정', 3) }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(JSON.parse(String(requests[0]!.init?.body))).toEqual({ imageIds: [13, 11, 12] });
    expect(screen.getByText(/1번째로 옮겼습니다/)).toBeTruthy();
    await waitFor(() => expect(order()).toEqual([c.url320, a.url320, b.url320]));
  });

  it('saves alt text when the field is left, and deletes only after the confirmation', async () => {
    const requests = show({ '/products/5/images/13': { data: { images: [a, b, { ...c, alt: '위에서 본 모습' }] } } });
    const field = screen.getByLabelText(named('대체 텍스트', 3));
    await userEvent.type(field, '위에서 본 모습');
    await userEvent.tab();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.init?.method).toBe('PATCH');
    expect(JSON.parse(String(requests[0]!.init?.body))).toEqual({ alt: '위에서 본 모습' });

    await userEvent.click(screen.getByRole('button', { name: named('삭제', 3) }));
    const dialog = screen.getByRole('dialog', { name: '사진 삭제' });
    expect(dialog.textContent).toContain('3번째 사진을 지웁니다.');
    expect(requests).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.init?.method).toBe('DELETE');
  });
});
