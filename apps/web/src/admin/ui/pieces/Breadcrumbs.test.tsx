import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render-app';
import { PageHeader } from './PageHeader';

const section = { path: 'products', label: '상품 관리', roles: [], page: async () => ({ Component: () => null }) };
const routes = [
  {
    path: '/products',
    handle: { section },
    children: [
      { index: true, Component: () => <PageHeader title="상품 관리" /> },
      { path: 'import', Component: () => <PageHeader title="엑셀 가져오기" /> },
    ],
  },
];

describe('console breadcrumbs', () => {
  it('name the section and the page, the section linking back to its list', async () => {
    renderRoutes(routes, '/products/import');
    const trail = await screen.findByRole('navigation', { name: '현재 위치' });
    expect(trail.textContent).toBe('운영 콘솔상품 관리엑셀 가져오기');
    expect(screen.getByRole('link', { name: '상품 관리' }).getAttribute('href')).toBe('/products');
    expect(screen.getByText('엑셀 가져오기', { selector: '[aria-current="page"]' })).toBeTruthy();
  });

  it('end at the section on its own first page', async () => {
    renderRoutes(routes, '/products');
    const trail = await screen.findByRole('navigation', { name: '현재 위치' });
    expect(trail.textContent).toBe('운영 콘솔상품 관리');
    expect(screen.getByText('상품 관리', { selector: '[aria-current="page"]' })).toBeTruthy();
  });
});
