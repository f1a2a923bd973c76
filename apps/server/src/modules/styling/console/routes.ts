import {
  adminStylingListView, type AdminStylingView, adminStylingQuery, adminStylingView, ApiCode, type AuditState, inspirationDeleteResult, inspirationImageUpload, productPickList, productPickQuery,
  roundPercent, scheduleOf, scheduleViewOf, stylingNoParams, stylingWrite, type StylingWrite,
} from '@maru/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Transaction } from 'kysely';
import { answerOf, ApiError, ok } from '../../../core/errors';
import { MINUTE } from '../../../core/rate-limit/request-limit';
import type { Database, Db } from '../../../db/database';
import { existingProductNos, productPicks, productPicksByNo } from '../../catalogue';
import { acceptImageUploads, removeImageFiles, storeImageFiles } from '../../media';
import { auditActor, recordAudit } from '../../staff';
import { photoUrlOf, stylingImage, uploadedPhotoImage } from '../views';
import {
  consoleStyling, consoleStylingPage, type ConsoleStylingRow, deleteImages, deleteStyling, hotspotsOf, imageIdsOf, insertImage, insertStyling, lockStyling, replaceHotspots,
  settleImages, updateStyling, usableImage, writeFirstPhoto,
} from './queries';

const tags = ['admin'];
const writeLimit = { requestLimit: { name: 'console-styling-write', perIp: 2_000, windowMs: 10 * MINUTE } };
/** The change topic of styling rooms: no named cache reads them, but the page cache empties on any change. */
const STYLING_TOPIC = 'styling';

const notFound = () => new ApiError(ApiCode.NO_DATA, '스타일링을 찾을 수 없습니다.', 404);
const refused = (message: string) => new ApiError(ApiCode.REQUIRED_PARAMETER, message, 400);

/** The description as paragraphs (story), split at empty lines. */
const paragraphsOf = (description: string) => description.split(/\n\s*\n/).map((paragraph) => paragraph.trim()).filter(Boolean);

const scheduleOfRow = (row: ConsoleStylingRow) => ({ state: row.state, startsAt: row.published_at, endsAt: row.ends_at });

/**
 * 스타일링 관리 (/api/admin/v1/styling, CONTENT_ROLES): the rooms with their schedule status, one
 * room, create and edit (title, tags, description, the photo and its hotspots in order,
 * schedule), delete; photo uploads through the media pipeline and the hotspots' product search.
 * Every change is audited with before/after and marks the room as edited, so the seed leaves it.
 */
export const stylingConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app, { maxFiles: 1 });
  const urlOf = photoUrlOf(app);

  const photoOf = (row: ConsoleStylingRow) => {
    const image = stylingImage(row.styling_no, 0, row.title, { photo: row.storage_key && row.width && row.height ? { storageKey: row.storage_key, width: row.width, height: row.height } : null, urlOf });
    return { imageId: row.image_id, url: image.url, width: image.width, height: image.height, caption: row.caption ?? '' };
  };

  async function viewOf(db: Db, row: ConsoleStylingRow): Promise<AdminStylingView> {
    const hotspots = await hotspotsOf(db, row.styling_no);
    const products = new Map((await productPicksByNo(db, [...new Set(hotspots.map((hotspot) => hotspot.product_no))])).map((product) => [product.productNo, product]));
    return {
      stylingNo: row.styling_no,
      title: row.title,
      summary: row.summary,
      space: row.space,
      style: row.style,
      description: row.story.join('\n\n'),
      photo: photoOf(row),
      otherPhotos: row.other_photos,
      hotspots: hotspots.map((hotspot) => ({ x: hotspot.x, y: hotspot.y, productNo: hotspot.product_no, product: products.get(hotspot.product_no) ?? null })),
      schedule: scheduleViewOf(scheduleOfRow(row), app.clock.now()),
      updatedAt: row.updated_at.toISOString(),
    };
  }

  async function auditStateOf(db: Db, row: ConsoleStylingRow): Promise<AuditState> {
    const hotspots = await hotspotsOf(db, row.styling_no);
    return {
      stylingNo: row.styling_no,
      title: row.title,
      summary: row.summary,
      space: row.space,
      style: row.style,
      description: row.story.join('\n\n'),
      photo: row.image_id ? `#${row.image_id}` : '기본 사진',
      photoCaption: row.caption ?? '',
      hotspots: hotspots.map((hotspot) => `상품 ${hotspot.product_no} (${hotspot.x}%, ${hotspot.y}%)`),
      state: row.state,
      startsAt: row.published_at?.toISOString() ?? null,
      endsAt: row.ends_at?.toISOString() ?? null,
    };
  }

  const view = async (stylingNo: number) => {
    const row = await consoleStyling(app.db, stylingNo);
    if (!row) throw notFound();
    return viewOf(app.db, row);
  };

  /** Checks the products and the upload the write names (inside the save's transaction). */
  async function check(trx: Transaction<Database>, write: StylingWrite, stylingNo: number | null) {
    if (write.photoImageId === null && stylingNo === null) throw refused('스타일링 사진을 올려 주세요.');
    if (write.photoImageId !== null && !(await usableImage(trx, write.photoImageId, stylingNo))) throw refused('사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.');
    const productNos = [...new Set(write.hotspots.map((hotspot) => hotspot.productNo))];
    const existing = await existingProductNos(trx, productNos);
    const missing = productNos.filter((productNo) => !existing.has(productNo));
    if (missing.length) throw refused(`상품 ${missing.join(', ')}번을 찾을 수 없습니다.`);
  }

  /**
   * The row's fields from a write. Published without a start: from now on, or from when it was
   * first published (published_at is the start shoppers sort by).
   */
  function fieldsOf(write: StylingWrite, now: Date, current: ConsoleStylingRow | null) {
    const schedule = scheduleOf(write.schedule);
    const keptStart = current?.state === 'PUBLISHED' && current.published_at && current.published_at <= now ? current.published_at : now;
    const publishedAt = schedule.startsAt ?? (schedule.state === 'PUBLISHED' ? keptStart : null);
    if (schedule.endsAt && publishedAt && schedule.endsAt <= publishedAt) throw refused('게시 종료는 시작보다 뒤여야 합니다.');
    return {
      title: write.title,
      summary: write.summary,
      space: write.space,
      style: write.style,
      story: paragraphsOf(write.description),
      state: schedule.state,
      published_at: publishedAt,
      ends_at: schedule.endsAt,
      edited_at: now,
      updated_at: now,
    };
  }

  const hotspotsOfWrite = (write: StylingWrite) => write.hotspots.map((hotspot) => ({ productNo: hotspot.productNo, x: roundPercent(hotspot.x), y: roundPercent(hotspot.y) }));

  const removeFiles = async (request: FastifyRequest, storageKeys: readonly string[]) => {
    for (const storageKey of storageKeys) await removeImageFiles(app, storageKey).catch((error: unknown) => request.log.warn({ err: error, storageKey }, 'removing a styling photo’s files failed'));
  };

  app.get('/', { schema: { tags, summary: '스타일링 목록 (최신순; 제목, 공간, 게시 상태)', querystring: adminStylingQuery, response: { 200: answerOf(adminStylingListView) } } }, async (request) => {
    const now = app.clock.now();
    const { rows, total } = await consoleStylingPage(app.db, request.query, now);
    return ok({
      list: rows.map((row) => ({
        stylingNo: row.styling_no,
        title: row.title,
        space: row.space,
        style: row.style,
        photoUrl: photoOf(row).url,
        hotspotCount: row.hotspot_count,
        schedule: scheduleViewOf(scheduleOfRow(row), now),
        updatedAt: row.updated_at.toISOString(),
      })),
      total,
      page: request.query.page,
      size: request.query.size,
    });
  });

  app.get('/products', { schema: { tags, summary: '상품 태그에 넣을 상품 찾기 (상품번호, 상품명·브랜드)', querystring: productPickQuery, response: { 200: answerOf(productPickList) } } }, async (request) =>
    ok({ list: await productPicks(app.db, request.query.keyword) }),
  );

  app.post(
    '/images',
    {
      schema: { tags, summary: '스타일링 사진 올리기 (multipart, 한 장; JPEG·PNG·WebP를 내용으로 확인해 WebP 320/640/1280으로 변환, 메타데이터 제거)', response: { 200: answerOf(inspirationImageUpload) } },
      config: { requestLimit: { name: 'console-styling-images', perIp: 600, windowMs: 10 * MINUTE } },
    },
    async (request) => {
      const [stored] = await storeImageFiles(request, { purpose: 'styling', naming: 'unique', maxFiles: 1 });
      const imageId = await insertImage(app.db, stored!);
      const image = uploadedPhotoImage(urlOf, stored!, '');
      return ok({ image: { imageId, url: image.url, thumbnailUrl: image.sources[0]!.url, width: stored!.width, height: stored!.height } });
    },
  );

  app.get('/:stylingNo', { schema: { tags, summary: '스타일링 상세 (사진과 상품 태그)', params: stylingNoParams, response: { 200: answerOf(adminStylingView) } } }, async (request) => ok(await view(request.params.stylingNo)));

  app.post('/', { config: writeLimit, schema: { tags, summary: '스타일링 만들기', body: stylingWrite, response: { 200: answerOf(adminStylingView) } } }, async (request) => {
    const write = request.body;
    const now = app.clock.now();
    const stylingNo = await app.db.transaction().execute(async (trx) => {
      await check(trx, write, null);
      const created = await insertStyling(trx, fieldsOf(write, now, null));
      await writeFirstPhoto(trx, created, write.photoCaption, write.photoImageId);
      await replaceHotspots(trx, created, hotspotsOfWrite(write));
      await settleImages(trx, created);
      await recordAudit(trx, { ...auditActor(request), action: 'styling.create', targetType: 'styling', targetId: created, before: null, after: await auditStateOf(trx, (await consoleStyling(trx, created))!) });
      return created;
    });
    app.caches.changed({ topic: STYLING_TOPIC, key: String(stylingNo) });
    return ok(await view(stylingNo));
  });

  app.put('/:stylingNo', { config: writeLimit, schema: { tags, summary: '스타일링 고치기 (첫 사진의 상품 태그 전체를 새 순서로)', params: stylingNoParams, body: stylingWrite, response: { 200: answerOf(adminStylingView) } } }, async (request) => {
    const { stylingNo } = request.params;
    const write = request.body;
    const now = app.clock.now();
    const unused = await app.db.transaction().execute(async (trx) => {
      if (!(await lockStyling(trx, stylingNo))) throw notFound();
      const current = (await consoleStyling(trx, stylingNo))!;
      const before = await auditStateOf(trx, current);
      await check(trx, write, stylingNo);
      await updateStyling(trx, stylingNo, fieldsOf(write, now, current));
      await writeFirstPhoto(trx, stylingNo, write.photoCaption, write.photoImageId);
      await replaceHotspots(trx, stylingNo, hotspotsOfWrite(write));
      const keys = await settleImages(trx, stylingNo);
      const after = await auditStateOf(trx, (await consoleStyling(trx, stylingNo))!);
      if (JSON.stringify(before) !== JSON.stringify(after)) await recordAudit(trx, { ...auditActor(request), action: 'styling.update', targetType: 'styling', targetId: stylingNo, before, after });
      return keys;
    });
    app.caches.changed({ topic: STYLING_TOPIC, key: String(stylingNo) });
    await removeFiles(request, unused);
    return ok(await view(stylingNo));
  });

  app.delete('/:stylingNo', { config: writeLimit, schema: { tags, summary: '스타일링 지우기 (올린 사진 파일도 지움)', params: stylingNoParams, response: { 200: answerOf(inspirationDeleteResult) } } }, async (request) => {
    const { stylingNo } = request.params;
    const removed = await app.db.transaction().execute(async (trx) => {
      if (!(await lockStyling(trx, stylingNo))) throw notFound();
      const before = await auditStateOf(trx, (await consoleStyling(trx, stylingNo))!);
      const imageIds = await imageIdsOf(trx, stylingNo);
      await deleteStyling(trx, stylingNo);
      const keys = await deleteImages(trx, imageIds);
      await recordAudit(trx, { ...auditActor(request), action: 'styling.delete', targetType: 'styling', targetId: stylingNo, before, after: null });
      return keys;
    });
    app.caches.changed({ topic: STYLING_TOPIC, key: String(stylingNo) });
    await removeFiles(request, removed);
    const { total } = await consoleStylingPage(app.db, { page: 1, size: 1 }, app.clock.now());
    return ok({ total });
  });
};
