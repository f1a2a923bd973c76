// The kinds of product documents and where they are served: plain values the product page
// uses without the contract's schemas (issue 23: a page that took a label carried zod).

/**
 * 제품 사양서, 시공/설치 가이드 and the brand's catalogue (tiles and faucets have all three),
 * and 'uploaded': a PDF an operator uploaded for the product (any product; its own title).
 */
export const DOCUMENT_KINDS = ['spec-sheet', 'install-guide', 'brand-catalogue', 'uploaded'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/** The kinds served per product; the brand catalogue is served per brand. */
export const PRODUCT_DOCUMENT_KINDS = ['spec-sheet', 'install-guide'] as const;
export type ProductDocumentKind = (typeof PRODUCT_DOCUMENT_KINDS)[number];

export const documentKindLabels: Record<DocumentKind, string> = {
  'spec-sheet': '제품 사양서',
  'install-guide': '시공 가이드',
  'brand-catalogue': '브랜드 카탈로그',
  uploaded: '상품 자료',
};

export const productDocumentPath = (productNo: number, kind: ProductDocumentKind) => `/product/v1/${productNo}/documents/${kind}`;
export const brandCataloguePath = (brandNo: number) => `/brand/v1/${brandNo}/catalogue`;
