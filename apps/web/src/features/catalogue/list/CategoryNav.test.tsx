import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { category } from '../test/answers';
import { CategoryNav } from './CategoryNav';

const tree = [
  category(10, '타일', [category(11, '욕실 타일', [], 10)]),
  { ...category(90, '프리미엄'), categoryType: 'PREMIUM' as const },
  { ...category(91001, '알보르'), categoryType: 'BRAND' as const, brandNo: 7 },
  { ...category(91002, '뤼스베르크'), categoryType: 'BRAND' as const, brandNo: 8 },
];

describe('the list’s category navigation', () => {
  it('lists brand lists under their own 브랜드 heading, not among the kinds of product', () => {
    render(
      <MemoryRouter>
        <CategoryNav tree={tree} current={10} />
      </MemoryRouter>,
    );
    const kinds = screen.getByRole('navigation', { name: '카테고리' });
    const brands = screen.getByRole('navigation', { name: '브랜드' });
    expect(within(brands).getByRole('heading', { level: 2, name: '브랜드' })).toBeTruthy();
    expect(within(brands).getAllByRole('link').map((link) => link.textContent)).toEqual(['알보르', '뤼스베르크']);
    expect(within(kinds).getAllByRole('link').map((link) => link.textContent)).toEqual(['타일', '욕실 타일', '프리미엄']);
  });

  it('shows no 브랜드 heading when there are no brand lists', () => {
    render(
      <MemoryRouter>
        <CategoryNav tree={tree.slice(0, 2)} current={undefined} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation', { name: '브랜드' })).toBeNull();
    expect(screen.getByRole('navigation', { name: '카테고리' })).toBeTruthy();
  });
});
