import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductCard, StylingPhoto } from '@maru/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HotspotPhoto } from './HotspotPhoto';

const product = (productNo: number, productName: string, soldOutYn: 'Y' | 'N' = 'N'): ProductCard => ({
  productNo,
  productName,
  brandNo: 1,
  brandName: '마루 브랜드',
  categoryNo: 10,
  price: 120_000,
  priceDiscount: 100_000,
  sellingPrice: 100_000,
  discountPercent: 16,
  saleYn: 'Y',
  soldOutYn,
  sampleYn: 'N',
  likeYn: 'N',
  reviewCnt: 0,
  reviewAvg: 0,
  thumbnailImageUrl: '',
  imageUrl: '',
  createdAt: '2026-11-01T00:00:00.000Z',
});

const photo: StylingPhoto = {
  position: 0,
  caption: '전체 모습 — 소파, 러그',
  image: { url: '/media/styling/1/0-1600.webp', width: 1600, height: 1200, sources: [{ url: '/media/styling/1/0-480.webp', width: 480 }], alt: '모던 거실' },
  hotspots: [
    { hotspotNo: 1, x: 43.8, y: 56.7, product: product(101, '라운드 소파') },
    { hotspotNo: 2, x: 61.3, y: 85, product: product(102, '울 러그', 'Y') },
  ],
};

function renderPhoto() {
  const router = createMemoryRouter([{ path: '/', element: <HotspotPhoto photo={photo} /> }]);
  return render(<RouterProvider router={router} />);
}

describe('HotspotPhoto', () => {
  it('places each tag in percent of the photo and names its product', () => {
    renderPhoto();
    const sofa = screen.getByRole('button', { name: '상품 보기: 라운드 소파' });
    expect(sofa.style.left).toBe('43.8%');
    expect(sofa.style.top).toBe('56.7%');
    expect(screen.getAllByRole('button', { name: /^상품 보기: / })).toHaveLength(2);
  });

  it('opens a card with Enter, focuses its link, and closes with Escape back onto the tag', async () => {
    const user = userEvent.setup();
    renderPhoto();
    await user.tab();
    const sofa = screen.getByRole('button', { name: '상품 보기: 라운드 소파' });
    expect(document.activeElement).toBe(sofa);
    await user.keyboard('{Enter}');
    const card = screen.getByRole('dialog', { name: '라운드 소파 상품 정보' });
    expect(card.textContent).toContain('100,000원');
    const link = screen.getByRole('link', { name: /상품 보러 가기/ });
    expect(link.getAttribute('href')).toBe('/product/item/101');
    expect(document.activeElement).toBe(link);
    expect(sofa.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(sofa);
  });

  it('marks a sold-out product and closes with its close button', async () => {
    const user = userEvent.setup();
    renderPhoto();
    const rug = screen.getByRole('button', { name: '상품 보기: 울 러그' });
    await user.click(rug);
    expect(screen.getByRole('dialog').textContent).toContain('품절');
    await user.click(screen.getByRole('button', { name: '상품 정보 닫기' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(rug);
  });
});
