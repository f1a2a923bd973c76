import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildOptionTree, type ProductOptionRow } from '@maru/domain';
import { describe, expect, it, vi } from 'vitest';
import { OptionSelector } from './OptionSelector';

function row(itemGroupSeq: number, items: [number, string, number, string], stockCnt: number, stockLostType: ProductOptionRow['stockLostType'] = null): ProductOptionRow {
  const [sizeSeq, size, finishSeq, finish] = items;
  return {
    itemSeqList: `${sizeSeq}|${finishSeq}`,
    itemNameList: `${size}|${finish}`,
    optionSeqList: '1|2',
    optionNameList: '사이즈|마감',
    optionStyleList: 'SELECT|RADIO',
    optionGroupSeq: itemGroupSeq,
    itemGroupSeq,
    orderPrice: 30_000,
    orderPriceDiscount: 0,
    stockCnt,
    stockLostType,
    originImageUrl: null,
    thumbnailImageUrl: null,
    inquiryProductYn: 'N',
    saleYn: 'N',
    soldOutYn: stockCnt > 0 ? 'N' : 'Y',
  };
}

// 600×600 comes in matt (in stock) and polished (sold out, takes alerts);
// 300×600 only in matt, sold out for good; 1200×600 has no in-stock row at all.
const rows = [
  row(1, [11, '600×600', 21, '무광'], 5),
  row(2, [11, '600×600', 22, '유광'], 0, 'STOCK_ALIM'),
  row(3, [12, '300×600', 21, '무광'], 0, 'SALE_CLOSE'),
  row(4, [13, '1200×600', 22, '유광'], 0, 'SALE_CLOSE'),
];

describe('OptionSelector', () => {
  it('marks a first-level item with no available combination as 품절 and disables it', () => {
    render(<OptionSelector tree={buildOptionTree(rows)} onComplete={vi.fn()} />);
    const size = screen.getByRole('group', { name: /사이즈/ });
    expect((within(size).getByRole('button', { name: '600×600' }) as HTMLButtonElement).disabled).toBe(false);
    expect((within(size).getByRole('button', { name: '300×600 품절' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(size).getByRole('button', { name: '1200×600 품절' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('group', { name: /마감/ })).toBeNull();
  });

  it('walks down a linked branch: the sold-out last item offers a restock alert, the available one completes', async () => {
    const onComplete = vi.fn();
    const onRestockAlert = vi.fn();
    render(<OptionSelector tree={buildOptionTree(rows)} onComplete={onComplete} onRestockAlert={onRestockAlert} />);
    await userEvent.click(screen.getByRole('button', { name: '600×600' }));
    const finish = screen.getByRole('group', { name: /마감/ });
    const polished = within(finish).getByRole('button', { name: '유광 품절' }) as HTMLButtonElement;
    expect(polished.disabled).toBe(true);

    await userEvent.click(within(finish).getByRole('button', { name: '유광 재입고 알림 신청' }));
    expect(onRestockAlert).toHaveBeenCalledWith(expect.objectContaining({ itemGroupSeq: 2 }));

    await userEvent.click(within(finish).getByRole('button', { name: '무광' }));
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ itemGroupSeq: 1 }));
  });

  it('hides items the chosen parent cannot reach until 전체 옵션 보기 is ticked', async () => {
    const tree = buildOptionTree([row(1, [11, '600×600', 21, '무광'], 5), row(2, [12, '300×600', 22, '유광'], 5)]);
    render(<OptionSelector tree={tree} onComplete={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '600×600' }));
    const finish = screen.getByRole('group', { name: /마감/ });
    expect(within(finish).queryByRole('button', { name: /유광/ })).toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: '전체 옵션 보기' }));
    expect((within(finish).getByRole('button', { name: '유광 품절' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
