import type { AdminProductView } from '@maru/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { AddOptionValues } from './AddOptionValues';
import { RenameOptionValue } from './RenameOptionValue';
import { stubConsole } from './products-test-server';

afterEach(() => vi.unstubAllGlobals());

const combination = (itemGroupSeq: number, values: string[]) => ({ itemGroupSeq, values, extraPrice: 0, stockCnt: 3, stockLostType: 'STOCK_ALIM' as const });
const product: AdminProductView = {
  productNo: 1000001, productName: '마루 벤치', brandNo: 1, brandName: '소반가구', categoryNo: 11, categoryPath: ['가구', '수납'], price: 100_000, sellingPrice: 90_000, inquiryProduct: false, saleBlock: null,
  vatRate: 10, deliveries: [{ method: 'PARCEL', fee: 3000, freeOver: null, payType: 'PREPAY' }], description: '', searchKeywords: [], sampleable: false, status: 'HIDDEN',
  displayFrom: null, displayUntil: null, lowStockThreshold: 5, notice: null, imageUrl: '/p.webp', images: [], files: [], createdAt: '2026-11-28T00:00:00Z', updatedAt: '2026-11-28T00:00:00Z',
  options: { groups: [{ name: '색상', style: 'SELECT', values: ['화이트'] }, { name: '크기', style: 'SELECT', values: ['소', '대'] }], combinations: [combination(100000101, ['화이트', '소']), combination(100000102, ['화이트', '대'])] },
};

describe('adding option values to an existing product', () => {
  it('sends the chosen group, the new values and the opening stock', async () => {
    const grown = { ...product, options: { ...product.options, combinations: [...product.options.combinations, combination(100000103, ['블랙', '소']), combination(100000104, ['블랙', '대'])] } };
    const requests = stubConsole({ [`/products/${product.productNo}/options/values`]: { data: grown } });
    renderRoutes([{ path: '/', element: <AddOptionValues product={product} /> }], '/');
    await userEvent.type(screen.getByLabelText('추가할 값 (쉼표로 구분)'), '블랙, 블랙');
    await userEvent.clear(screen.getByLabelText('새 조합마다 처음 재고'));
    await userEvent.type(screen.getByLabelText('새 조합마다 처음 재고'), '7');
    await userEvent.click(screen.getByRole('button', { name: '옵션 값 추가' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(JSON.parse(String(requests[0]!.init!.body))).toEqual({ level: 0, values: ['블랙'], stockCnt: 7 });
  });

  it('asks for values before sending anything', async () => {
    const requests = stubConsole({});
    renderRoutes([{ path: '/', element: <AddOptionValues product={product} /> }], '/');
    await userEvent.click(screen.getByRole('button', { name: '옵션 값 추가' }));
    expect(await screen.findByText('더할 옵션 값을 입력해 주세요.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});

describe('renaming an option value', () => {
  it('sends the group, the value chosen in it and the new name', async () => {
    const requests = stubConsole({ [`/products/${product.productNo}/options/values`]: { data: product } });
    renderRoutes([{ path: '/', element: <RenameOptionValue product={product} /> }], '/');
    await userEvent.selectOptions(screen.getByLabelText('옵션'), '1');
    await userEvent.selectOptions(screen.getByLabelText('바꿀 값'), '대');
    await userEvent.type(screen.getByLabelText('새 이름'), ' 라지 ');
    await userEvent.click(screen.getByRole('button', { name: '이름 바꾸기' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect([requests[0]!.init!.method, JSON.parse(String(requests[0]!.init!.body))]).toEqual(['PATCH', { level: 1, from: '대', to: '라지' }]);
  });

  it('asks for a new name before sending anything', async () => {
    const requests = stubConsole({});
    renderRoutes([{ path: '/', element: <RenameOptionValue product={product} /> }], '/');
    await userEvent.click(screen.getByRole('button', { name: '이름 바꾸기' }));
    expect(await screen.findByText('새 이름을 입력해 주세요.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });
});
