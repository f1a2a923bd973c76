import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// The section of products in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const productsSection: ConsoleSection = {
  path: 'products',
  label: '상품 관리',
  // Catalogue staff (CATALOGUE) see this section and nothing with orders or members.
  right: 'catalogue',
  page: pageOf(() => import('./ProductsPage'), 'ProductsPage'),
  children: [
    { path: 'new', lazy: pageOf(() => import('./ProductEditPage'), 'ProductEditPage') },
    { path: 'import', lazy: pageOf(() => import('./ImportPage'), 'ImportPage') },
    { path: 'low-stock', lazy: pageOf(() => import('./LowStockPage'), 'LowStockPage') },
    { path: ':productNo', lazy: pageOf(() => import('./ProductEditPage'), 'ProductEditPage') },
  ],
};
