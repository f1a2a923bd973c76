import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// The section of categories and brands in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const categoriesSection: ConsoleSection = {
  path: 'categories',
  label: '카테고리·브랜드',
  right: 'catalogue',
  page: pageOf(() => import('./CategoriesPage'), 'CategoriesPage'),
};
