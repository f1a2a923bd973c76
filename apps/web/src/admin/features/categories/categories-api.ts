import {
  categoryChangeResult,
  consoleBrand,
  consoleBrandList,
  consoleCategoryTree,
  type CreateCategoryRequest,
  type UpdateBrandRequest,
  type UpdateCategoryRequest,
} from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';

// The console's categories and brands (/api/admin/v1/catalogue/…), parsed with the domain's contract.

export const taxonomyKey = ['console', 'taxonomy'] as const;

export const categoryTreeQuery = queryOptions({
  queryKey: [...taxonomyKey, 'categories'],
  queryFn: () => consoleApi('/catalogue/categories', { data: consoleCategoryTree }),
});

export const brandListQuery = queryOptions({
  queryKey: [...taxonomyKey, 'brands'],
  queryFn: () => consoleApi('/catalogue/brands', { data: consoleBrandList }),
});

export const createCategory = (body: CreateCategoryRequest) => consoleApi('/catalogue/categories', { method: 'POST', body, data: categoryChangeResult });

export const updateCategory = (categoryNo: number, body: UpdateCategoryRequest) =>
  consoleApi(`/catalogue/categories/${categoryNo}`, { method: 'PATCH', body, data: categoryChangeResult });

export const reorderCategories = (categoryNos: readonly number[]) =>
  consoleApi('/catalogue/categories/order', { method: 'PUT', body: { categoryNos }, data: categoryChangeResult });

export const deleteCategory = (categoryNo: number) => consoleApi(`/catalogue/categories/${categoryNo}`, { method: 'DELETE', data: categoryChangeResult });

export const updateBrand = (brandNo: number, body: UpdateBrandRequest) => consoleApi(`/catalogue/brands/${brandNo}`, { method: 'PATCH', body, data: consoleBrand });

/** A logo picture (multipart field `logo`), saved at once; answers the brand with its new logo address. */
export function uploadBrandLogo(brandNo: number, file: File) {
  const form = new FormData();
  form.append('logo', file, file.name);
  return consoleApi(`/catalogue/brands/${brandNo}/logo`, { method: 'POST', body: form, data: consoleBrand });
}
