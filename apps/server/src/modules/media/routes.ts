import { mediaUploadData, mediaUploadQuery } from '@maru/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerOf, ok } from '../../core/http/errors';
import { MINUTE } from '../../core/security/rate-limit/request-limit';
import { memberOf, requireMember } from '../identity';
import { mediaOf } from './media-store';
import { acceptImageUploads, storeImages } from './uploads';

/**
 * POST /api/media/v1/images?purpose=review|inquiry — members upload up to five pictures
 * (multipart/form-data, any field name) before saving the review or inquiry that shows them.
 * Encapsulated: multipart is accepted on this route only.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  // A half-set S3_* configuration stops the start here rather than failing the first upload.
  mediaOf(app);
  await acceptImageUploads(app);
  app.post(
    '/media/v1/images',
    {
      preHandler: requireMember,
      // Re-encoding costs CPU (~0.3 s a 12 MP photo): a member writing reviews uploads a few dozen at most.
      config: { requestLimit: { name: 'media-upload', perIp: 120, perMember: 60, windowMs: 10 * MINUTE } },
      schema: {
        tags: ['media'],
        summary: '사진 올리기 (multipart, 5장까지, 장당 10MB까지; JPEG·PNG·WebP를 내용으로 확인해 WebP로 변환, 메타데이터 제거)',
        querystring: mediaUploadQuery,
        response: { 200: answerOf(mediaUploadData) },
      },
    },
    async (request) => ok({ images: await storeImages(request, { purpose: request.query.purpose, memberId: memberOf(request).memberId }) }),
  );
};
