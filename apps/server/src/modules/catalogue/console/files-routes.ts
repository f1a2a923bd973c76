import multipart from '@fastify/multipart';
import {
  ApiCode, looksLikePdf, PRODUCT_FILE_MAX_BYTES, PRODUCT_FILES_MAX, productFileList, productFileParams, productFileTitle, productFileTitleRequest, productNoParams,
} from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, answerOf, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { singleFile } from '../../../core/files/upload-file';
import { auditActor, recordAudit } from '../../staff';
import type { ProductsChanged } from './after-write';
import { appendProductFile, deleteProductFile, productFileRows, productFileViews, productNameOf, retitleProductFile } from './product-files';
import { lockProduct } from './product-write';

const notFound = (productNo: number) => new ApiError(ApiCode.PRODUCT_NOT_FOUND, `상품 ${productNo}번을 찾을 수 없습니다.`);
const fileNotFound = () => new ApiError(ApiCode.PRODUCT_FILE_NOT_FOUND, '자료를 찾을 수 없습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.');
const tooLarge = () => new ApiError(ApiCode.PRODUCT_FILE_TOO_LARGE, `자료는 한 파일에 ${PRODUCT_FILE_MAX_BYTES / 1024 / 1024}MB까지 올릴 수 있습니다.`, 413);
const tooMany = () => new ApiError(ApiCode.PRODUCT_FILE_TOO_MANY, `상품 자료는 ${PRODUCT_FILES_MAX}개까지 둘 수 있습니다. 쓰지 않는 자료를 먼저 지워 주세요.`, 413);
const notPdf = () => new ApiError(ApiCode.PRODUCT_FILE_NOT_PDF, 'PDF 파일만 올릴 수 있습니다. 파일 내용이 PDF가 아닙니다.', 415);

const uploadQuery = z.strictObject({ title: productFileTitle });

/** The one PDF of a multipart request (field `file`), whole, checked by its bytes, not its name or type. */
async function uploadedPdf(request: FastifyRequest): Promise<Buffer> {
  const content = await singleFile(request, { maxBytes: PRODUCT_FILE_MAX_BYTES, tooLarge, what: 'PDF 파일' });
  if (!looksLikePdf(content)) throw notPdf();
  return content;
}

/**
 * A product's own documents (/api/admin/v1/products/{productNo}/files, inside the catalogue's
 * console section): upload a PDF with its title (multipart field `file`, `?title=`), rename,
 * delete. The shop lists them on the product page's 자료 다운로드 at once (document module).
 * Each change is audited as product.files with the titles before and after. Encapsulated:
 * multipart is accepted on these routes only.
 */
export const fileRoutes: FastifyPluginAsyncZod<{ changed: ProductsChanged }> = async (app, { changed }) => {
  await app.register(multipart, { limits: { files: 1, fileSize: PRODUCT_FILE_MAX_BYTES, fields: 2, fieldSize: 1_000 }, throwFileSizeLimit: true });
  const tags = ['admin'];

  const listOf = async (productNo: number) => {
    const productName = await productNameOf(app.db, productNo);
    if (productName === undefined) throw notFound(productNo);
    return { files: productFileViews(productNo, productName, await productFileRows(app.db, productNo)) };
  };
  const titles = (rows: readonly { file_id: number; title: string }[]) => rows.map((row) => `${row.title} (#${row.file_id})`);

  /** Runs a change of the product's documents with the product locked, audits it and reports the product changed. */
  const changeFiles = async (request: FastifyRequest, productNo: number, change: (trx: Parameters<typeof lockProduct>[0], before: { file_id: number; title: string }[]) => Promise<void>) => {
    await app.db.transaction().execute(async (trx) => {
      if (!(await lockProduct(trx, productNo))) throw notFound(productNo);
      const before = await productFileRows(trx, productNo);
      await change(trx, before);
      const after = await productFileRows(trx, productNo);
      await recordAudit(trx, { ...auditActor(request), action: 'product.files', targetType: 'product', targetId: productNo, before: { files: titles(before) }, after: { files: titles(after) } });
    });
    changed([productNo]);
  };

  app.get(
    '/:productNo/files',
    { schema: { tags, summary: '상품 자료 목록 (올린 PDF)', params: productNoParams, response: { 200: answerOf(productFileList) } } },
    async (request) => ok(await listOf(request.params.productNo)),
  );

  app.post(
    '/:productNo/files',
    {
      schema: {
        tags,
        summary: `상품 자료 올리기 (multipart 항목 file에 PDF 한 개, ${PRODUCT_FILE_MAX_BYTES / 1024 / 1024}MB까지, 상품당 ${PRODUCT_FILES_MAX}개; 내용으로 PDF인지 확인)`,
        params: productNoParams,
        querystring: uploadQuery,
        response: { 200: answerOf(productFileList) },
      },
      config: { requestLimit: { name: 'console-product-files', perIp: 300, windowMs: 10 * MINUTE } },
    },
    async (request) => {
      const { productNo } = request.params;
      // Refused before the file is read when it could not be kept anyway; counted again under the lock.
      if ((await productFileRows(app.db, productNo)).length >= PRODUCT_FILES_MAX) throw tooMany();
      const content = await uploadedPdf(request);
      await changeFiles(request, productNo, async (trx, before) => {
        if (before.length >= PRODUCT_FILES_MAX) throw tooMany();
        await appendProductFile(trx, productNo, request.query.title, content);
      });
      return ok(await listOf(productNo));
    },
  );

  app.patch(
    '/:productNo/files/:fileId',
    { schema: { tags, summary: '상품 자료 이름 바꾸기', params: productFileParams, body: productFileTitleRequest, response: { 200: answerOf(productFileList) } } },
    async (request) => {
      const { productNo, fileId } = request.params;
      await changeFiles(request, productNo, async (trx) => {
        if (!(await retitleProductFile(trx, productNo, fileId, request.body.title))) throw fileNotFound();
      });
      return ok(await listOf(productNo));
    },
  );

  app.delete(
    '/:productNo/files/:fileId',
    { schema: { tags, summary: '상품 자료 지우기', params: productFileParams, response: { 200: answerOf(productFileList) } } },
    async (request) => {
      const { productNo, fileId } = request.params;
      await changeFiles(request, productNo, async (trx) => {
        if (!(await deleteProductFile(trx, productNo, fileId))) throw fileNotFound();
      });
      return ok(await listOf(productNo));
    },
  );
};
