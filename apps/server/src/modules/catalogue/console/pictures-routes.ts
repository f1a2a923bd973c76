import {
  ApiCode, PRODUCT_IMAGES_MAX, PRODUCT_IMAGES_PER_UPLOAD, productImageAltRequest, productImageList, productImageOrderRequest, productImageParams, productNoParams,
} from '@maru/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, answerOf, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { acceptImageUploads, imageFileKey, mediaOf, removeImageFiles, storeImageFiles, type StoredImageFiles } from '../../media';
import { auditActor, recordAudit } from '../../staff';
import type { ProductsChanged } from './after-write';
import {
  appendProductImages, deleteProductImage, type ImageUrlOf, productImageRows, productImageViews, refreshMainImage, reorderProductImages, setProductImageAlt,
} from './pictures';
import { lockProduct } from './product-write';
import { productExists } from '../queries/products';

const notFound = (productNo: number) => new ApiError(ApiCode.PRODUCT_NOT_FOUND, `상품 ${productNo}번을 찾을 수 없습니다.`);
const imageNotFound = () => new ApiError(ApiCode.IMAGE_NOT_FOUND, '사진을 찾을 수 없습니다. 화면을 새로 고친 뒤 다시 시도해 주세요.');
const tooMany = (present: number) =>
  new ApiError(ApiCode.IMAGE_TOO_MANY, `상품 사진은 ${PRODUCT_IMAGES_MAX}장까지 둘 수 있습니다. 지금 ${present}장이 있습니다.`, 413);

/** URLs of product pictures from the media storage of the moment (local /media/… or the bucket's public URL). */
export function pictureUrls(app: FastifyInstance): { urlOf: ImageUrlOf; baseOf: (storageKey: string) => string } {
  const { storage } = mediaOf(app);
  return { urlOf: (storageKey, width) => storage.urlOf(imageFileKey(storageKey, width)), baseOf: (storageKey) => storage.urlOf(storageKey) };
}

/**
 * A product's own pictures (/api/admin/v1/products/{productNo}/images, inside the catalogue's
 * console section): upload (multipart, through the review photos' pipeline: checked by bytes,
 * WebP at 320/640/1280, metadata stripped, local disk or S3), order (first = main), alt text,
 * delete (the files go after the commit). Each change is audited as product.images with the
 * ids before and after, keeps product.main_image_base for the shop's cards, and empties the
 * product's caches once committed. Every call answers the product's pictures in order.
 * Encapsulated: multipart is accepted on these routes only.
 */
export const pictureRoutes: FastifyPluginAsyncZod<{ changed: ProductsChanged }> = async (app, { changed }) => {
  await acceptImageUploads(app, { maxFiles: PRODUCT_IMAGES_PER_UPLOAD });
  const kit = pictureKit(app, changed);
  uploadPicturesRoute(app, kit);
  reorderPicturesRoute(app, kit);
  pictureAltRoute(app, kit);
  deletePictureRoute(app, kit);
};

type App = Parameters<FastifyPluginAsyncZod>[0];
type PictureKit = ReturnType<typeof pictureKit>;

const tags = ['admin'];

/** What the picture routes share: the answer (the product's pictures in order) and the audited change. */
function pictureKit(app: App, changed: ProductsChanged) {
  const { urlOf, baseOf } = pictureUrls(app);
  const listOf = async (productNo: number) => ({ images: productImageViews(await productImageRows(app.db, productNo), urlOf) });
  const idsOf = (rows: readonly { image_id: number }[]) => rows.map((row) => row.image_id);

  /** Runs a change of the product's pictures in a transaction with the product locked, audits it and keeps the main picture on the row. */
  const changeImages = async <T>(request: FastifyRequest, productNo: number, change: (trx: Parameters<typeof lockProduct>[0], before: { image_id: number; storage_key: string; alt: string }[]) => Promise<{ result: T; detail?: Record<string, unknown> }>) => {
    const result = await app.db.transaction().execute(async (trx) => {
      if (!(await lockProduct(trx, productNo))) throw notFound(productNo);
      const before = await productImageRows(trx, productNo);
      const done = await change(trx, before);
      const after = await productImageRows(trx, productNo);
      await refreshMainImage(trx, productNo, baseOf, app.clock.now());
      await recordAudit(trx, {
        ...auditActor(request), action: 'product.images', targetType: 'product', targetId: productNo,
        before: { images: idsOf(before) }, after: { images: idsOf(after), ...done.detail },
      });
      return done.result;
    });
    changed([productNo]);
    return result;
  };

  return { listOf, idsOf, changeImages };
}

function uploadPicturesRoute(app: App, { listOf, changeImages }: PictureKit) {
  app.post(
    '/:productNo/images',
    {
      schema: {
        tags,
        summary: `상품 사진 올리기 (multipart, 한 번에 ${PRODUCT_IMAGES_PER_UPLOAD}장, 상품당 ${PRODUCT_IMAGES_MAX}장까지; JPEG·PNG·WebP를 내용으로 확인해 WebP 320/640/1280으로 변환, 메타데이터 제거)`,
        params: productNoParams,
        response: { 200: answerOf(productImageList) },
      },
      // Re-encoding costs CPU (~0.3 s a 12 MP photo): an operator's day is a few hundred pictures.
      config: { requestLimit: { name: 'console-product-images', perIp: 600, windowMs: 10 * MINUTE } },
    },
    async (request) => {
      const { productNo } = request.params;
      // Refused before any file is read and re-encoded; the count is checked again under the lock.
      if (!(await productExists(app.db, productNo))) throw notFound(productNo);
      const present = (await productImageRows(app.db, productNo)).length;
      if (present >= PRODUCT_IMAGES_MAX) throw tooMany(present);
      const stored: StoredImageFiles[] = await storeImageFiles(request, { purpose: 'product', naming: 'unique', maxFiles: PRODUCT_IMAGES_PER_UPLOAD });
      try {
        await changeImages(request, productNo, async (trx, before) => {
          if (before.length + stored.length > PRODUCT_IMAGES_MAX) throw tooMany(before.length);
          await appendProductImages(trx, productNo, stored);
          return { result: undefined, detail: { added: stored.length } };
        });
      } catch (error) {
        // Nothing names the files of a refused upload: they go at once.
        await Promise.all(stored.map((files) => removeImageFiles(app, files.storageKey))).catch((cause: unknown) => request.log.warn({ err: cause }, 'removing a refused upload’s files failed'));
        throw error;
      }
      return ok(await listOf(productNo));
    },
  );
}

function reorderPicturesRoute(app: App, { listOf, idsOf, changeImages }: PictureKit) {
  app.put(
    '/:productNo/images/order',
    { schema: { tags, summary: '상품 사진 순서 바꾸기 (모든 사진의 번호를 새 순서로; 첫 사진이 대표 사진)', params: productNoParams, body: productImageOrderRequest, response: { 200: answerOf(productImageList) } } },
    async (request) => {
      const { productNo } = request.params;
      const { imageIds } = request.body;
      await changeImages(request, productNo, async (trx, before) => {
        const present = new Set(idsOf(before));
        // Every picture once: a list made before another tab's upload or delete is refused, not half applied.
        if (imageIds.length !== present.size || new Set(imageIds).size !== imageIds.length || imageIds.some((id) => !present.has(id))) {
          throw new ApiError(ApiCode.IMAGE_NOT_FOUND, '사진 목록이 바뀌었습니다. 화면을 새로 고친 뒤 다시 옮겨 주세요.');
        }
        await reorderProductImages(trx, productNo, imageIds);
        return { result: undefined };
      });
      return ok(await listOf(productNo));
    },
  );
}

function pictureAltRoute(app: App, { listOf, changeImages }: PictureKit) {
  app.patch(
    '/:productNo/images/:imageId',
    { schema: { tags, summary: '상품 사진 대체 텍스트 바꾸기', params: productImageParams, body: productImageAltRequest, response: { 200: answerOf(productImageList) } } },
    async (request) => {
      const { productNo, imageId } = request.params;
      const { alt } = request.body;
      await changeImages(request, productNo, async (trx, before) => {
        const image = before.find((row) => row.image_id === imageId);
        if (!image) throw imageNotFound();
        await setProductImageAlt(trx, productNo, imageId, alt);
        return { result: undefined, detail: { imageId, alt: { before: image.alt, after: alt } } };
      });
      return ok(await listOf(productNo));
    },
  );
}

function deletePictureRoute(app: App, { listOf, changeImages }: PictureKit) {
  app.delete(
    '/:productNo/images/:imageId',
    { schema: { tags, summary: '상품 사진 지우기 (저장된 파일도 모든 크기를 지움)', params: productImageParams, response: { 200: answerOf(productImageList) } } },
    async (request) => {
      const { productNo, imageId } = request.params;
      const storageKey = await changeImages(request, productNo, async (trx) => {
        const key = await deleteProductImage(trx, productNo, imageId);
        if (!key) throw imageNotFound();
        return { result: key, detail: { deleted: imageId } };
      });
      // After the commit: a rolled-back delete must still find its files. Files left by a failure here are only unused bytes.
      await removeImageFiles(app, storageKey).catch((error: unknown) => request.log.warn({ err: error, storageKey }, 'removing a deleted product picture’s files failed'));
      return ok(await listOf(productNo));
    },
  );
}
