import {
  adminExhibitionListView, adminExhibitionView, adminStylingListView, adminStylingView, couponPickList, inspirationDeleteResult, inspirationImageUpload, productPickList,
  type AdminExhibitionQuery, type AdminStylingQuery, type ExhibitionWriteInput, type StylingWriteInput,
} from '@maru/domain';
import { queryOptions } from '@tanstack/react-query';
import { consoleApi } from '../../api/console-api';

// The console's exhibition and styling calls (/api/admin/v1/exhibitions, /api/admin/v1/styling), parsed with the domain's contracts.

export const exhibitionsKey = ['console', 'exhibitions'] as const;
export const stylingKey = ['console', 'styling'] as const;
export const LIST_SIZE = 20;

export type ExhibitionFilters = Omit<AdminExhibitionQuery, 'size'>;
export type StylingFilters = Omit<AdminStylingQuery, 'size'>;

export const exhibitionsQuery = (filters: ExhibitionFilters) =>
  queryOptions({ queryKey: [...exhibitionsKey, 'list', filters], queryFn: () => consoleApi('/exhibitions', { query: { ...filters, size: LIST_SIZE }, data: adminExhibitionListView }) });

export const exhibitionQuery = (exhibitionNo: number) =>
  queryOptions({ queryKey: [...exhibitionsKey, 'detail', exhibitionNo], queryFn: () => consoleApi(`/exhibitions/${exhibitionNo}`, { data: adminExhibitionView }) });

export const createExhibition = (body: ExhibitionWriteInput) => consoleApi('/exhibitions', { method: 'POST', body, data: adminExhibitionView });
export const saveExhibition = (exhibitionNo: number, body: ExhibitionWriteInput) => consoleApi(`/exhibitions/${exhibitionNo}`, { method: 'PUT', body, data: adminExhibitionView });
export const deleteExhibition = (exhibitionNo: number) => consoleApi(`/exhibitions/${exhibitionNo}`, { method: 'DELETE', data: inspirationDeleteResult });

export const stylingListQuery = (filters: StylingFilters) =>
  queryOptions({ queryKey: [...stylingKey, 'list', filters], queryFn: () => consoleApi('/styling', { query: { ...filters, size: LIST_SIZE }, data: adminStylingListView }) });

export const stylingQuery = (stylingNo: number) =>
  queryOptions({ queryKey: [...stylingKey, 'detail', stylingNo], queryFn: () => consoleApi(`/styling/${stylingNo}`, { data: adminStylingView }) });

export const createStyling = (body: StylingWriteInput) => consoleApi('/styling', { method: 'POST', body, data: adminStylingView });
export const saveStyling = (stylingNo: number, body: StylingWriteInput) => consoleApi(`/styling/${stylingNo}`, { method: 'PUT', body, data: adminStylingView });
export const deleteStyling = (stylingNo: number) => consoleApi(`/styling/${stylingNo}`, { method: 'DELETE', data: inspirationDeleteResult });

/** Where a section's pickers and uploads answer: each section has its own (a content editor reaches no other console section). */
export type Section = 'exhibitions' | 'styling';

export const searchProducts = (section: Section, keyword: string) => consoleApi(`/${section}/products`, { query: { keyword }, data: productPickList }).then((answer) => answer.list);
export const searchCoupons = (keyword: string) => consoleApi('/exhibitions/coupons', { query: { keyword }, data: couponPickList }).then((answer) => answer.list);

export function uploadImage(section: Section, file: File) {
  const form = new FormData();
  form.append('photo', file);
  return consoleApi(`/${section}/images`, { method: 'POST', body: form, data: inspirationImageUpload }).then((answer) => answer.image);
}
