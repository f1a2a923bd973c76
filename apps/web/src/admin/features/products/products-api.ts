import type {
  STOCK_LOST_TYPES} from '@maru/domain';
import {
  type AddOptionValuesRequest,
  type RenameOptionValueRequest,
  adminOptionCombination,
  adminProductListView,
  adminProductView,
  type BulkProductAction,
  bulkProductResult,
  type CreateProductRequest,
  importResult,
  lowStockView,
  productChoicesView,
  productFileList,
  productImageList,
  type ProductChoicesView,
  type StockMoveRequest,
  stockLedgerView,
  stockMoveResult,
  type UpdateProductRequest,
} from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { CONSOLE_API, consoleApi } from '../../api/console-api';
import { type ProductFilters, queryOfFilters } from './product-filters';

// The console's catalogue calls (/api/admin/v1/products), parsed with the domain's contract.

export const productsKey = ['console', 'products'] as const;
export const PRODUCTS_PAGE_SIZE = 30;
export const LEDGER_PAGE_SIZE = 20;
export const LOW_STOCK_PAGE_SIZE = 50;

/** The brands and categories the filters and the form choose from (the domain's productChoicesView). */
export type ProductChoices = ProductChoicesView;

export const productListQuery = (filters: ProductFilters) =>
  queryOptions({
    queryKey: [...productsKey, 'list', filters],
    queryFn: () => consoleApi('/products', { query: { ...queryOfFilters(filters), size: PRODUCTS_PAGE_SIZE }, data: adminProductListView }),
  });

export const productChoicesQuery = queryOptions({
  queryKey: [...productsKey, 'choices'],
  queryFn: () => consoleApi('/products/choices', { data: productChoicesView }),
  // Brands and categories change a few times a year.
  staleTime: 5 * 60_000,
});

export const productQuery = (productNo: number) =>
  queryOptions({
    queryKey: [...productsKey, 'detail', productNo],
    queryFn: () => consoleApi(`/products/${productNo}`, { data: adminProductView }),
  });

export const ledgerQuery = (itemGroupSeq: number, page: number) =>
  queryOptions({
    queryKey: [...productsKey, 'ledger', itemGroupSeq, page],
    queryFn: () => consoleApi(`/products/options/${itemGroupSeq}/ledger`, { query: { page, size: LEDGER_PAGE_SIZE }, data: stockLedgerView }),
  });

export const lowStockQuery = (page: number) =>
  queryOptions({
    queryKey: [...productsKey, 'low-stock', page],
    queryFn: () => consoleApi('/products/low-stock', { query: { page, size: LOW_STOCK_PAGE_SIZE }, data: lowStockView }),
  });

export const createProduct = (request: CreateProductRequest) => consoleApi('/products', { method: 'POST', body: request, data: adminProductView });

export const updateProduct = (productNo: number, changes: UpdateProductRequest) =>
  consoleApi(`/products/${productNo}`, { method: 'PATCH', body: changes, data: adminProductView });

export const bulkUpdate = (productNos: readonly number[], action: BulkProductAction) =>
  consoleApi('/products/bulk', { method: 'POST', body: { productNos, action }, data: bulkProductResult });

export const updateCombination = (itemGroupSeq: number, changes: { extraPrice?: number; stockLostType?: (typeof STOCK_LOST_TYPES)[number] }) =>
  consoleApi(`/products/options/${itemGroupSeq}`, { method: 'PATCH', body: changes, data: adminOptionCombination });

export const addOptionValues = (productNo: number, request: AddOptionValuesRequest) =>
  consoleApi(`/products/${productNo}/options/values`, { method: 'POST', body: request, data: adminProductView });

export const renameOptionValue = (productNo: number, request: RenameOptionValueRequest) =>
  consoleApi(`/products/${productNo}/options/values`, { method: 'PATCH', body: request, data: adminProductView });

export const moveStock = (itemGroupSeq: number, move: StockMoveRequest) =>
  consoleApi(`/products/options/${itemGroupSeq}/stock`, { method: 'POST', body: move, data: stockMoveResult });

/** Checks (dryRun) or applies a spreadsheet; a refused apply still lists its problems (read them off the error's data). */
export function importSheet(file: File, dryRun: boolean) {
  const form = new FormData();
  form.set('file', file);
  return consoleApi('/products/import', { method: 'POST', query: { dryRun: String(dryRun) }, body: form, data: importResult });
}

/** The CSV of the filters in force, for a plain download link (the console cookie goes with it). */
export function exportHref(filters: ProductFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(queryOfFilters(filters))) if (key !== 'page' && value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return `${CONSOLE_API}/products/export${search ? `?${search}` : ''}`;
}

// ---- a product's own pictures (the first is the main one) ----

/** Uploads pictures (field `photos`, as many as chosen, up to 10) after the product's last; answers every picture in order. */
export function uploadPictures(productNo: number, files: readonly File[]) {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  return consoleApi(`/products/${productNo}/images`, { method: 'POST', body: form, data: productImageList });
}

/** Every picture's id in the new order; the first becomes the main picture. */
export const reorderPictures = (productNo: number, imageIds: readonly number[]) =>
  consoleApi(`/products/${productNo}/images/order`, { method: 'PUT', body: { imageIds }, data: productImageList });

export const describePicture = (productNo: number, imageId: number, alt: string) =>
  consoleApi(`/products/${productNo}/images/${imageId}`, { method: 'PATCH', body: { alt }, data: productImageList });

/** Deletes a picture and its stored files. */
export const deletePicture = (productNo: number, imageId: number) => consoleApi(`/products/${productNo}/images/${imageId}`, { method: 'DELETE', data: productImageList });

/** One PDF with the title the shop's download link shows (multipart field `file`). */
export function uploadDocument(productNo: number, title: string, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return consoleApi(`/products/${productNo}/files?title=${encodeURIComponent(title)}`, { method: 'POST', body: form, data: productFileList });
}

export const retitleDocument = (productNo: number, fileId: number, title: string) =>
  consoleApi(`/products/${productNo}/files/${fileId}`, { method: 'PATCH', body: { title }, data: productFileList });

export const deleteDocument = (productNo: number, fileId: number) => consoleApi(`/products/${productNo}/files/${fileId}`, { method: 'DELETE', data: productFileList });
