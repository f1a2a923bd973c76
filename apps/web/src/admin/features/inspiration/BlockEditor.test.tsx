import type { PickedProduct } from '@maru/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockEditor } from './BlockEditor';
import { type EditorBlock, emptyBlock, writeOfExhibition, emptyExhibitionForm } from './exhibition-form';

afterEach(() => vi.unstubAllGlobals());

const product = (productNo: number, productName: string): PickedProduct => ({ productNo, productName, brandName: '마루', sellingPrice: 12_000, status: 'ON_SALE', imageUrl: '/x.webp' });

/** The editor with its blocks in state, as the page holds them; `seen` gets every change. */
function Harness({ initial, seen }: { initial: EditorBlock[]; seen: (blocks: EditorBlock[]) => void }) {
  const [blocks, setBlocks] = useState(initial);
  return (
    <BlockEditor
      blocks={blocks}
      errors={{ 'blocks.1.title': '블록 제목을 입력해 주세요.' }}
      onChange={(next) => {
        seen(next);
        setBlocks(next);
      }}
    />
  );
}

const kinds = () => within(screen.getByRole('list', { name: '블록 순서' })).getAllByTestId('block').map((item) => item.dataset.kind);

describe('the block editor', () => {
  it('adds blocks of each kind, moves them with the buttons and the arrow keys (focus stays on the moved block), and removes one', async () => {
    const user = userEvent.setup();
    let last: EditorBlock[] = [];
    render(<Harness initial={[]} seen={(blocks) => (last = blocks)} />);
    expect(screen.getByText(/아직 블록이 없습니다/)).toBeTruthy();
    for (const label of ['사진', '글', '상품 묶음', '쿠폰']) {
      await user.selectOptions(screen.getByLabelText('추가할 블록'), label);
      await user.click(screen.getByRole('button', { name: '블록 추가' }));
    }
    expect(kinds()).toEqual(['IMAGE', 'EDITOR', 'PRODUCT', 'COUPON']);

    await user.click(screen.getByRole('button', { name: '4번째 블록 (쿠폰) 위로' }));
    expect(kinds()).toEqual(['IMAGE', 'EDITOR', 'COUPON', 'PRODUCT']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '3번째 블록 (쿠폰) 위로' }));
    expect(screen.getByRole('status').textContent).toBe('쿠폰 블록을 3번째로 옮겼습니다. (모두 4개)');

    const handle = screen.getByRole('button', { name: '1번째 블록 (사진) 순서 옮기기' });
    handle.focus();
    await user.keyboard('{ArrowDown}');
    expect(kinds()).toEqual(['EDITOR', 'IMAGE', 'COUPON', 'PRODUCT']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '2번째 블록 (사진) 순서 옮기기' }));
    await user.keyboard('{End}');
    expect(kinds()).toEqual(['EDITOR', 'COUPON', 'PRODUCT', 'IMAGE']);
    await user.keyboard('{Home}');
    expect(kinds()).toEqual(['IMAGE', 'EDITOR', 'COUPON', 'PRODUCT']);

    await user.click(screen.getByRole('button', { name: '2번째 블록 (글) 빼기' }));
    expect(kinds()).toEqual(['IMAGE', 'COUPON', 'PRODUCT']);
    expect(last.map((block) => block.kind)).toEqual(['IMAGE', 'COUPON', 'PRODUCT']);
  });

  it('fills a product group by search, in the chosen order, and writes it as the domain expects', async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      requests.push(String(input));
      return new Response(JSON.stringify({ code: 0, message: 'success', data: { list: [product(11, '욕실 선반'), product(12, '수건걸이')] } }), { headers: { 'content-type': 'application/json' } });
    });
    let last: EditorBlock[] = [];
    const group = { ...emptyBlock('PRODUCT'), title: '욕실 베스트' } as EditorBlock;
    render(<Harness initial={[emptyBlock('EDITOR'), group]} seen={(blocks) => (last = blocks)} />);
    expect(screen.getByText('블록 제목을 입력해 주세요.')).toBeTruthy();

    await user.type(screen.getByLabelText('상품 찾기 (상품번호, 상품명·브랜드)'), '욕실{Enter}');
    expect(requests[0]).toContain('/api/admin/v1/exhibitions/products?keyword=%EC%9A%95%EC%8B%A4');
    await user.click(await screen.findByRole('button', { name: /수건걸이.* 추가$/ }));
    await user.click(screen.getByRole('button', { name: /욕실 선반.* 추가$/ }));
    expect(screen.getByRole('button', { name: /수건걸이.*\(추가됨\)$/ })).toHaveProperty('disabled', true);
    const chosen = () => within(screen.getByRole('list', { name: '2번째 블록의 상품' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(chosen()[0]).toMatch(/수건걸이/);
    await user.click(screen.getByRole('button', { name: /욕실 선반.* 위로$/ }));
    expect(chosen()[0]).toMatch(/욕실 선반/);

    const write = writeOfExhibition({ ...emptyExhibitionForm(), blocks: last });
    expect(write.blocks[1]).toEqual({ kind: 'PRODUCT', title: '욕실 베스트', productNos: [11, 12] });
  });
});
