import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptImageUploads } from '../../media';
import { photoUrlOf } from '../views';
import { stylingDeleteRoutes } from './styling-delete';
import { stylingEditRoutes } from './styling-edit';
import { stylingImageRoutes } from './styling-images';
import { stylingListRoutes } from './styling-list';

/**
 * 스타일링 관리 (/api/admin/v1/styling, CONTENT_ROLES): the rooms with their schedule status, one
 * room, create and edit (title, tags, description, the photo and its hotspots in order,
 * schedule), delete; photo uploads through the media pipeline and the hotspots' product search.
 * Every change is audited with before/after and marks the room as edited, so the seed leaves it.
 * Each group is its own plugin beside this file (styling-*.ts; what they share in styling-kit.ts).
 */
export const stylingConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app, { maxFiles: 1 });
  const urlOf = photoUrlOf(app);

  await app.register(stylingListRoutes, { urlOf });
  await app.register(stylingImageRoutes, { urlOf });
  await app.register(stylingEditRoutes, { urlOf });
  await app.register(stylingDeleteRoutes);
};
