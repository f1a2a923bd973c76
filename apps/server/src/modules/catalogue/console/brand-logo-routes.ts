import { ApiCode, brandNoParams, consoleBrand } from '@maru/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ApiError, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { acceptImageUploads, imageFileKey, mediaOf, removeImageFiles, storeImageFiles } from '../../media';
import { auditActor, recordAudit } from '../../staff';
import { brandLogoUsers, consoleBrand as readBrand, updateBrand } from './taxonomy-write';

/** The width the logo is shown from: brand pages draw it at most ~160 px wide, twice that for sharp screens. */
const LOGO_WIDTH = 320;

/** The storage key of a logo this shop stored (uploads/brand/…), read back from its URL; undefined for an address typed in. */
export function uploadedLogoKey(url: string | null): string | undefined {
  return url?.match(/(uploads\/brand\/[0-9a-f]{2}\/[0-9a-f]{32})\/\d{2,4}\.webp$/)?.[1];
}

/**
 * Removes the files of a logo no brand shows any more (after the commit that replaced it).
 * A logo address can be typed, so another brand may have been given the same one: its files stay.
 */
export async function forgetLogo(app: FastifyInstance, request: FastifyRequest, oldUrl: string | null): Promise<void> {
  const key = uploadedLogoKey(oldUrl);
  if (!key || (await brandLogoUsers(app.db, key)) > 0) return;
  await removeImageFiles(app, key).catch((error: unknown) => request.log.warn({ err: error, key }, 'removing an old brand logo’s files failed'));
}

/**
 * POST /api/admin/v1/catalogue/brands/{brandNo}/logo: a logo picture uploaded (multipart, one
 * file; through the product pictures' pipeline: checked by its bytes, WebP, metadata stripped,
 * local disk or S3) becomes the brand's logo; the files of the logo it replaces are removed.
 * Audited as brand.update with the logo's addresses before and after. Encapsulated: multipart
 * is accepted on this route only.
 */
export const brandLogoRoutes: FastifyPluginAsyncZod<{ changed: (productNos: readonly number[]) => void }> = async (app, { changed }) => {
  await acceptImageUploads(app, { maxFiles: 1 });
  const { storage } = mediaOf(app);

  app.post(
    '/brands/:brandNo/logo',
    {
      schema: { tags: ['admin'], summary: '브랜드 로고 올리기 (multipart, 그림 한 장; JPEG·PNG·WebP를 내용으로 확인해 WebP로 변환, 메타데이터 제거; 이전에 올린 로고 파일은 지움)', params: brandNoParams, response: { 200: answerOf(consoleBrand) } },
      config: { requestLimit: { name: 'console-brand-logo', perIp: 120, windowMs: 10 * MINUTE } },
    },
    async (request) => {
      const { brandNo } = request.params;
      const before = await readBrand(app.db, brandNo);
      if (!before) throw new ApiError(ApiCode.BRAND_NOT_FOUND, `브랜드 ${brandNo}번을 찾을 수 없습니다.`);
      const [stored] = await storeImageFiles(request, { purpose: 'brand', naming: 'unique', maxFiles: 1 });
      const logoUrl = storage.urlOf(imageFileKey(stored!.storageKey, LOGO_WIDTH));
      let oldUrl: string | null;
      try {
        oldUrl = await app.db.transaction().execute(async (trx) => {
          const { before: was, after } = await updateBrand(trx, brandNo, { logoUrl });
          await recordAudit(trx, { ...auditActor(request), action: 'brand.update', targetType: 'brand', targetId: brandNo, before: was, after });
          return (was.logoUrl as string | null | undefined) ?? null;
        });
      } catch (error) {
        await removeImageFiles(app, stored!.storageKey).catch(() => undefined);
        throw error;
      }
      await forgetLogo(app, request, oldUrl);
      changed([]);
      return ok((await readBrand(app.db, brandNo))!);
    },
  );
};
