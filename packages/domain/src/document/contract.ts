import { z } from 'zod';
import { DOCUMENT_KINDS, PRODUCT_DOCUMENT_KINDS } from './kinds';

// The document API's shapes, declared once for the server's routes and the product page.

const id = z.string().regex(/^\d{1,10}$/, 'a number').transform(Number).pipe(z.number().int().positive().max(2_147_483_647));

export const productDocumentParams = z.object({ productNo: id });
export const productDocumentFileParams = z.object({ productNo: id, kind: z.enum(PRODUCT_DOCUMENT_KINDS) });
export const brandCatalogueParams = z.object({ brandNo: id });

export const productDocument = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  /** What the link says, e.g. '제품 사양서'. */
  title: z.string(),
  /** The file name the browser saves it under, e.g. '발도로 마블 포세린 타일_제품 사양서.pdf'. */
  fileName: z.string(),
  /** The API path of the PDF, under /api. */
  path: z.string(),
});
export type ProductDocument = z.output<typeof productDocument>;

/** Empty for products that have no documents (everything but tiles and faucets). */
export const productDocumentsData = z.object({ documents: z.array(productDocument) });
export type ProductDocumentsData = z.output<typeof productDocumentsData>;

/**
 * What the web app needs to share through KakaoTalk. Without KAKAO_JS_KEY the key is null
 * and the product page offers the browser's own share sheet and 링크 복사 only.
 */
export const shareSettingsData = z.object({
  kakao: z.object({ jsKey: z.string().nullable(), templateId: z.number().int().positive().nullable() }),
});
export type ShareSettings = z.output<typeof shareSettingsData>;

