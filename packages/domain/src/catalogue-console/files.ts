import { z } from 'zod';

// A product's own documents (issue 25, "documents"): PDFs an operator uploads in the console —
// a KC 인증서, the maker's 시공 설명서, a care guide — listed on the product page's 자료
// 다운로드 beside the spec sheet and installation guide the shop draws for tiles and faucets.

/** One PDF at most this large: makers' manuals with photos run to a few MB. */
export const PRODUCT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** At most this many documents on one product. */
export const PRODUCT_FILES_MAX = 10;
/** What the download link says, e.g. 'KC 인증서'. */
export const PRODUCT_FILE_TITLE_MAX = 40;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const productFileTitle = z
  .string()
  .trim()
  .min(1, '자료 이름을 입력해 주세요.')
  .max(PRODUCT_FILE_TITLE_MAX, `자료 이름은 ${PRODUCT_FILE_TITLE_MAX}자까지 쓸 수 있습니다.`)
  // Shown as a link's text and used in the saved file's name.
  .regex(/^[^\\/:*?"<>|\p{Cc}]+$/u, '자료 이름에는 \\ / : * ? " < > | 를 쓸 수 없습니다.');

export const adminProductFile = z.object({
  fileId: z.number().int(),
  title: z.string(),
  /** The name the browser saves it under, e.g. '노르딕 소파_KC 인증서.pdf'. */
  fileName: z.string(),
  bytes: z.number().int(),
  /** The API path of the PDF, under /api (the shop's download route). */
  path: z.string(),
  createdAt: z.string(),
});
export type AdminProductFile = z.infer<typeof adminProductFile>;

/** Every call answers the product's documents in their order. */
export const productFileList = z.object({ files: z.array(adminProductFile) });
export type ProductFileList = z.infer<typeof productFileList>;

export const productFileParams = z.strictObject({ productNo: id, fileId: id });

/** PATCH …/files/{fileId}: a new title. */
export const productFileTitleRequest = z.strictObject({ title: productFileTitle });
export type ProductFileTitleRequest = z.infer<typeof productFileTitleRequest>;

/** The shop's download path of an uploaded document (under /api). */
export const productFilePath = (productNo: number, fileId: number) => `/product/v1/${productNo}/documents/files/${fileId}`;

/** A PDF by its bytes: the header within the first KiB (as readers accept) and an end-of-file marker near the end. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length < 16) return false;
  if (!text(0, Math.min(1024, bytes.length)).includes('%PDF-')) return false;
  return text(Math.max(0, bytes.length - 1024), bytes.length).includes('%%EOF');
}
