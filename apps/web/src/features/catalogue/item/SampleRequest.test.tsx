import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ProductOptionRow } from '@maru/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SampleRequest } from './SampleRequest';

function row(itemGroupSeq: number, names: string, stockCnt: number): ProductOptionRow {
  return {
    itemSeqList: `${itemGroupSeq}1|${itemGroupSeq}2`,
    itemNameList: names,
    optionSeqList: '1|2',
    optionNameList: '사이즈|마감',
    optionStyleList: 'SELECT|RADIO',
    optionGroupSeq: 500,
    itemGroupSeq,
    orderPrice: 30_000,
    orderPriceDiscount: 0,
    stockCnt,
    stockLostType: null,
    originImageUrl: null,
    thumbnailImageUrl: null,
    inquiryProductYn: 'N',
    saleYn: 'N',
    soldOutYn: stockCnt > 0 ? 'N' : 'Y',
  };
}

const rows = [row(1, '600×600|무광', 5), row(2, '600×600|유광', 0), row(3, '300×600|무광', 8)];
const answer = (code: number, message = code ? 'refused' : 'success') => new Response(JSON.stringify({ code, message, data: code ? undefined : { count: 1 } }));

function renderSample(sampleable: boolean) {
  const router = createMemoryRouter([
    { path: '/', element: <SampleRequest productNo={77} optionGroupSeq={500} sampleable={sampleable} rows={rows} /> },
    { path: '/cart/sample', element: <h1>샘플 장바구니</h1> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

async function requestSample(label: string) {
  await userEvent.click(screen.getByRole('button', { name: '샘플 신청' }));
  const dialog = screen.getByRole('dialog', { name: '샘플 신청' });
  await userEvent.selectOptions(within(dialog).getByLabelText('샘플 옵션'), label);
  await userEvent.click(within(dialog).getByRole('button', { name: '샘플 담기' }));
  return dialog;
}

afterEach(() => {
  window.dataLayer = [];
});

describe('SampleRequest', () => {
  it('offers nothing for a product that takes no samples', () => {
    renderSample(false);
    expect(screen.queryByRole('button', { name: '샘플 신청' })).toBeNull();
    expect(screen.queryByTestId('sample-note')).toBeNull();
  });

  it('adds the chosen option to the sample cart with the fee note, the FAQ link and a way to the sample cart', async () => {
    const fetchMock = vi.fn(async () => answer(0));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderSample(true);
    expect(screen.getByTestId('sample-note').textContent).toContain('3,000원');
    expect(screen.getByRole('link', { name: '샘플 신청 안내 (FAQ)' }).getAttribute('href')).toBe('/board/faq#faq-109');

    await userEvent.click(screen.getByRole('button', { name: '샘플 신청' }));
    const dialog = screen.getByRole('dialog', { name: '샘플 신청' });
    expect((within(dialog).getByRole('option', { name: '600×600 / 유광 (품절)' }) as HTMLOptionElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: '샘플 담기' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.selectOptions(within(dialog).getByLabelText('샘플 옵션'), '300×600 / 무광');
    await userEvent.click(within(dialog).getByRole('button', { name: '샘플 담기' }));

    expect(await within(dialog).findByText('샘플 장바구니에 담았어요.')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/cart/v1');
    expect(JSON.parse(String(init.body))).toEqual({ cartType: 'SAMPLE', items: [{ productNo: 77, optionGroupSeq: 500, itemGroupSeq: 3, qty: 1 }] });

    await userEvent.click(within(dialog).getByRole('link', { name: '샘플 장바구니 보기' }));
    expect(router.state.location.pathname).toBe('/cart/sample');
  });

  it('says a duplicate (3002) is already in the sample cart and links to it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(3002, '이미 샘플 장바구니에 담긴 옵션입니다.')));
    renderSample(true);
    const dialog = await requestSample('600×600 / 무광');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('이미 샘플 장바구니에 담긴 샘플입니다.');
    expect(within(dialog).getByRole('link', { name: '샘플 장바구니 보기' }).getAttribute('href')).toBe('/cart/sample');
  });

  it.each([
    [3005, '샘플은 한 번에 5개까지 신청할 수 있습니다.'],
    [3006, '샘플 신청이 불가능한 상품입니다: 테스트 타일'],
  ])('shows the server message when it refuses with code %i', async (code, message) => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(code, message)));
    renderSample(true);
    const dialog = await requestSample('600×600 / 무광');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
  });
});
