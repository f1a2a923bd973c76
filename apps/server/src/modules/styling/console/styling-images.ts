import { inspirationImageUpload } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../../core/http/errors';
import { MINUTE } from '../../../core/security/rate-limit/request-limit';
import { storeImageFiles } from '../../media';
import { uploadedPhotoImage } from '../views';
import { insertImage } from './queries';
import { type StylingRouteKit, tags } from './styling-kit';

/** A room's photo upload (multipart is accepted by stylingConsoleRoutes, which registers this). */
export const stylingImageRoutes: FastifyPluginAsyncZod<StylingRouteKit> = async (app, { urlOf }) => {
  const uploadSchema = { tags, summary: '스타일링 사진 올리기 (multipart, 한 장; JPEG·PNG·WebP를 내용으로 확인해 WebP 320/640/1280으로 변환, 메타데이터 제거)', response: { 200: answerOf(inspirationImageUpload) } };
  const uploadConfig = { requestLimit: { name: 'console-styling-images', perIp: 600, windowMs: 10 * MINUTE } };
  app.post('/images', { schema: uploadSchema, config: uploadConfig }, async (request) => {
    const [stored] = await storeImageFiles(request, { purpose: 'styling', naming: 'unique', maxFiles: 1 });
    const imageId = await insertImage(app.db, stored!);
    const image = uploadedPhotoImage(urlOf, stored!, '');
    return ok({ image: { imageId, url: image.url, thumbnailUrl: image.sources[0]!.url, width: stored!.width, height: stored!.height } });
  });
};
