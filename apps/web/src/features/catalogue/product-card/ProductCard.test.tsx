import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { productCard } from '../test/answers';
import { ProductCard } from './ProductCard';

function renderCard(overrides: Parameters<typeof productCard>[1]) {
  const router = createMemoryRouter([{ path: '/', element: <ProductCard product={productCard(7, overrides)} /> }]);
  render(<RouterProvider router={router} />);
}

describe('ProductCard reviews', () => {
  it('shows the average and the count of real reviews, read out in words', () => {
    renderCard({ reviewCnt: 1234, reviewAvg: 4.3 });
    expect(screen.getByText('평점 4.3점, 리뷰 1,234개')).toBeTruthy();
    expect(screen.getByText('4.3 (1,234)')).toBeTruthy();
  });

  it('writes a whole average with its decimal (5.0, not 5)', () => {
    renderCard({ reviewCnt: 2, reviewAvg: 5 });
    expect(screen.getByText('평점 5.0점, 리뷰 2개')).toBeTruthy();
  });

  it('shows no rating line before the first review', () => {
    renderCard({ reviewCnt: 0, reviewAvg: 0 });
    expect(screen.queryByText(/평점/)).toBeNull();
    expect(screen.queryByText('★')).toBeNull();
  });
});
