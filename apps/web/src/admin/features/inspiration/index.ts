import { type ConsoleSection, pageOf } from '../../ui/helpers/console-section';

// The sections of exhibitions and styling in the console's navigation and route table (admin/app/sections.tsx).
// Each page is its own chunk, loaded when first opened.
export const exhibitionsSection: ConsoleSection = {
  path: 'exhibitions',
  label: '기획전 관리',
  // Content staff (CONTENT) see this section and the other content ones, nothing with orders or members.
  right: 'content',
  page: pageOf(() => import('./ExhibitionsPage'), 'ExhibitionsPage'),
  children: [{ path: ':exhibitionNo', lazy: pageOf(() => import('./ExhibitionEditPage'), 'ExhibitionEditPage') }],
};
export const stylingSection: ConsoleSection = {
  path: 'styling',
  label: '스타일링 관리',
  right: 'content',
  page: pageOf(() => import('./StylingPage'), 'StylingPage'),
  children: [{ path: ':stylingNo', lazy: pageOf(() => import('./StylingEditPage'), 'StylingEditPage') }],
};
