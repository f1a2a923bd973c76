/** The shop's name as page titles and the footer show it. */
export const BRAND_NAME = 'MARU 마루';
