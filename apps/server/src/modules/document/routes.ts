import path from 'node:path';
import {
  ApiCode,
  brandCataloguePath,
  productFilePath,
  contentDisposition,
  documentKindLabels,
  PRODUCT_DOCUMENT_KINDS,
  productDocumentPath,
  safeFileName,
  type ProductDocument,
  type ProductDocumentKind,
} from '@maru/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, noData, ok } from '../../core/http/errors';
import { brandFacts, listedProductFile, productFacts, productFileName, productFileRows, productHeading } from '../catalogue';
import { documentFamilyOf, type DocumentFamily, type ProductFacts } from './facts';
import { brandCataloguePdf } from './pdf/brand-catalogue';
import { installGuidePdf } from './pdf/install-guide';
import { specSheetPdf } from './pdf/spec-sheet';
import { brandCatalogueParams, productDocumentFileParams, productDocumentParams, productDocumentsAnswer, productUploadedFileParams, shareSettingsAnswer } from './schemas';
import { type DocumentStore, diskDocumentStore } from './store';

const noDocument = () => new ApiError(ApiCode.NO_DATA, '요청한 자료를 찾을 수 없습니다.', 404);

const renderers: Record<ProductDocumentKind, (facts: ProductFacts, family: DocumentFamily) => Promise<Buffer>> = {
  'spec-sheet': specSheetPdf,
  'install-guide': installGuidePdf,
};

function sendPdf(reply: FastifyReply, body: Buffer, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-length', body.length)
    .header('content-disposition', contentDisposition(fileName))
    // Made from the catalogue of the moment: a browser asks again rather than keep an old price.
    .header('cache-control', 'no-cache')
    .send(body);
}

const drawnFileName = (productName: string, kind: ProductDocumentKind) => safeFileName(`${productName}_${documentKindLabels[kind]}.pdf`);
const brandFileName = (brandName: string) => safeFileName(`${brandName}_${documentKindLabels['brand-catalogue']}.pdf`);

export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = diskDocumentStore(path.join(app.config.dataDir, 'documents'), app.caches);
  documentListRoute(app);
  pdfRoutes(app, store);
  shareSettingsRoute(app);
};

type App = Parameters<FastifyPluginAsyncZod>[0];

function documentListRoute(app: App) {
  app.get(
    '/product/v1/:productNo/documents',
    {
      schema: {
        tags: ['document'],
        summary: '상품 자료 목록 (타일·수전: 제품 사양서, 시공 가이드, 브랜드 카탈로그; 그 밖의 상품은 빈 목록; 없는 상품은 101)',
        params: productDocumentParams,
        response: { 200: productDocumentsAnswer },
      },
    },
    async (request) => {
      const product = await productHeading(app.db, request.params.productNo);
      if (!product) throw noData('상품');
      const drawn: ProductDocument[] = documentFamilyOf(product.department, product.categoryName)
        ? [
            ...PRODUCT_DOCUMENT_KINDS.map((kind) => ({
              kind,
              title: documentKindLabels[kind],
              fileName: drawnFileName(product.name, kind),
              path: productDocumentPath(product.productNo, kind),
            })),
            { kind: 'brand-catalogue', title: documentKindLabels['brand-catalogue'], fileName: brandFileName(product.brandNameKo), path: brandCataloguePath(product.brandNo) },
          ]
        : [];
      // The operator's own PDFs (KC 인증서, the maker's manual) follow what the shop draws, for any product.
      const uploaded: ProductDocument[] = (await productFileRows(app.db, product.productNo)).map((row) => ({
        kind: 'uploaded',
        title: row.title,
        fileName: productFileName(product.name, row.title),
        path: productFilePath(product.productNo, row.file_id),
      }));
      return ok({ documents: [...drawn, ...uploaded] });
    },
  );
}

// The PDF routes are left out of the OpenAPI document: its consumers (the fuzzer among
// them) read JSON answers, and these answer application/pdf. document.test.ts sends them
// the odd inputs instead.
function pdfRoutes(app: App, store: DocumentStore) {
  app.get(
    '/product/v1/:productNo/documents/:kind',
    { schema: { hide: true, params: productDocumentFileParams }, compress: false },
    async (request, reply) => {
      const { productNo, kind } = request.params;
      const facts = await productFacts(app.db, productNo);
      const family = facts ? documentFamilyOf(facts.department, facts.categoryName) : null;
      if (!facts || !family) throw noDocument();
      const body = await store.get(`${kind}-${productNo}`, facts, () => renderers[kind](facts, family));
      return sendPdf(reply, body, drawnFileName(facts.name, kind));
    },
  );

  app.get(
    '/product/v1/:productNo/documents/files/:fileId',
    { schema: { hide: true, params: productUploadedFileParams }, compress: false },
    async (request, reply) => {
      const { productNo, fileId } = request.params;
      const file = await listedProductFile(app.db, productNo, fileId);
      if (!file) throw noDocument();
      return sendPdf(reply, file.content, productFileName(file.productName, file.title));
    },
  );

  app.get('/brand/v1/:brandNo/catalogue', { schema: { hide: true, params: brandCatalogueParams }, compress: false }, async (request, reply) => {
    const brand = await brandFacts(app.db, request.params.brandNo);
    if (!brand) throw noDocument();
    const body = await store.get(`brand-catalogue-${brand.brandNo}`, brand, () => brandCataloguePdf(brand));
    return sendPdf(reply, body, brandFileName(brand.nameKo));
  });
}

function shareSettingsRoute(app: App) {
  app.get(
    '/system/v1/share',
    { schema: { tags: ['system'], summary: '공유 설정 (카카오톡 공유용 JavaScript 키; 없으면 null)', response: { 200: shareSettingsAnswer } } },
    async () => {
      const kakao = app.config.kakao;
      return ok({ kakao: { jsKey: kakao?.jsKey ?? null, templateId: kakao?.shareTemplateId ?? null } });
    },
  );
}
